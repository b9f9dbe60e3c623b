/** Reports on posts (§7 /post/report/{id}, served as POST) and their review by admins. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  POST_PATHS,
  reportInputSchema,
  reportListQuerySchema,
  reportedPostPageSchema,
} from '../../../../contract/posts';
import { errorResponses } from '../../../lib/error-responses';
import { perMinute } from '../../../lib/rate-limits';
import { requireRole, requireUser } from '../../../plugins/auth';
import * as moderation from './service';
import { idParamSchema } from '../../../../contract/ids';

const tags = ['posts'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
const noContent = z.null().describe('No content');

const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    POST_PATHS.report(':id'),
    {
      config: perMinute('post-report', 20),
      schema: {
        tags,
        security,
        summary: 'Report a post, once per member (a second report is 409)',
        params,
        body: reportInputSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const reason = request.body?.reason || null;
      await moderation.report(app.db, requireUser(request), request.params.id, reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    POST_PATHS.reports,
    {
      schema: {
        tags,
        security,
        summary: 'Posts with open reports, most reported first (admins)',
        querystring: reportListQuerySchema,
        response: { 200: reportedPostPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      moderation.reported(
        app,
        requireRole(request, 'ROLE_ADMIN'),
        request.query.page,
        request.query.size,
      ),
  );

  app.post(
    POST_PATHS.keep(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Keep a reported post: its open reports are resolved (admins)',
        params,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await moderation.keep(app.db, requireRole(request, 'ROLE_ADMIN'), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default moderationRoutes;
