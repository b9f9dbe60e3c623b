/** /api/event/{id}/rsvp and /attendees: joining and leaving a ride, and who is on it. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_PATHS,
  attendeesSchema,
  eventSchema,
  rsvpInputSchema,
} from '../../../../contract/events';
import { errorResponses } from '../../../lib/error-responses';
import { perMinute } from '../../../lib/rate-limits';
import { requireUser } from '../../../plugins/auth';
import { attendees, setRsvp } from './service';
import { idParamSchema } from '../../../../contract/ids';
import { offlineWrite } from '../../../plugins/write-versions';

const tags = ['events'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });

const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    EVENT_PATHS.rsvp(':id'),
    {
      config: { ...perMinute('event-rsvp', 60), ...offlineWrite('event.rsvp') },
      schema: {
        tags,
        security,
        summary:
          'Join (going: true) or leave a ride, with the guests you bring; past its capacity you wait in join order. Repeating it changes nothing',
        params,
        body: rsvpInputSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      setRsvp(
        app,
        requireUser(request),
        request.params.id,
        request.body.going,
        request.body.guests,
      ),
  );

  app.get(
    EVENT_PATHS.attendees(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Who is going, in join order; the waitlist too for the organiser and admins',
        params,
        response: { 200: attendeesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => attendees(app.db, requireUser(request), request.params.id),
  );
};
export default rsvpRoutes;
