/** /api/user/me/activity: the member dashboard's figures, for the signed-in member only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_PATHS } from '../../../contract/api-paths';
import { activityQuerySchema, memberActivitySchema } from '../../../contract/member-activity';
import { errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../plugins/auth';
import { memberActivity } from './service';

const memberActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_PATHS.activity,
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary:
          'Your own rides joined, distance ridden, orders and posts over a period, with a series for a chart',
        querystring: activityQuerySchema,
        response: { 200: memberActivitySchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => memberActivity(app, requireUser(request), request.query.period),
  );
};

export default memberActivityRoutes;
