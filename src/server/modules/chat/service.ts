/**
 * The club room: one conversation for the whole club. Anyone may read it; members write to it
 * over the chat socket, and each accepted message is stored before it is published, so what a
 * subscriber sees is always in history too (a reconnecting client fills its gap from there).
 */
import type { FastifyInstance } from 'fastify';
import {
  DESTINATIONS,
  chatTextSchema,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
} from '../../../contract/chat';
import type { SendContext } from '../../realtime/plugin';
import { pictureOf } from '../users/shapes';
import {
  findMessage,
  insertMessage,
  latestMessages,
  messagesAfter,
  type MessageWithSender,
} from './repository';

function toChatMessage(row: MessageWithSender): ChatMessage {
  return {
    id: row.id,
    text: row.text,
    sender: {
      id: row.sender_id,
      username: row.sender_username,
      fullName: row.sender_full_name,
      profilePicture: pictureOf(row.sender_picture_id),
    },
    sentAt: row.sent_at,
  };
}

/** A SEND to /app/sendMessage: checked, stored, then published to the room. */
export async function sendToRoom(
  app: FastifyInstance,
  { user, body, refuse }: SendContext,
): Promise<void> {
  const text = chatTextSchema.safeParse(body);
  if (!text.success) return refuse(text.error.issues[0]?.message ?? 'Invalid message');
  const id = await insertMessage(app.db, {
    sender_id: user.id,
    text: text.data,
    sent_at: new Date().toISOString(),
  });
  const row = await findMessage(app.db, id);
  if (row) await app.realtime.publish(DESTINATIONS.room, toChatMessage(row));
}

/**
 * A slice of history, oldest first. With `after`: the messages that followed it (a gap to
 * fill after a reconnect); otherwise the latest ones before `before` (scrolling back).
 */
export async function history(app: FastifyInstance, query: ChatHistoryQuery): Promise<ChatHistory> {
  const { before, after, size } = query;
  // One row more than asked says whether there is more beyond the slice.
  if (after !== undefined) {
    const rows = await messagesAfter(app.db, after, before, size + 1);
    return { content: rows.slice(0, size).map(toChatMessage), hasMore: rows.length > size };
  }
  const rows = await latestMessages(app.db, before, size + 1);
  return {
    content: rows.slice(0, size).reverse().map(toChatMessage),
    hasMore: rows.length > size,
  };
}
