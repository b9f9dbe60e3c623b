/**
 * /api/push: the VAPID public key, and each device's subscription (docs/architecture.md, Offline).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PUSH_PATHS,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../contract/push';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import * as push from './service';

const tags = ['push'];
const security = [{ bearer: [] }];
const noContent = z.null().describe('No content');

const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUSH_PATHS.publicKey,
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, the applicationServerKey of a subscription",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: app.config.vapid.publicKey }),
  );

  app.post(
    PUSH_PATHS.subscriptions,
    {
      config: perMinute('push-subscribe', 20),
      schema: {
        tags,
        security,
        summary: "Save this device's subscription for the signed-in member (takes it over)",
        body: pushSubscriptionSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await push.subscribe(app, user.id, request.body, request.headers['user-agent']);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    PUSH_PATHS.subscriptions,
    {
      schema: {
        tags,
        security,
        summary: "Forget one of the signed-in member's own device subscriptions",
        body: pushUnsubscribeSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await push.unsubscribe(app.db, user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
export default pushRoutes;
