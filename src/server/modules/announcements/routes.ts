/**
 * /api/announcements: club news pinned at the top of the feed. Reading is open (visitors see
 * the public club-wide ones); posting, changing and marking read need a session, and who may
 * do which is the service's to check.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_PATHS,
  announcementInputSchema,
  announcementListQuerySchema,
  announcementPageSchema,
  announcementPatchSchema,
  announcementSchema,
} from '../../../contract/announcements';
import { idParamSchema } from '../../../contract/ids';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../plugins/idempotency-reply';
import * as announcements from './service';

const tags = ['announcements'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
const noContent = z.null().describe('No content');

const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ANNOUNCEMENT_PATHS.list,
    {
      schema: {
        tags,
        summary:
          'Announcements the reader may see, newest first: the pinned, unexpired ones (show=active, the default) or all of them (show=all); rideId narrows to one ride',
        querystring: announcementListQuerySchema,
        response: { 200: announcementPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => announcements.list(app.db, request.auth, request.query),
  );

  app.post(
    ANNOUNCEMENT_PATHS.list,
    {
      config: { ...perMinute('announcement-create', 30), ...KEEPS_REPLY_WITH_WRITE },
      schema: {
        tags,
        security,
        summary:
          "Post an announcement: club-wide (admins) or to a ride's riders (rideId: its organiser, admins); send an Idempotency-Key so a retry posts once",
        body: announcementInputSchema,
        response: { 201: announcementSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await announcements.create(
            app,
            requireUser(request),
            request.body,
            replyKeeper(request, reply, 201),
          ),
        ),
  );

  app.patch(
    ANNOUNCEMENT_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Edit or unpin an announcement (its author, admins)',
        params,
        body: announcementPatchSchema,
        response: { 200: announcementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      announcements.update(app.db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    ANNOUNCEMENT_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Delete an announcement (its author, admins)',
        params,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await announcements.remove(app.db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    ANNOUNCEMENT_PATHS.read(':id'),
    {
      config: perMinute('announcement-read', 120),
      schema: {
        tags,
        security,
        summary: 'Mark an announcement read, on every device; marking it again changes nothing',
        params,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await announcements.markRead(app, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default announcementRoutes;
