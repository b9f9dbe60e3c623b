/** /api/user/me/activity: the member dashboard's figures, for the signed-in member only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_PATHS } from '../../../contract/api-paths';
import {
  activityQuerySchema,
  customerSchema,
  memberActivitySchema,
  memberListQuerySchema,
  purchaseSchema,
} from '../../../contract/member-activity';
import { pageSchema } from '../../../contract/paging';
import { errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../plugins/auth';
import { memberActivity, memberCustomers, memberPurchases } from './service';

const memberActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_PATHS.activity,
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary:
          'Your own rides ridden (marked present at a roll-call) and their distance, orders and posts over a period, with a series for a chart',
        querystring: activityQuerySchema,
        response: { 200: memberActivitySchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => memberActivity(app.db, requireUser(request), request.query.period),
  );

  app.get(
    USER_PATHS.purchases,
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: 'What you bought in the shop, one row per product, the latest first',
        querystring: memberListQuerySchema,
        response: { 200: pageSchema(purchaseSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => memberPurchases(app.db, requireUser(request), request.query),
  );

  app.get(
    USER_PATHS.customers,
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: "Who you deliver to: your parcels' receivers and, selling, your buyers",
        querystring: memberListQuerySchema,
        response: { 200: pageSchema(customerSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => memberCustomers(app.db, requireUser(request), request.query),
  );
};

export default memberActivityRoutes;
