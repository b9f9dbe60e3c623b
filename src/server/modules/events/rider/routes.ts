/** /api/event/rider/{userId}: the rides a member joined, for their profile (members only). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_PATHS,
  riderEventPageSchema,
  riderEventsQuerySchema,
} from '../../../../contract/events';
import { errorResponses } from '../../../lib/error-responses';
import { requireUser } from '../../../plugins/auth';
import { riderRides } from './service';
import { idParamSchema } from '../../../../contract/ids';

const riderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EVENT_PATHS.rider(':userId'),
    {
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        summary:
          'Rides a member is going to, upcoming (soonest first), then the rides the roll-call marked them present at (latest first), with their count and distance; cancelled ones left out; their waitlisted places too when they read their own',
        params: z.object({ userId: idParamSchema }),
        querystring: riderEventsQuerySchema,
        response: { 200: riderEventPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const reader = requireUser(request);
      const { page, size } = request.query;
      return riderRides(app.db, reader, request.params.userId, page, size);
    },
  );
};
export default riderRoutes;
