/**
 * The busiest public lists (the shop, the feed, the rides), as a visitor reads them, kept in
 * memory for a moment: a visitor's reply holds nothing personal, so the same URL gets the same
 * bytes until something changes. Routes ask for it with `config: { visitorReplies: true }`.
 *
 * A kept reply is dropped at the first write this process makes to the database (counted by
 * WriteCounter, whatever made it: a request, a job, the chat socket) and after
 * VISITOR_REPLY_MS in any case, which bounds what another process's writes could leave behind.
 * A reply computed while a write ran is not kept. Signed-in members, and anyone presenting a
 * token, always get a reply computed for them.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

/** How long a visitor's reply may be served again. */
export const VISITOR_REPLY_MS = 2_000;
/** Replies kept at most, over every URL (page, category); the oldest goes first. */
const MAX_REPLIES = 100;
/** A reply larger than this is not kept. */
const MAX_REPLY_BYTES = 256 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

interface Kept {
  body: string;
  until: number;
  writes: number;
}

const wrapped = new WeakSet<RouteHandlerMethod>();

export default fp(async (app) => {
  const kept = new Map<string, Kept>();

  function fresh(url: string): Kept | undefined {
    const reply = kept.get(url);
    if (!reply) return undefined;
    if (reply.until > Date.now() && reply.writes === app.dbWrites.count) return reply;
    kept.delete(url);
    return undefined;
  }

  function keep(url: string, body: string, writes: number) {
    if (Buffer.byteLength(body) > MAX_REPLY_BYTES) return;
    kept.delete(url);
    if (kept.size >= MAX_REPLIES) kept.delete(kept.keys().next().value!);
    kept.set(url, { body, writes, until: Date.now() + VISITOR_REPLY_MS });
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.visitorReplies || wrapped.has(route.handler)) return;
    const handler = route.handler;
    const keptHandler: RouteHandlerMethod = async function (
      this: typeof app,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      if (request.method !== 'GET' || request.headers.authorization !== undefined) {
        return handler.call(this, request, reply);
      }
      const hit = fresh(request.url);
      if (hit) return reply.type(JSON_TYPE).send(hit.body);
      const writes = app.dbWrites.count;
      const payload = await handler.call(this, request, reply);
      if (reply.sent || payload === reply) return payload;
      // Serialized as the route's response schema says, exactly as Fastify would.
      const body = reply.serialize(payload);
      if (typeof body === 'string' && reply.statusCode === 200 && app.dbWrites.count === writes) {
        keep(request.url, body, writes);
      }
      return reply.type(JSON_TYPE).send(body);
    };
    wrapped.add(keptHandler);
    route.handler = keptHandler;
  });
});
