/**
 * Idempotency-Key on POST /api/* (docs/api.md, Conventions): the offline outbox retries until the
 * server has a write, so a retry must get the first request's reply instead of writing twice. The
 * first reply per (owner, key) is kept a day; a key is claimed by an atomic insert before the
 * handler runs, so of two concurrent requests with one key only one runs.
 *
 * A claim whose request died with its process (SIGKILL, power) stays 'processing'. On routes
 * that store their reply with their write (idempotency-reply.ts) a retry takes such a claim
 * over once its lease (IDEMPOTENCY_LEASE_SECONDS, longer than any request runs) is over; on
 * the others the write may have committed with only its reply lost, so the retry keeps
 * getting 409 until the key expires.
 *
 * Multipart uploads are not covered: their bodies are streamed to disk, not hashed here.
 */
import { createHash, type Hash } from 'node:crypto';
import { Transform } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGE,
  IDEMPOTENCY_REPLAYED_HEADER,
  IDEMPOTENCY_TTL_MS,
} from '../../contract/idempotency';
import { XSRF_COOKIE } from '../../contract/constants';
import { badRequest, conflict, HttpError } from '../http-errors';
import {
  claimKey,
  deleteExpiredKeys,
  findKey,
  freeKey,
  releaseClaim,
  storeReply,
  takeOverKey,
  type Claim,
  type KeyId,
} from './idempotency-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw body's running hash, while a keyed POST is being read. */
    idempotencyHash: Hash | null;
    /** That hash once the body was read whole (bodyHashOf). */
    idempotencyBodyHash: string | null;
    /** The key this request claimed and must settle (store or free) before it ends. */
    idempotencyClaim: Claim | null;
    /** The status whose reply the handler stored with its write (idempotency-reply.ts). */
    idempotencyKeptStatus: number | null;
  }
}

const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

function isKeyed(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    request.url.startsWith('/api/') &&
    request.headers[HEADER] !== undefined &&
    !String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')
  );
}

/** A member's requests share keys across devices; a visitor's are tied to their browser. */
function ownerOf(request: FastifyRequest): string | null {
  if (request.auth) return String(request.auth.id);
  const raw = request.cookies[XSRF_COOKIE];
  const cookie = raw === undefined ? null : request.unsignCookie(raw);
  return cookie?.valid && cookie.value ? `anon:${cookie.value}` : null;
}

/** The hash of the body as it came, byte for byte; read once the body was read whole. */
function bodyHashOf(request: FastifyRequest): string {
  request.idempotencyBodyHash ??= (request.idempotencyHash ?? createHash('sha256')).digest('hex');
  return request.idempotencyBodyHash;
}

function fingerprintOf(request: FastifyRequest) {
  return { method: request.method, path: request.url, bodyHash: bodyHashOf(request) };
}

/**
 * Replays the reply kept for this request's key, if a request with the same key and body ran
 * to its end before; answers whether it did. For a check that would refuse the request before
 * the key is looked at (a write of a version no longer accepted, write-versions.ts): a write
 * that landed is answered as it was, not refused after the fact.
 */
export async function replayKeptReply(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (!isKeyed(request)) return false;
  const key = request.headers[HEADER];
  const owner = ownerOf(request);
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key) || !owner) return false;
  const stored = await findKey(app.db, { owner, key });
  if (!stored || stored.state !== 'done') return false;
  if (Date.parse(stored.created_at) < Date.now() - IDEMPOTENCY_TTL_MS) return false;
  const fingerprint = fingerprintOf(request);
  const same =
    stored.method === fingerprint.method &&
    stored.path === fingerprint.path &&
    stored.body_hash === fingerprint.bodyHash;
  if (!same) return false;
  reply.code(stored.status ?? 200).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  if (stored.content_type) reply.type(stored.content_type);
  void reply.send(stored.reply_body ?? '');
  return true;
}

