/**
 * Keyed writes whose reply is stored in the write's own transaction. A crash then leaves the
 * key either done with its reply (the write committed: a retry is replayed) or still claimed
 * with nothing written (a retry after the claim's lease runs the write again). The plugin's
 * onSend path cannot tell those two apart, so only routes marked here are ever taken over.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storeReplyWithWrite } from './idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler stores its reply with its write (a KeepReply); see idempotency-reply.ts. */
    keepsReplyWithWrite?: boolean;
  }
}

/** Route config of a write that keeps its reply with its write. */
export const KEEPS_REPLY_WITH_WRITE = { keepsReplyWithWrite: true } as const;

/** Called inside the write's transaction with the body the route is about to send. */
export type KeepReply = (trx: Kysely<Database>, body: unknown) => Promise<void>;

/** For writes made outside a keyed request (seeding, other services): nothing to keep. */
export const keepNoReply: KeepReply = async () => {};

/**
 * The request's KeepReply for a reply with this status: JSON serialized as the route will send
 * it (its response schema), or, given a text type, the text as it is; stored against the
 * request's claim, if it holds one.
 */
export function replyKeeper(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  textType?: string,
): KeepReply {
  return async (trx, body) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    reply.code(status);
    await storeReplyWithWrite(trx, claim, {
      status,
      contentType: textType ?? 'application/json; charset=utf-8',
      body: textType ? String(body) : (reply.serialize(body) as string),
    });
    request.idempotencyKeptStatus = status;
  };
}
