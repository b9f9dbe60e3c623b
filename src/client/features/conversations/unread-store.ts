/**
 * The member's unread messages per conversation: a small store outside React, filled by the
 * message watch (message-watch.tsx) and the conversation calls (api.ts), read by the hooks of
 * unread.ts. Apart from unread.ts, which loads the message watch: the watch writes here
 * without importing what loads it.
 */
export interface UnreadState {
  /** Whose counts these are; null before the first answer and after sign-out. */
  owner: number | null;
  /** Conversation id → unread messages, for the conversations with any. */
  counts: ReadonlyMap<number, number>;
}

let state: UnreadState = { owner: null, counts: new Map() };
const listeners = new Set<() => void>();

function publish(next: UnreadState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeUnread(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const unreadState = (): UnreadState => state;

/** Every count of `owner`, as the server gave them. */
export function setUnreadCounts(owner: number, counts: Iterable<[number, number]>): void {
  publish({ owner, counts: new Map([...counts].filter(([, count]) => count > 0)) });
}

/** One conversation's count of `owner` changed (a message came, or they read it). */
export function setConversationUnread(owner: number, conversationId: number, count: number) {
  if (state.owner !== owner) return; // Counts of someone else, or not known yet: a fetch follows.
  if ((state.counts.get(conversationId) ?? 0) === count) return;
  const counts = new Map(state.counts);
  if (count > 0) counts.set(conversationId, count);
  else counts.delete(conversationId);
  publish({ owner, counts });
}

export function forgetUnreadCounts(): void {
  if (state.owner !== null || state.counts.size) publish({ owner: null, counts: new Map() });
}

/** The sum of the counts held, to check against the server's total. */
export function heldUnreadTotal(): number {
  let total = 0;
  for (const count of state.counts.values()) total += count;
  return total;
}
