/**
 * /api/event/{id}/attendance: a ride's roll-call, for its organiser and admins (401 without a
 * session, 403 for other members); marking answers 409 outside its window or on a cancelled ride.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../../contract/ids';
import {
  ATTENDANCE_PATHS,
  attendanceMarkSchema,
  attendanceSchema,
  attendanceSummarySchema,
  walkUpInputSchema,
} from '../../../../contract/ride-attendance';
import { errorResponses } from '../../../lib/error-responses';
import { perMinute } from '../../../lib/rate-limits';
import { requireUser } from '../../../plugins/auth';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../../plugins/idempotency-reply';
import { addWalkUp, attendance, mark, removeWalkUp } from './service';
import { attendanceSummary } from './summary';
import { offlineWrite } from '../../../plugins/write-versions';

const tags = ['events'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });

const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ATTENDANCE_PATHS.summary,
    {
      schema: {
        tags,
        security,
        summary:
          'Roll-calls of the last 90 days: going against present on your past rides (an admin: every ride), and members who said yes and were not there',
        response: { 200: attendanceSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => attendanceSummary(app.db, requireUser(request)),
  );

  app.get(
    ATTENDANCE_PATHS.list(':id'),
    {
      schema: {
        tags,
        security,
        summary:
          'The roll-call (organiser and admins): those going with their guests, then walk-ups, each present or not',
        params,
        response: { 200: attendanceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => attendance(app.db, requireUser(request), request.params.id),
  );

  app.put(
    ATTENDANCE_PATHS.mark(':id', ':userId'),
    {
      config: { ...perMinute('event-attendance', 240), ...offlineWrite('event.attendance') },
      schema: {
        tags,
        security,
        summary:
          'Mark a member on the list present or not, and how many of their guests came (from an hour before the start to 7 days after); repeating it changes nothing',
        params: params.extend({ userId: idParamSchema }),
        body: attendanceMarkSchema,
        response: { 200: attendanceSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      mark(app, requireUser(request), request.params.id, request.params.userId, request.body),
  );

  app.post(
    ATTENDANCE_PATHS.walkUps(':id'),
    {
      config: {
        ...perMinute('event-attendance-walk-up', 120),
        ...KEEPS_REPLY_WITH_WRITE,
        ...offlineWrite('event.walk-up'),
      },
      schema: {
        tags,
        security,
        summary:
          'Add a walk-up, marked present: a member by `userId` or a guest by `guestName` (send an Idempotency-Key: each guest added is a new person)',
        params,
        body: walkUpInputSchema,
        response: { 201: attendanceSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addWalkUp(
            app,
            requireUser(request),
            request.params.id,
            request.body,
            replyKeeper(request, reply, 201),
          ),
        ),
  );

  app.delete(
    ATTENDANCE_PATHS.walkUp(':id', ':walkUpId'),
    {
      schema: {
        tags,
        security,
        summary: 'Take a walk-up (a guest, or a member added on the day) off the roll-call',
        params: params.extend({ walkUpId: idParamSchema }),
        response: { 200: attendanceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      removeWalkUp(app, requireUser(request), request.params.id, request.params.walkUpId),
  );
};
export default attendanceRoutes;
