/**
 * The busiest public lists (the shop, the feed, the rides), as a visitor reads them, kept in
 * memory for a moment: a visitor's reply holds nothing personal, so the same URL gets the same
 * bytes until something changes. Routes ask for it with `config: { visitorReplies: true }`.
 *
 * A kept reply is dropped at the first write this process makes to the database (counted by
 * WriteCounter, whatever made it: a request, a job, the chat socket) and after
 * VISITOR_REPLY_MS in any case, which bounds what another process's writes could leave behind.
 * A reply computed while a write ran is not kept. Anyone presenting a token gets a reply
 * computed for them, unless the route gives a MemberView: then, where the rows a signed-in member
 * reads are exactly a visitor's (no members-only rows), the member's reply is the visitor's kept
 * one with the member's own marks (my RSVP, may I edit) added, read fresh on every request. The
 * visitor's reply is always computed as a visitor, so nothing of a member's reaches it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AuthUser } from '../types';

/** How a route makes a signed-in member's reply from a visitor's kept one. */
export interface MemberView<Payload> {
  /** Whether, for this request, a member reads exactly the rows a visitor reads. */
  sameRows(request: FastifyRequest): boolean;
  /** The member's reply: the visitor's with the member's own marks; never changes `visitor`. */
  personalise(app: FastifyInstance, member: AuthUser, visitor: Payload): Promise<Payload>;
}

/** How long a visitor's reply may be served again. */
export const VISITOR_REPLY_MS = 2_000;
/** Replies kept at most, over every URL (page, category); the oldest goes first. */
const MAX_REPLIES = 100;
/** A reply larger than this is not kept. */
const MAX_REPLY_BYTES = 256 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

interface Kept {
  body: string;
  payload: unknown;
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

  function keep(url: string, body: string, payload: unknown, writes: number) {
    if (Buffer.byteLength(body) > MAX_REPLY_BYTES) return;
    kept.delete(url);
    if (kept.size >= MAX_REPLIES) kept.delete(kept.keys().next().value!);
    kept.set(url, { body, payload, writes, until: Date.now() + VISITOR_REPLY_MS });
  }

  app.addHook('onRoute', (route) => {
    const config = route.config?.visitorReplies;
    if (!config || wrapped.has(route.handler)) return;
    const handler = route.handler;
    const memberView = typeof config === 'object' ? config : undefined;

    /** The visitor's reply to this URL, kept or computed as a visitor (and kept if it may). */
    async function visitorReply(
      app: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<Kept | { raw: unknown }> {
      const hit = fresh(request.url);
      if (hit) return hit;
      const writes = app.dbWrites.count;
      const auth = request.auth;
      request.auth = null;
      let payload: unknown;
      try {
        payload = await handler.call(app, request, reply);
      } finally {
        request.auth = auth;
      }
      if (reply.sent || payload === reply) return { raw: payload };
      // Serialized as the route's response schema says, exactly as Fastify would.
      const body = reply.serialize(payload);
      if (typeof body !== 'string') return { raw: body };
      if (reply.statusCode === 200 && app.dbWrites.count === writes) {
        keep(request.url, body, payload, writes);
      }
      return { body, payload, writes, until: 0 };
    }

    const keptHandler: RouteHandlerMethod = async function (
      this: typeof app,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      if (request.method !== 'GET') return handler.call(this, request, reply);
      if (request.headers.authorization === undefined) {
        const visitor = await visitorReply(this, request, reply);
        if ('raw' in visitor) return visitor.raw;
        return reply.type(JSON_TYPE).send(visitor.body);
      }
      if (!memberView || !request.auth || !memberView.sameRows(request)) {
        return handler.call(this, request, reply);
      }
      const member = request.auth;
      const visitor = await visitorReply(this, request, reply);
      if ('raw' in visitor) return visitor.raw;
      if (reply.statusCode !== 200) return reply.type(JSON_TYPE).send(visitor.body);
      return memberView.personalise(this, member, visitor.payload);
    };
    wrapped.add(keptHandler);
    route.handler = keptHandler;
  });
});
