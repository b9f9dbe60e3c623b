/** /api/bugs: the bug reports of §7. Reading and reporting are open; changes are ROLE_DEV's. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUG_PATHS,
  bugCreateSchema,
  bugListQuerySchema,
  bugPageSchema,
  bugSchema,
  bugUpdateSchema,
} from '../../../contract/bugs';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireRole } from '../../plugins/auth';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../plugins/idempotency-reply';
import * as bugs from './service';
import { idParamSchema } from '../../../contract/ids';
import { offlineWrite } from '../../plugins/write-versions';

const tags = ['bugs'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
const onePath = BUG_PATHS.one(':id');

const bugRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BUG_PATHS.list,
    {
      schema: {
        tags,
        summary: 'Bug reports, newest first, paged',
        querystring: bugListQuerySchema,
        response: { 200: bugPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => bugs.list(app.db, request.query.page, request.query.size),
  );

  app.get(
    onePath,
    {
      schema: {
        tags,
        summary: 'One bug report',
        params,
        response: { 200: bugSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => bugs.one(app.db, request.params.id),
  );

  app.post(
    BUG_PATHS.list,
    {
      config: {
        ...perMinute('bugs', 20),
        ...KEEPS_REPLY_WITH_WRITE,
        ...offlineWrite('bug.create'),
      },
      schema: {
        tags,
        security,
        summary: 'Report a bug (visitors too); the submitter is taken from the session',
        body: bugCreateSchema,
        response: { 201: bugSchema, ...errorResponses(400, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await bugs.submit(app.db, request.auth, request.body, replyKeeper(request, reply, 201)),
        ),
  );

  app.put(
    onePath,
    {
      schema: {
        tags,
        security,
        summary: 'Replace a bug report, e.g. to mark it solved (developers)',
        params,
        body: bugUpdateSchema,
        response: { 200: bugSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      bugs.update(app, requireRole(request, 'ROLE_DEV'), request.params.id, request.body),
  );

  app.delete(
    onePath,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a bug report (developers)',
        params,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireRole(request, 'ROLE_DEV');
      await bugs.remove(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default bugRoutes;
