/**
 * Which waiting messages are already in their conversation (lib/outbox/echoes.ts): the outbox's
 * sender expects each message it sends, and every message the page hears is matched to it.
 */
import type { ConversationMessage } from '../../../contract/conversations';
import { createEchoes, type HeardMessage } from '../../lib/outbox/echoes';

/** The page's one record, shared by the outbox's sender and the screen. */
export const conversationEchoes = createEchoes();

export const heardMessage = (message: ConversationMessage): HeardMessage => ({
  id: message.id,
  place: message.conversationId,
  senderId: message.sender.id,
  text: message.text,
});
