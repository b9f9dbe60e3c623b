/**
 * Per-route rate limits (`config` of a route). Keys start with the route's name, so each
 * limit counts only its own route even where the store shares one key space between routes.
 */
import type { FastifyRequest } from 'fastify';

const MINUTE = 60_000;

export function perMinute(
  name: string,
  max: number,
  /** A further part of the key read from the request, e.g. the username being tried. */
  by?: (request: FastifyRequest) => string,
) {
  return {
    rateLimit: {
      max,
      timeWindow: MINUTE,
      // The body is parsed by preHandler time, so limits may key on what it names.
      hook: by ? ('preHandler' as const) : ('onRequest' as const),
      keyGenerator: (request: FastifyRequest) =>
        by ? `${name}|${request.ip}|${by(request)}` : `${name}|${request.ip}`,
    },
  };
}
