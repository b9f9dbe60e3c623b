/**
 * /api/conversations: a member's direct and group conversations (/messges). Every route needs
 * a session; whether the member is in the conversation is the service's to check.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONVERSATION_PATHS,
  conversationAddMembersSchema,
  conversationCreateSchema,
  conversationHistoryQuerySchema,
  conversationHistorySchema,
  conversationListQuerySchema,
  conversationMessageSchema,
  conversationPageSchema,
  conversationReadSchema,
  conversationSchema,
  conversationSendSchema,
  peopleQuerySchema,
  peopleSchema,
  unreadCountsSchema,
} from '../../../contract/conversations';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../plugins/idempotency-reply';
import { readImage } from '../media';
import * as conversations from './service';
import { idParamSchema } from '../../../contract/ids';
import { offlineWrite } from '../../plugins/write-versions';

const tags = ['conversations'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
const noContent = z.null().describe('No content');

const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONVERSATION_PATHS.list,
    {
      schema: {
        tags,
        security,
        summary: 'The inbox: conversations by latest activity, searchable by name and member',
        querystring: conversationListQuerySchema,
        response: { 200: conversationPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => conversations.inbox(app, requireUser(request), request.query),
  );

  app.post(
    CONVERSATION_PATHS.list,
    {
      config: perMinute('conversation-create', 30),
      schema: {
        tags,
        security,
        summary:
          'Start a direct (200 with the one the pair has, if any) or group conversation (201)',
        body: conversationCreateSchema,
        response: {
          200: conversationSchema,
          201: conversationSchema,
          ...errorResponses(400, 401, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await conversations.create(
        app,
        requireUser(request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    CONVERSATION_PATHS.unread,
    {
      schema: {
        tags,
        security,
        summary:
          'Unread messages per conversation and in all; changes come live on /user/queue/unread',
        response: { 200: unreadCountsSchema, ...errorResponses(401) },
      },
    },
    async (request) => conversations.unreadCounts(app.db, requireUser(request)),
  );

  app.get(
    CONVERSATION_PATHS.people,
    {
      config: perMinute('conversation-people', 60),
      schema: {
        tags,
        security,
        summary: 'Members to start a chat with, by name, username or whole e-mail address',
        querystring: peopleQuerySchema,
        response: { 200: peopleSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => conversations.people(app.db, requireUser(request), request.query),
  );

  app.get(
    CONVERSATION_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'One conversation of the signed-in member',
        params,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => conversations.one(app, requireUser(request), request.params.id),
  );

  app.get(
    CONVERSATION_PATHS.messages(':id'),
    {
      schema: {
        tags,
        security,
        summary:
          'History by cursor, oldest first: the latest before `before`, or the ones after `after`',
        params,
        querystring: conversationHistoryQuerySchema,
        response: { 200: conversationHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      conversations.history(app, requireUser(request), request.params.id, request.query),
  );

  app.post(
    CONVERSATION_PATHS.messages(':id'),
    {
      config: {
        ...perMinute('conversation-send', 120),
        ...KEEPS_REPLY_WITH_WRITE,
        ...offlineWrite('conversation.send'),
      },
      schema: {
        tags,
        security,
        summary: 'Send a message; members receive it on /user/queue/messages',
        params,
        body: conversationSendSchema,
        response: {
          201: conversationMessageSchema,
          ...errorResponses(400, 401, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await conversations.send(
            app,
            requireUser(request),
            request.params.id,
            request.body.text,
            replyKeeper(request, reply, 201),
          ),
        ),
  );

  app.post(
    CONVERSATION_PATHS.members(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Add members to a group',
        params,
        body: conversationAddMembersSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) =>
      conversations.addMembers(
        app,
        requireUser(request),
        request.params.id,
        request.body.memberIds,
      ),
  );

  app.post(
    CONVERSATION_PATHS.leave(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Leave a group (a direct conversation cannot be left)',
        params,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await conversations.leave(app, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    CONVERSATION_PATHS.picture(':id'),
    {
      config: perMinute('conversation-picture', 30),
      schema: {
        tags,
        security,
        summary:
          'Replace a group\'s picture (members only; multipart field "image", at most 10 MB)',
        consumes: ['multipart/form-data'],
        params,
        response: {
          200: conversationSchema,
          ...errorResponses(400, 401, 403, 404, 413, 429),
        },
      },
    },
    async (request) =>
      conversations.changePicture(app, requireUser(request), request.params.id, () =>
        readImage(request),
      ),
  );

  app.post(
    CONVERSATION_PATHS.read(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Mark the conversation read up to a message',
        params,
        body: conversationReadSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      await conversations.markRead(
        app,
        requireUser(request),
        request.params.id,
        request.body.messageId,
      );
      return reply.code(204).send(null);
    },
  );
};
export default conversationRoutes;
