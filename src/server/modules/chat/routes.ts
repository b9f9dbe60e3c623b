/**
 * The club room: GET /api/chat/messages (history, readable by visitors too) and the socket's
 * /app/sendMessage destination (members only; see realtime/).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_PATHS,
  DESTINATIONS,
  chatHistoryQuerySchema,
  chatHistorySchema,
} from '../../../contract/chat';
import { errorResponses } from '../../lib/error-responses';
import * as chat from './service';

const tags = ['chat'];

const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.realtime.onSend(DESTINATIONS.sendMessage, (context) => chat.sendToRoom(app, context));

  app.get(
    CHAT_PATHS.messages,
    {
      schema: {
        tags,
        summary:
          'Room history by cursor, oldest first: the latest before `before`, or the ones after `after`',
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistorySchema, ...errorResponses(400) },
      },
    },
    async (request) => chat.history(app.db, request.query),
  );
};
export default chatRoutes;
