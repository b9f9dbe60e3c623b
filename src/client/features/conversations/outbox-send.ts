/**
 * The outbox's sender of 'conversation.send' entries: a POST of the message with the entry id
 * as its Idempotency-Key (the drainer adds it), so a message written offline goes out once, in
 * order, when the network is back. The stored message the server answers with is put in the
 * conversation before the entry leaves the outbox, so it never vanishes from the screen for a
 * moment; its copy on the member's socket is matched to the entry meanwhile (see
 * lib/outbox/echoes.ts).
 */
import type { InfiniteData } from '@tanstack/react-query';
import {
  conversationMessageSchema,
  type Conversation,
  type ConversationHistory,
} from '../../../contract/conversations';
import { CONVERSATION_PATHS } from '../../../contract/conversations-constants';
import { appQueryClient } from '../../lib/app-handles';
import { sendJson } from '../../lib/outbox/send-json';
import type { OutboxEntry } from '../../lib/outbox/db';
import type { ResponseLike, SendContext } from '../../lib/outbox/registry';
import { conversationKeys } from './api';
import { conversationEchoes, heardMessage } from './conversation-echoes';
import { receiveMessage } from './live-cache';
import { readingConversation } from './reading';

export interface ConversationSendPayload {
  conversationId: number;
  text: string;
}

/** The conversation's last message id as this page knows it. */
function lastIdOf(conversationId: number): number {
  const history = appQueryClient().getQueryData<InfiniteData<ConversationHistory>>(
    conversationKeys.messages(conversationId),
  );
  const inHistory = history?.pages[0]?.content.at(-1)?.id ?? 0;
  const one = appQueryClient().getQueryData<Conversation>(conversationKeys.one(conversationId));
  return Math.max(inHistory, one?.lastMessage?.id ?? 0);
}

export async function sendConversationEntry(
  entry: OutboxEntry<ConversationSendPayload>,
  ctx: SendContext,
): Promise<ResponseLike> {
  const { conversationId, text } = entry.payload;
  if (entry.ownerId !== null) {
    conversationEchoes.expect(entry.id, {
      place: conversationId,
      senderId: entry.ownerId,
      text,
      afterId: lastIdOf(conversationId),
    });
  }
  const response = await sendJson(
    CONVERSATION_PATHS.messages(conversationId),
    'POST',
    { text },
    ctx,
  );
  if (response.ok) {
    try {
      const message = conversationMessageSchema.parse(await response.clone().json());
      conversationEchoes.hear(heardMessage(message));
      receiveMessage(appQueryClient(), message, {
        meId: entry.ownerId,
        reading: readingConversation() === conversationId,
      });
    } catch {
      // A reply this build cannot read: the message is stored all the same, and shows on the
      // next fetch of the conversation.
    }
  }
  return response;
}
