/**
 * Which waiting messages are already in their thread. The server delivers a sent message on
 * the member's own queue too, and that copy (or the POST's reply, which joins the thread before
 * the entry leaves the outbox) may arrive while the entry still shows as waiting: the member
 * must not see it twice meanwhile. The sender says what it is about to send; the first message
 * heard afterwards from the member, in that place (a conversation, a ride's chat, the room),
 * with that text and a later id than the place's last, stands for the entry, which the screen
 * then hides.
 */

interface Expected {
  /** The conversation or the ride the message goes to. */
  place: number;
  senderId: number;
  text: string;
  /** The place's last message id when the entry was sent: its message comes after. */
  afterId: number;
  messageId?: number;
}

/** A message as heard, from whichever source. */
export interface HeardMessage {
  id: number;
  place: number;
  senderId: number;
  text: string;
}

/** Expectations kept at most; an entry leaves the outbox long before this many follow it. */
const MAX_EXPECTED = 100;

export function createEchoes() {
  const expected = new Map<string, Expected>();
  const listeners = new Set<() => void>();
  let echoed: ReadonlySet<string> = new Set();

  return {
    /** Entry ids whose message is in its place already. */
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
    hear(message: HeardMessage): void {
      // Heard again (from history, or the POST's reply): it stands for one entry only.
      for (const echo of expected.values()) if (echo.messageId === message.id) return;
      for (const [entryId, echo] of expected) {
        if (echo.messageId !== undefined || echo.place !== message.place) continue;
        if (echo.senderId !== message.senderId || echo.text !== message.text) continue;
        if (message.id <= echo.afterId) continue;
        echo.messageId = message.id;
        echoed = new Set([...echoed, entryId]);
        for (const listener of listeners) listener();
        return;
      }
    },
  };
}

export type Echoes = ReturnType<typeof createEchoes>;
