/**
 * Versions of the offline-capable writes (docs/api.md, "Versions of an offline write"). A write
 * queued on a phone may reach this server a release or two after it was written. Its route
 * says which write it is (`config: offlineWrite('bug.create', upgrades)`), and before the
 * body is checked against the route's schema:
 *
 * - the current version, or no header (version 1, what clients sent before versions), passes;
 * - an older version the contract still accepts (OFFLINE_WRITES, its date not past) is
 *   upgraded to the current body by the route's upgrade for it, then checked as any other;
 * - an older version no longer accepted is 426 `update-app`: only a newer app can send it;
 * - a version newer than this server knows is 503 with Retry-After: a newer app reached a
 *   process not yet updated (a rolling deploy), and its retry will find an updated one.
 *
 * The upgrade changes the parsed body only; the Idempotency-Key's fingerprint is the body's
 * bytes as they came (idempotency.ts), so a retry of an upgraded write is replayed, and a write
 * refused here whose key already holds a finished reply (it landed, then its date passed or a
 * process of another version answered its retry) is answered from that reply.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { errorReplySchema } from '../../contract/errors';
import {
  CONTRACT_VERSION_HEADER,
  NEWER_VERSION_RETRY_SECONDS,
  OFFLINE_WRITES,
  standingOf,
  UPDATE_APP_CODE,
  versionOfHeader,
  WRITE_VERSION_MESSAGE,
  type OfflineWrite,
  type WriteContract,
} from '../../contract/write-versions';
import { badRequest, busy, HttpError } from '../http-errors';
import { replayKeptReply } from './idempotency';

/** Turns a body of an older version into a body of the current one. */
export type Upgrade = (body: unknown) => unknown;

export interface VersionedWrite {
  name: string;
  contract: WriteContract;
  /** One per older version the contract accepts: that version's body → the current body. */
  upgrades: Readonly<Record<number, Upgrade>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The offline-capable write this route is, with its versions (write-versions.ts). */
    offlineWrite?: VersionedWrite;
  }
  interface FastifyInstance {
    /** Every route that declared an offline write, as registered. */
    offlineWriteRoutes: { method: string; url: string; write: string }[];
  }
}

/**
 * Route config of a write with its own contract (tests declare one this way). Refuses, at
 * start, an older version without an upgrade or an upgrade for a version not accepted.
 */
export function versionedWrite(write: VersionedWrite): { offlineWrite: VersionedWrite } {
  const accepted = Object.keys(write.contract.older).sort().join(',');
  const upgraded = Object.keys(write.upgrades).sort().join(',');
  if (accepted !== upgraded) {
    throw new Error(
      `${write.name}: the older versions accepted (${accepted || 'none'}) and the upgrades given (${upgraded || 'none'}) must be the same`,
    );
  }
  return { offlineWrite: write };
}

/** Route config of one of the app's offline writes: its versions come from the contract. */
export function offlineWrite(
  name: OfflineWrite,
  upgrades: Readonly<Record<number, Upgrade>> = {},
): { offlineWrite: VersionedWrite } {
  return versionedWrite({ name, contract: OFFLINE_WRITES[name], upgrades });
}

export type VersionCheck =
  { type: 'take'; upgrade?: Upgrade } | { type: 'refuse'; error: HttpError };

/** What to do with a write of `write` naming `header` as its version, now. */
export function checkWriteVersion(
  write: VersionedWrite,
  header: string | string[] | undefined,
  now = Date.now(),
): VersionCheck {
  const version = versionOfHeader(header);
  if (version === null) {
    return {
      type: 'refuse',
      error: badRequest(WRITE_VERSION_MESSAGE.badHeader, {
        [CONTRACT_VERSION_HEADER]: WRITE_VERSION_MESSAGE.badHeader,
      }),
    };
  }
  switch (standingOf(write.contract, version, now)) {
    case 'current':
      return { type: 'take' };
    case 'older':
      return { type: 'take', upgrade: write.upgrades[version] };
    case 'too-old':
      return {
        type: 'refuse',
        error: new HttpError(426, WRITE_VERSION_MESSAGE.updateApp, { code: UPDATE_APP_CODE }),
      };
    case 'newer':
      return {
        type: 'refuse',
        error: busy(WRITE_VERSION_MESSAGE.newer, NEWER_VERSION_RETRY_SECONDS),
      };
  }
}

const HEADER = CONTRACT_VERSION_HEADER.toLowerCase();

/**
 * The body upgraded; a body the upgrade cannot read (not even the older shape) is left as it
 * came, for the schema to refuse with its field errors rather than a 500.
 */
function upgraded(upgrade: Upgrade, body: unknown): unknown {
  try {
    return upgrade(body);
  } catch {
    return body;
  }
}

export default fp(async (app) => {
  app.decorate('offlineWriteRoutes', []);

  app.addHook('onRoute', (route) => {
    const write = route.config?.offlineWrite;
    if (!write) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.offlineWriteRoutes.push({ method, url: route.url, write: write.name });
    }
    // The refusals this plugin may give, listed on /api/docs with the others.
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (response) {
      response[426] ??= errorReplySchema;
      response[503] ??= errorReplySchema;
    }
  });

  // Before the schema check: an older body lacks what the current schema requires.
  app.addHook('preValidation', async (request: FastifyRequest, reply) => {
    const write = request.routeOptions.config.offlineWrite;
    if (!write) return;
    const check = checkWriteVersion(write, request.headers[HEADER]);
    if (check.type === 'take') {
      if (check.upgrade) request.body = upgraded(check.upgrade, request.body);
      return;
    }
    if (check.error.statusCode !== 400 && (await replayKeptReply(app, request, reply)))
      return reply;
    throw check.error;
  });
});
