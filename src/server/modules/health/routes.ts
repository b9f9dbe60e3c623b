import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

/**
 * GET /api/health: 200 while the process is up and its database answers; 503 "draining" once
 * it is stopping, so that a load balancer sends its requests elsewhere (plugins/draining.ts).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this process takes requests: a load balancer checks it',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('draining'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (app.isDraining()) {
        return reply.code(503).send({ status: 'draining' as const, database: app.dialect });
      }
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.dialect };
    },
  );
};
export default healthRoutes;
