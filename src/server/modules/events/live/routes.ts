/**
 * Ride day, live: /api/event/{id}/live… (the live state, the sharing switch, leader and sweep,
 * the early end, help requests, who sees a rider), /api/users/me/emergency-contact, and on the
 * socket the position SENDs and the guard on a ride's live topics. docs/api.md, "Ride day, live".
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../../contract/ids';
import {
  RIDE_LIVE_DESTINATIONS,
  RIDE_LIVE_PATHS,
  RIDE_LIVE_TOPIC_PATTERN,
  crewInputSchema,
  emergencyContactInputSchema,
  helpInputSchema,
  helpParamsSchema,
  helpRequestSchema,
  liveAudienceSchema,
  liveStateSchema,
  myEmergencyContactSchema,
  sharingInputSchema,
} from '../../../../contract/ride-live';
import { rolesOf } from '../../../lib/sessions';
import { errorResponses } from '../../../lib/error-responses';
import { perMinute } from '../../../lib/rate-limits';
import { requireUser } from '../../../plugins/auth';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../../plugins/idempotency-reply';
import { offlineWrite } from '../../../plugins/write-versions';
import * as live from './service';
import { registerLiveWatch } from './watch';

const tags = ['events'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });

const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLiveWatch(app);
  app.realtime.onSend(RIDE_LIVE_DESTINATIONS.position, (context) =>
    live.takePosition(app, context),
  );
  app.realtime.guardTopics({
    pattern: RIDE_LIVE_TOPIC_PATTERN,
    // Roles as they are now: an admin's role taken away since CONNECT no longer lets them in.
    check: async (userId, match) =>
      live.readRefusal(app.db, Number(match[1]), {
        id: userId,
        roles: await rolesOf(app.db, userId),
      }),
  });

  app.get(
    RIDE_LIVE_PATHS.state(':id'),
    {
      schema: {
        tags,
        security,
        summary:
          "A ride's live state: riders sharing with their latest positions and ages, leader and sweep, open help requests and (for the crew) alerts; riders going, the organiser and admins",
        params,
        response: { 200: liveStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => live.readState(app.db, requireUser(request), request.params.id),
  );

  app.put(
    RIDE_LIVE_PATHS.sharing(':id'),
    {
      config: perMinute('ride-live-switch', 30),
      schema: {
        tags,
        security,
        summary:
          'Switch sharing my position on this ride on or off; on only while the ride is live (409), for riders going and the organiser (403)',
        params,
        body: sharingInputSchema,
        response: { 200: liveStateSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      live.setSharing(app, requireUser(request), request.params.id, request.body.sharing),
  );

  app.put(
    RIDE_LIVE_PATHS.crew(':id'),
    {
      schema: {
        tags,
        security,
        summary:
          'Name the leader (null: the organiser) and the sweep (null: nobody), each the organiser or a rider going; the organiser or an admin',
        params,
        body: crewInputSchema,
        response: { 200: liveStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => live.setCrew(app, requireUser(request), request.params.id, request.body),
  );

  app.post(
    RIDE_LIVE_PATHS.end(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'End live day now: every rider stops sharing; the organiser or an admin',
        params,
        response: { 200: liveStateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => live.endLive(app, requireUser(request), request.params.id),
  );

  app.post(
    RIDE_LIVE_PATHS.help(':id'),
    {
      config: {
        ...perMinute('ride-live-help', 10),
        ...KEEPS_REPLY_WITH_WRITE,
        ...offlineWrite('event.help'),
      },
      schema: {
        tags,
        security,
        summary:
          '"I need help" with a reason and an optional note, sent with my last position to the organiser and sweep and into the ride\'s thread; send an Idempotency-Key so a retry asks once',
        params,
        body: helpInputSchema,
        response: { 201: helpRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await live.askHelp(
            app,
            requireUser(request),
            request.params.id,
            request.body,
            replyKeeper(request, reply, 201),
          ),
        ),
  );

  app.post(
    RIDE_LIVE_PATHS.resolveHelp(':id', ':helpId'),
    {
      schema: {
        tags,
        security,
        summary: 'Resolve a help request: the rider who asked, the organiser or an admin',
        params: helpParamsSchema,
        response: { 200: helpRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      live.resolveHelp(app, requireUser(request), request.params.id, request.params.helpId),
  );

  app.get(
    RIDE_LIVE_PATHS.audience(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Who can see my position on this ride, and until when it is kept',
        params,
        response: { 200: liveAudienceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => live.audience(app.db, requireUser(request), request.params.id),
  );

  app.get(
    RIDE_LIVE_PATHS.emergencyContact,
    {
      schema: {
        tags,
        security,
        summary: 'My emergency contact, shown to the organiser of a live ride I am on',
        response: { 200: myEmergencyContactSchema, ...errorResponses(401) },
      },
    },
    async (request) => live.myEmergencyContact(app.db, requireUser(request).id),
  );

  app.put(
    RIDE_LIVE_PATHS.emergencyContact,
    {
      schema: {
        tags,
        security,
        summary: 'Set (or, with null, remove) my emergency contact',
        body: emergencyContactInputSchema,
        response: { 200: myEmergencyContactSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => live.saveEmergencyContact(app.db, requireUser(request).id, request.body),
  );
};
export default liveRoutes;
