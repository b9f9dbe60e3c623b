/**
 * Notices for every feature: `notify(app, userIds, kind, payload)` asks, per member and device,
 * what their notification settings allow (modules/notifications, decide.ts): nothing, the inbox
 * and the open app, or also a push. A push reaches each device the member subscribed that takes
 * it, encrypted for that device (RFC 8291, aes128gcm) and signed with the server's VAPID key
 * (RFC 8292); every chat socket the members have open hears it on DESTINATIONS.notifications,
 * so a member with the app open hears of it without having allowed push. It never throws: a
 * notice that cannot be delivered must not fail the action that caused it. Devices the push
 * service no longer knows (404/410) are forgotten.
 */
import http from 'node:http';
import https from 'node:https';
import type { Kysely } from 'kysely';
import type { Database, PushSubscriptionRow } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { DESTINATIONS } from '../../../contract/chat';
import {
  KINDS_OUTSIDE_INBOX,
  type NotificationKind,
} from '../../../contract/notifications-constants';
import type { PushPayload, PushSubscriptionInput } from '../../../contract/push';
import { badRequest, notFound } from '../../http-errors';
import {
  deleteOwnSubscription,
  deleteSubscription,
  markDelivered,
  subscriptionsOf,
  upsertSubscription,
} from './repository';
import { decide, mutedKindsOf, recordInInbox, settingsOf } from '../notifications';
import { readClubSettings } from '../settings';
import { inLanguage } from '../../i18n/language';
import {
  PrivateAddressError,
  acceptsEndpoint,
  publicOnlyLookup,
  type EndpointRules,
  resolvesPrivately,
} from './public-address';

/** Enough parallel requests to be quick for a member with several devices, few for a crowd. */
const CONCURRENCY = 8;
/** A notice older than a day is stale (e.g. 'your bug was solved' a week later). */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;

const endpointRules = (app: FastifyInstance): EndpointRules => ({
  allowPrivate: app.config.pushAllowPrivateEndpoints,
  moreServices: app.config.pushServices,
});

export interface NotifyResult {
  sent: number;
  removed: number;
  failed: number;
}

export interface NotifyOptions {
  /** The member whose doing it was (a reply's author), shown in the inbox. */
  actorId?: number | null;
  /** The time quiet hours are read at; tests set it. */
  now?: Date;
}

