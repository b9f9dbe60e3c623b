/**
 * Calendars under /api/event: a ride's .ics (open, like the ride), the member's feed address
 * and its reset, and the feed itself, whose only key is the token in its address.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_PATHS, calendarFeedSchema } from '../../../../contract/events';
import { PRIVATE_REPLY } from '../../../plugins/private-replies';
import { errorResponses } from '../../../lib/error-responses';
import { perMinute } from '../../../lib/rate-limits';
import { requireUser } from '../../../plugins/auth';
import { calendarFeed, feedCalendar, resetCalendarFeed, rideCalendar } from './service';
import { idParamSchema } from '../../../../contract/ids';

const tags = ['events'];
const security = [{ bearer: [] }];
const ICS = 'text/calendar; charset=utf-8';
const icsBody = z.unknown().describe('iCalendar text (text/calendar)');

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EVENT_PATHS.calendar(':id'),
    {
      schema: {
        tags,
        summary: 'A ride as an iCalendar file, for "Add to calendar"',
        params: z.object({ id: idParamSchema }),
        response: { 200: icsBody, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      reply
        .type(ICS)
        .header('content-disposition', `attachment; filename="ride-${request.params.id}.ics"`)
        .header('cache-control', 'no-cache')
        .send(await rideCalendar(app, request.params.id)),
  );

  app.get(
    EVENT_PATHS.calendarFeed,
    {
      schema: {
        tags,
        security,
        summary: 'Your personal calendar feed address (made on first request)',
        response: { 200: calendarFeedSchema, ...errorResponses(401) },
      },
    },
    async (request) => calendarFeed(app, requireUser(request)),
  );

  app.post(
    EVENT_PATHS.calendarFeedReset,
    {
      config: perMinute('event-feed-reset', 10),
      schema: {
        tags,
        security,
        summary: 'Replace your feed address; the old one stops working',
        response: { 200: calendarFeedSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => resetCalendarFeed(app, requireUser(request)),
  );

  app.get(
    EVENT_PATHS.calendarFeedOf(':token'),
    {
      schema: {
        tags,
        summary: 'A member’s feed of the rides they are going to; the token is the only key',
        params: z.object({ token: z.string().max(100) }),
        response: { 200: icsBody, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      return (
        reply
          .type(ICS)
          // The token is the key: no cache keeps a member's rides for whoever comes next.
          .header('cache-control', PRIVATE_REPLY)
          .header('referrer-policy', 'no-referrer')
          .send(await feedCalendar(app, request.params.token))
      );
    },
  );
};
export default calendarRoutes;
