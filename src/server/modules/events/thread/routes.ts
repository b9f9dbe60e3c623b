/** /api/event/{id}/thread: a ride's own messages, for its riders and organiser. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../../contract/ids';
import {
  RIDE_THREAD_PATHS,
  rideCommentInputSchema,
  rideCommentParamsSchema,
  rideCommentSchema,
  rideThreadQuerySchema,
  rideThreadSchema,
} from '../../../../contract/ride-thread';
import { errorResponses } from '../../../lib/error-responses';
import { perMinute } from '../../../lib/rate-limits';
import { requireUser } from '../../../plugins/auth';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../../plugins/idempotency-reply';
import * as thread from './service';
import { offlineWrite } from '../../../plugins/write-versions';

const tags = ['events'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });

const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RIDE_THREAD_PATHS.thread(':id'),
    {
      schema: {
        tags,
        security,
        summary:
          "A ride's messages, oldest first, after the cursor `after`; for riders going or waiting, the organiser and admins",
        params,
        querystring: rideThreadQuerySchema,
        response: { 200: rideThreadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => thread.read(app.db, requireUser(request), request.params.id, request.query),
  );

  app.post(
    RIDE_THREAD_PATHS.thread(':id'),
    {
      config: {
        ...perMinute('ride-thread-write', 30),
        ...KEEPS_REPLY_WITH_WRITE,
        ...offlineWrite('event.thread'),
      },
      schema: {
        tags,
        security,
        summary:
          "Write in a ride's thread (closed once cancelled or 2 days after the start: 409); send an Idempotency-Key so a retry writes once",
        params,
        body: rideCommentInputSchema,
        response: { 201: rideCommentSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await thread.write(
            app,
            requireUser(request),
            request.params.id,
            request.body.text,
            replyKeeper(request, reply, 201),
          ),
        ),
  );

  app.delete(
    RIDE_THREAD_PATHS.comment(':id', ':commentId'),
    {
      schema: {
        tags,
        security,
        summary: "Delete a message of a ride's thread: its author, the organiser or an admin",
        params: rideCommentParamsSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, commentId } = request.params;
      await thread.remove(app, requireUser(request), id, commentId);
      return reply.code(204).send(null);
    },
  );
};
export default threadRoutes;
