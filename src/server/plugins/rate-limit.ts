/**
 * Rate limits for the routes that guess-proof the accounts (login, codes, availability and
 * identifier look-ups). Counters live in the database, not in one process's memory, so several
 * app processes behind a load balancer share them.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../contract/messages';
import { countHit } from '../db/counters';
import type { Database } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

function databaseStore(db: Kysely<Database>) {
  return class DatabaseStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow = 60_000) {
      const now = Date.now();
      countHit(db, `${this.prefix}|${key}`, timeWindow)
        .then(({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - now }))
        .catch((error: Error) => callback(error));
    }

    /** Each route counts on its own: the prefix names the route the limit belongs to. */
    // The plugin passes its merged options, with the route under `routeInfo` (its typings say
    // otherwise).
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      return new DatabaseStore(undefined, `${String(route?.method ?? '*')} ${route?.url ?? '*'}`);
    }
  };
}

export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: SERVER_MESSAGE.tooManyRequests,
    }),
  });
  // Old counters are of no use once their window has passed.
  const sweep = setInterval(() => {
    app.db
      .deleteFrom('rate_limits')
      .where('reset_at', '<', Date.now())
      .execute()
      .catch(() => {});
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