export async function subscribe(
  app: FastifyInstance,
  userId: number,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  const rules = endpointRules(app);
  if (
    !acceptsEndpoint(input.endpoint, rules) ||
    (!rules.allowPrivate && (await resolvesPrivately(new URL(input.endpoint).hostname)))
  ) {
    throw badRequest('That push service address is not accepted.', {
      endpoint: 'Give the https address of a public push service.',
    });
  }
  await upsertSubscription(app.db, {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
}

export async function unsubscribe(
  db: Kysely<Database>,
  userId: number,
  endpoint: string,
): Promise<void> {
  if (!(await deleteOwnSubscription(db, userId, endpoint))) throw notFound();
}

/**
 * web-push builds the request (encryption, VAPID JWT, headers) and we send it ourselves, to the
 * address we checked: an endpoint must still be acceptable when sent to (it may be older than
 * today's rules), and its name must resolve to public addresses only. No redirect is followed.
 */
async function deliver(app: FastifyInstance, row: PushSubscriptionRow, body: string) {
  const { vapid } = app.config;
  const rules = endpointRules(app);
  if (!acceptsEndpoint(row.endpoint, rules)) {
    throw new PrivateAddressError(`${row.endpoint} is not a public push service`);
  }
  const details = webPush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    body,
    {
      vapidDetails: {
        subject: vapid.subject,
        publicKey: vapid.publicKey,
        privateKey: vapid.privateKey,
      },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = send(
      url,
      {
        method: details.method,
        headers: details.headers,
        ...(rules.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        // Read a little of the reply for the log, and let the rest go.
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < 1000) text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error('push service timed out')),
      TIMEOUT_MS,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

async function sendOne(
  app: FastifyInstance,
  row: PushSubscriptionRow,
  body: string,
  result: NotifyResult,
): Promise<void> {
  try {
    const { status, text } = await deliver(app, row, body);
    if (status >= 200 && status < 300) {
      result.sent++;
      await markDelivered(app.db, row.id, new Date().toISOString());
    } else if (status === 404 || status === 410) {
      result.removed++;
      await deleteSubscription(app.db, row.id);
    } else {
      result.failed++;
      app.log.warn({ subscription: row.id, status, reply: text.slice(0, 200) }, 'Push refused');
    }
  } catch (error) {
    if (error instanceof PrivateAddressError) {
      // Not a push service the server may reach: forgotten, as a gone device is.
      result.removed++;
      await deleteSubscription(app.db, row.id);
      app.log.warn({ subscription: row.id, err: error }, 'Push endpoint refused');
      return;
    }
    result.failed++;
    app.log.warn({ subscription: row.id, err: error }, 'Push not delivered');
  }
}

export async function notify(
  app: FastifyInstance,
  userIds: number[],
  kind: NotificationKind,
  /** The notice; as a function, written once per language of its readers (inLanguage). */
  payload: PushPayload | (() => PushPayload),
  options: NotifyOptions = {},
): Promise<NotifyResult> {
  const result: NotifyResult = { sent: 0, removed: 0, failed: 0 };
  const at = options.now ?? new Date();
  try {
    const [settings, { timeZone }] = await Promise.all([
      settingsOf(app.db, [...new Set(userIds)]),
      readClubSettings(app.db),
    ]);
    const ask = (userId: number, device: Parameters<typeof decide>[0]['device']) =>
      decide({ settings: settings.get(userId)!, kind, device, at, timeZone });
    const members = [...settings.keys()].filter((userId) => ask(userId, null) !== 'off');
    if (members.length === 0) return result;
    // Each member reads it in their own language: one copy per language among them.
    const readers =
      typeof payload === 'function'
        ? await membersByLanguage(app.db, members)
        : new Map([[null, members]]);
    for (const [language, group] of readers) {
      const notice = typeof payload === 'function' ? inLanguage(language, payload) : payload;
      await notifyGroup(app, group, kind, notice, { ...options, at, ask, result });
    }
  } catch (error) {
    app.log.error({ err: error }, 'Notices not sent');
  }
  return result;
}

async function notifyGroup(
  app: FastifyInstance,
  members: number[],
  kind: NotificationKind,
  payload: PushPayload,
  {
    at,
    ask,
    result,
    actorId,
  }: NotifyOptions & {
    at: Date;
    ask: (userId: number, device: Parameters<typeof decide>[0]['device']) => string;
    result: NotifyResult;
  },
): Promise<void> {
  // The open app shows it at once; the push below may take seconds, and the page drops the
  // copy the service worker relays (same tag).
  await app.realtime
    .sendToUser(members, DESTINATIONS.notifications, payload)
    .catch((error: unknown) => app.log.warn({ err: error }, 'In-app notices not sent'));
  if (!KINDS_OUTSIDE_INBOX.includes(kind)) {
    await recordInInbox(app, members, kind, payload, actorId ?? null, at).catch((error: unknown) =>
      app.log.error({ err: error }, 'Notices not kept in the inbox'),
    );
  }
  const rows = (await subscriptionsOf(app.db, members)).filter(
    (row) =>
      ask(row.user_id, {
        pushMuted: row.push_muted === 1,
        mutedKinds: mutedKindsOf(row.muted_kinds),
      }) === 'push',
  );
  const body = JSON.stringify(payload);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) await sendOne(app, rows[next++]!, body, result);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
}

/** The members by the language they chose (null: none chosen, English). */
async function membersByLanguage(
  db: Kysely<Database>,
  userIds: number[],
): Promise<Map<string | null, number[]>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('id', 'in', userIds)
    .execute();
  const groups = new Map<string | null, number[]>();
  for (const row of rows) {
    const group = groups.get(row.language) ?? [];
    group.push(row.id);
    groups.set(row.language, group);
  }
  return groups;
}
