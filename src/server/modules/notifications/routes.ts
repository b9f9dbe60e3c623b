/**
 * /api/notifications: the member's own inbox, their settings per kind and quiet hours, and each
 * of their devices' push settings. Nobody reads or changes another member's.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../contract/ids';
import {
  NOTIFICATION_PATHS,
  deviceQuerySchema,
  deviceSettingsSchema,
  inboxPageSchema,
  inboxQuerySchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  unreadCountSchema,
} from '../../../contract/notifications';
import { errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../plugins/auth';
import * as notifications from './service';
import { registerInboxSweep } from './sweep';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const noContent = z.null().describe('No content');

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerInboxSweep(app);

  app.get(
    NOTIFICATION_PATHS.inbox,
    {
      schema: {
        tags,
        security,
        summary: 'Your notifications, newest first, older than `cursor` (an id) when given',
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.inbox(app.db, requireUser(request).id, request.query),
  );

  app.get(
    NOTIFICATION_PATHS.unreadCount,
    {
      schema: {
        tags,
        security,
        summary:
          'How many of your notifications are unread; changes come live on /user/queue/inbox',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      unread: await notifications.unreadCount(app.db, requireUser(request).id),
    }),
  );

  app.post(
    NOTIFICATION_PATHS.read(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Mark one of your notifications read (403 for anyone else’s)',
        params: z.object({ id: idParamSchema }),
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await notifications.markRead(app, requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    NOTIFICATION_PATHS.readAll,
    {
      schema: {
        tags,
        security,
        summary: 'Mark all your notifications read',
        response: { 204: noContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(app, requireUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    NOTIFICATION_PATHS.settings,
    {
      schema: {
        tags,
        security,
        summary: 'Your mode per kind of notification (push, app, off) and your quiet hours',
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => notifications.readSettings(app.db, requireUser(request).id),
  );

  app.put(
    NOTIFICATION_PATHS.settings,
    {
      schema: {
        tags,
        security,
        summary: 'Change the modes of some kinds, the quiet hours, or both',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.updateSettings(app.db, requireUser(request).id, request.body),
  );

  app.get(
    NOTIFICATION_PATHS.device,
    {
      schema: {
        tags,
        security,
        summary: "One of your devices' push settings, by its push subscription endpoint",
        querystring: deviceQuerySchema,
        response: { 200: deviceSettingsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      notifications.readDevice(app.db, requireUser(request).id, request.query.endpoint),
  );

  app.put(
    NOTIFICATION_PATHS.device,
    {
      schema: {
        tags,
        security,
        summary: 'Turn push off on one of your devices, or off for some kinds',
        body: deviceSettingsSchema,
        response: { 200: deviceSettingsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => notifications.updateDevice(app.db, requireUser(request).id, request.body),
  );
};
export default notificationRoutes;
