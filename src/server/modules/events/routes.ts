/**
 * /api/event: group rides. Reading rides is open (what a reader sees of their own place depends
 * on the session); planning one, uploading its pictures and route, and RSVPs need a session;
 * who may change a ride is the service's to check.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_PATHS,
  eventCreateSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventPictureSchema,
  eventSchema,
  seriesScopeQuerySchema,
  uploadedRouteSchema,
} from '../../../contract/events';
import { LIBRARY_PICTURE_PATHS, libraryPictureInputSchema } from '../../../contract/storage';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import { readImage } from '../media';
import attendanceRoutes from './attendance/routes';
import calendarRoutes from './calendar/routes';
import { readGpx } from './route-file/read-gpx';
import liveRoutes from './live/routes';
import { registerReminders } from './reminders';
import riderRoutes from './rider/routes';
import rsvpRoutes from './rsvp/routes';
import threadRoutes from './thread/routes';
import * as events from './service';
import { idParamSchema } from '../../../contract/ids';

const tags = ['events'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReminders(app);

  app.get(
    EVENT_PATHS.list,
    {
      schema: {
        tags,
        summary:
          'Rides: upcoming (soonest first), past (latest first) or mine (signed in); filtered by pace, kind, distance, going (signed in) and club days from/to',
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema, ...errorResponses(400, 401) },
      },
      config: { visitorReplies: events.memberView },
    },
    async (request) => {
      const query = request.query;
      const needsMember = query.list === 'mine' || query.going;
      const reader = needsMember ? requireUser(request) : request.auth;
      return events.list(app.db, reader, query);
    },
  );

  app.get(
    EVENT_PATHS.one(':id'),
    {
      schema: {
        tags,
        summary: 'One ride with its sponsors, route and the reader’s RSVP',
        params,
        response: { 200: eventSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => events.one(app.db, request.auth, request.params.id),
  );

  app.get(
    EVENT_PATHS.routeGpx(':id'),
    {
      schema: {
        tags,
        summary: 'The ride’s route as a GPX file (the one uploaded), for a bike computer',
        params,
        response: {
          200: z.unknown().describe('GPX (application/gpx+xml)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('application/gpx+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="ride-${request.params.id}.gpx"`)
        .header('cache-control', 'no-cache')
        .send(await events.rideGpx(app.db, request.params.id)),
  );

  app.post(
    EVENT_PATHS.list,
    {
      config: perMinute('event-create', 20),
      schema: {
        tags,
        security,
        summary:
          'Plan a ride, or with `repeat` every ride of a series at once (the reply is the first); you are its organiser (pictures and route are uploaded first)',
        body: eventCreateSchema,
        response: { 201: eventSchema, ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await events.create(app.db, requireUser(request), request.body)),
  );

  app.put(
    EVENT_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary:
          'Replace a ride (its organiser or an admin); a raised capacity moves the waitlist; `rides=later` changes the same fields on the series’ later rides',
        params,
        querystring: seriesScopeQuerySchema,
        body: eventInputSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      events.update(
        app,
        requireUser(request),
        request.params.id,
        request.body,
        request.query.rides,
      ),
  );

  app.post(
    EVENT_PATHS.cancel(':id'),
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel a ride (its organiser or an admin); everyone on it is told; `rides=later` cancels the series’ later rides too and ends it',
        params,
        querystring: seriesScopeQuerySchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      events.cancel(app, requireUser(request), request.params.id, request.query.rides),
  );

  app.post(
    EVENT_PATHS.picture,
    {
      config: perMinute('event-picture', 30),
      schema: {
        tags,
        security,
        summary: 'Upload a cover or sponsor picture (multipart field "image", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: eventPictureSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request);
      return reply.code(201).send(await events.uploadPicture(app, owner, await readImage(request)));
    },
  );

  app.post(
    LIBRARY_PICTURE_PATHS.event,
    {
      config: perMinute('event-library-picture', 30),
      schema: {
        tags,
        security,
        summary:
          'Use one of your library pictures as a cover or sponsor picture: the reply is what an upload answers; 403 for a file not yours',
        body: libraryPictureInputSchema,
        response: { 201: eventPictureSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await events.pictureFromLibrary(app, requireUser(request), request.body.libraryPictureId),
        ),
  );

  app.post(
    EVENT_PATHS.route,
    {
      config: perMinute('event-route', 20),
      schema: {
        tags,
        security,
        summary: 'Upload a GPX route (multipart field "gpx", at most 5 MB): distance, climb, track',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedRouteSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request);
      return reply.code(201).send(await events.uploadRoute(app.db, owner, await readGpx(request)));
    },
  );

  await app.register(rsvpRoutes);
  await app.register(calendarRoutes);
  await app.register(riderRoutes);
  await app.register(threadRoutes);
  await app.register(attendanceRoutes);
  await app.register(liveRoutes);
};
export default eventRoutes;
