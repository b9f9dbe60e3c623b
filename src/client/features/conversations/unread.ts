/**
 * The member's unread messages per conversation, for the Messages link of the bar and the
 * drawer (useUnreadMessagesCount) and the inbox. A small store outside React (unread-store.ts),
 * filled by the message watch (message-watch.tsx), which loads after the first paint for a signed-in member:
 * it asks the server for the counts on every connect of the chat socket and follows each change
 * on /user/queue/unread, so the count is live and right after a reload too.
 *
 * This file stays light (no socket, no schemas, no outbox): the header imports it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstScreen, importWhenOnline } from '../../lib/load-late';
import { useCurrentUser } from '../../lib/current-user';
import { readingConversation } from './reading';
import { subscribeUnread, unreadState } from './unread-store';

let watching: Promise<void> | undefined;

/** Loads the message watch at the first idle moment, once per page. */
export function startMessageWatch(): Promise<void> {
  watching ??= afterFirstScreen()
    .then(() => importWhenOnline(() => import('./message-watch')))
    .then((watch) => watch.watchMessages());
  return watching;
}

/** Starts the message watch once a member is signed in; returns who that is (or null). */
function useMessageWatch(): number | null {
  const memberId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (memberId !== null) void startMessageWatch();
  }, [memberId]);
  return memberId;
}

/**
 * Renders nothing; keeps the message watch going on every screen, so notices and counts are
 * live wherever the member is.
 */
export function MessageWatch(): null {
  useMessageWatch();
  return null;
}

/** The sum of `memberId`'s unread counts held, the conversation being read left out. */
function useHeldTotal(memberId: number | null): number {
  const current = useSyncExternalStore(subscribeUnread, unreadState, unreadState);
  if (memberId === null || current.owner !== memberId) return 0;
  const reading = readingConversation();
  let total = 0;
  for (const [conversationId, count] of current.counts)
    if (conversationId !== reading) total += count;
  return total;
}

/**
 * The signed-in member's unread messages in all their conversations, live; 0 for a visitor.
 * The conversation the member is reading counts as read at once, before the server says so.
 * Using it starts the message watch (the socket, the counts and the in-app notices).
 */
export function useUnreadMessagesCount(): number {
  return useHeldTotal(useMessageWatch());
}

/**
 * The same count, for the Messages link: it follows the counts the message watch keeps, and
 * leaves starting the watch to the page's root (MessageWatch).
 */
export function useUnreadMessagesShown(): number {
  return useHeldTotal(useCurrentUser()?.id ?? null);
}
