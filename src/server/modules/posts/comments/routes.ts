/** /api/post/{id}/comments: comments with one level of replies on a post the reader can see. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  POST_PATHS,
  commentInputSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
} from '../../../../contract/posts';
import { errorResponses } from '../../../lib/error-responses';
import { perMinute } from '../../../lib/rate-limits';
import { requireUser } from '../../../plugins/auth';
import * as comments from './service';
import { idParamSchema } from '../../../../contract/ids';

const tags = ['posts'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
const commentParams = params.extend({ commentId: idParamSchema });

const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    POST_PATHS.comments(':id'),
    {
      schema: {
        tags,
        summary: "A post's top-level comments, oldest first, each with its replies",
        params,
        querystring: commentListQuerySchema,
        response: { 200: commentPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      comments.list(
        app.db,
        request.auth,
        request.params.id,
        request.query.page,
        request.query.size,
      ),
  );

  app.post(
    POST_PATHS.comments(':id'),
    {
      config: perMinute('post-comment', 60),
      schema: {
        tags,
        security,
        summary: 'Comment, or reply with parentId (a reply to a reply joins its thread)',
        params,
        body: commentInputSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await comments.add(app, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    POST_PATHS.comment(':id', ':commentId'),
    {
      schema: {
        tags,
        security,
        summary: 'Delete your own comment (admins: any); its replies go with it',
        params: commentParams,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, commentId } = request.params;
      await comments.remove(app.db, requireUser(request), id, commentId);
      return reply.code(204).send(null);
    },
  );
};
export default commentRoutes;
