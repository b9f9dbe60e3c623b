/**
 * Rate limits for the routes that guess-proof the accounts (login, codes, availability and
 * identifier look-ups). Counters live in the database, not in one process's memory, so several
 * app processes behind a load balancer share them.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../contract/messages';
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
      const fullKey = `${this.prefix}|${key}`;
      db.insertInto('rate_limits')
        .values({ key: fullKey, count: 1, reset_at: now + timeWindow })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rate_limits.reset_at', '<=', now)
              .then(1)
              .else(eb('rate_limits.count', '+', 1))
              .end(),
            reset_at: eb
              .case()
              .when('rate_limits.reset_at', '<=', now)
              .then(now + timeWindow)
              .else(eb.ref('rate_limits.reset_at'))
              .end(),
          })),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then((row) => callback(null, { current: row.count, ttl: Number(row.reset_at) - now }))
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