export default fp(async (app) => {
  const leaseMs = app.config.idempotencyLeaseSeconds * 1000;
  app.decorateRequest('idempotencyHash', null);
  app.decorateRequest('idempotencyBodyHash', null);
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyKeptStatus', null);

  /** Seconds until a claim made at `createdAt` may be taken over: what a retry should wait. */
  const retryAfter = (createdAt: string) =>
    String(Math.max(1, Math.ceil((Date.parse(createdAt) + leaseMs - Date.now()) / 1000)));

  // A retry of a write still under way (a crashed request's claim, until its lease ends) is
  // answered here, before the route's rate limit counts it: waiting out the lease must not
  // spend the member's allowance for that route. Retry-After says when to try again.
  app.addHook('onRequest', async (request, reply) => {
    if (!isKeyed(request)) return;
    const key = request.headers[HEADER];
    const owner = ownerOf(request);
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key) || !owner) return;
    const stored = await findKey(app.db, { owner, key });
    if (!stored || stored.state === 'done') return;
    if (Date.parse(stored.created_at) < Date.now() - IDEMPOTENCY_TTL_MS) return;
    // Another route or method under the same key is a mismatch: preHandler says so (422).
    if (stored.method !== request.method || stored.path !== request.url) return;
    const leaseOver = Date.parse(stored.created_at) < Date.now() - leaseMs;
    // A lease that is over is taken over in preHandler, where the body is known.
    if (leaseOver && request.routeOptions.config.keepsReplyWithWrite) return;
    reply.header(
      'retry-after',
      leaseOver ? String(app.config.idempotencyLeaseSeconds) : retryAfter(stored.created_at),
    );
    throw conflict(IDEMPOTENCY_MESSAGE.inProgress);
  });

  // Hash the body as it arrives, byte for byte, before any parser or schema reshapes it.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isKeyed(request)) return payload;
    const hash = createHash('sha256');
    request.idempotencyHash = hash;
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    payload.on('error', (error) => tee.destroy(error));
    return payload.pipe(tee);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!isKeyed(request) || request.is404) return;
    const key = request.headers[HEADER];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw badRequest(IDEMPOTENCY_MESSAGE.invalidKey, { [IDEMPOTENCY_HEADER]: 'Invalid key.' });
    }
    const owner = ownerOf(request);
    // Without a session or an anti-forgery cookie there is nobody to scope the key to.
    if (!owner) return;
    const id: KeyId = { owner, key };
    const fingerprint = fingerprintOf(request);
    // A second round covers a row freed or expired between our insert and our read.
    for (let round = 0; round < 2; round++) {
      const claim = await claimKey(app.db, id, fingerprint);
      if (claim) {
        request.idempotencyClaim = claim;
        return;
      }
      const stored = await findKey(app.db, id);
      if (!stored) continue;
      if (Date.parse(stored.created_at) < Date.now() - IDEMPOTENCY_TTL_MS) {
        await freeKey(app.db, id, stored.created_at);
        continue;
      }
      const same =
        stored.method === fingerprint.method &&
        stored.path === fingerprint.path &&
        stored.body_hash === fingerprint.bodyHash;
      if (!same) throw new HttpError(422, IDEMPOTENCY_MESSAGE.mismatch);
      if (stored.state !== 'done') {
        const leaseOver = Date.parse(stored.created_at) < Date.now() - leaseMs;
        if (!leaseOver || !request.routeOptions.config.keepsReplyWithWrite) {
          reply.header(
            'retry-after',
            leaseOver ? String(app.config.idempotencyLeaseSeconds) : retryAfter(stored.created_at),
          );
          throw conflict(IDEMPOTENCY_MESSAGE.inProgress);
        }
        // Nothing was committed under the old claim (or its reply would be there): run again.
        const taken = await takeOverKey(app.db, id, stored.created_at);
        if (!taken) continue;
        request.log.warn({ key: id.key }, 'took over an idempotency key whose lease ran out');
        request.idempotencyClaim = taken;
        return;
      }
      reply.code(stored.status ?? 200).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      if (stored.content_type) reply.type(stored.content_type);
      return reply.send(stored.reply_body ?? '');
    }
    throw conflict(IDEMPOTENCY_MESSAGE.inProgress);
  });

  // Runs before @fastify/compress (a route-level hook), so the payload is still the text.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (!id) return payload;
    request.idempotencyClaim = null;
    // The handler stored this very reply with its write, and that write committed: a rolled
    // back one ends in an error reply of another status.
    if (request.idempotencyKeptStatus === reply.statusCode) return payload;
    const body =
      payload === null || payload === undefined
        ? ''
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : null;
    // A server error frees the key so the client may retry; so does a reply we cannot keep.
    // A route that keeps its reply with its write fails with 5xx only having undone the write
    // (a sign-up whose code mail failed), so its kept reply goes too.
    if (reply.statusCode >= 500 || body === null) {
      const undone = reply.statusCode >= 500 && request.routeOptions.config.keepsReplyWithWrite;
      await releaseClaim(app.db, id, undone === true);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await storeReply(app.db, id, {
      status: reply.statusCode,
      contentType: contentType === undefined ? null : String(contentType),
      body,
    });
    return payload;
  });

  // A request that ended without onSend settling its claim must not hold the key forever.
  app.addHook('onResponse', async (request) => {
    const id = request.idempotencyClaim;
    if (!id) return;
    request.idempotencyClaim = null;
    await releaseClaim(app.db, id).catch((error: unknown) =>
      request.log.error({ err: error }, 'could not free an idempotency key'),
    );
  });

  const sweep = setInterval(() => {
    deleteExpiredKeys(app.db, Date.now() - IDEMPOTENCY_TTL_MS).catch(() => {});
  }, 60 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
