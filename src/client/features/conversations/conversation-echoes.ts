/**
 * Which waiting messages are already in their conversation. The server delivers a sent
 * message on the member's own queue too, and that copy may arrive before the POST's reply
 * (and the entry's removal from the outbox): the member must not see it twice meanwhile. The
 * sender says what it is about to send; the first message heard afterwards from the member, in
 * that conversation, with that text and a later id than the conversation's last, stands for
 * the entry, which the screen then hides.
 */
import type { ConversationMessage } from '../../../contract/conversations';

interface Expected {
  conversationId: number;
  senderId: number;
  text: string;
  /** The conversation's last message id when the entry was sent: its message comes after. */
  afterId: number;
  messageId?: number;
}

/** Expectations kept at most; an entry leaves the outbox long before this many follow it. */
const MAX_EXPECTED = 100;

export function createConversationEchoes() {
  const expected = new Map<string, Expected>();
  const listeners = new Set<() => void>();
  let echoed: ReadonlySet<string> = new Set();

  return {
    /** Entry ids whose message is in its conversation already. */
    getEchoed: (): ReadonlySet<string> => echoed,
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    expect(entryId: string, expectation: Omit<Expected, 'messageId'>): void {
      if (expected.has(entryId)) return; // A resend: its message may have been heard already.
      expected.set(entryId, { ...expectation });
      for (const oldest of expected.keys()) {
        if (expected.size <= MAX_EXPECTED) break;
        expected.delete(oldest);
      }
    },
    hear(message: ConversationMessage): void {
      // Heard again (from history, or the POST's reply): it stands for one entry only.
      for (const echo of expected.values()) if (echo.messageId === message.id) return;
      for (const [entryId, echo] of expected) {
        if (echo.messageId !== undefined || echo.conversationId !== message.conversationId)
          continue;
        if (echo.senderId !== message.sender.id || echo.text !== message.text) continue;
        if (message.id <= echo.afterId) continue;
        echo.messageId = message.id;
        echoed = new Set([...echoed, entryId]);
        for (const listener of listeners) listener();
        return;
      }
    },
  };
}

export type ConversationEchoes = ReturnType<typeof createConversationEchoes>;

/** The page's one record, shared by the outbox's sender and the screen. */
export const conversationEchoes = createConversationEchoes();
