/**
 * Keeps the bell live: the member's own queue (/user/queue/inbox) brings the unread count after
 * every new notification and every read, from any of their devices. After every connect the
 * count is read again, which covers whatever changed while the socket was away.
 */
import { NOTIFICATION_INBOX_QUEUE } from '../../../contract/notifications-bell';
import { appQueryClient } from '../app-handles';
import { inboxKey, notificationCountKey } from '../notification-count';
import { currentOwner } from '../session-owner';
import type { ChatConnection } from './connection';

/** A plain check rather than the zod schema: the socket's chunk stays free of zod. */
function unreadOf(body: string): number | null {
  try {
    const value = (JSON.parse(body) as { unread?: unknown }).unread;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

export function listenForInboxCount(connection: ChatConnection): () => void {
  const unhear = connection.subscribe(
    NOTIFICATION_INBOX_QUEUE,
    (frame) => {
      const unread = unreadOf(frame.body);
      // A body this build cannot read: the next fetch shows the count as the server has it.
      if (unread === null) return;
      const owner = currentOwner();
      appQueryClient().setQueryData(notificationCountKey(owner), unread);
      // A new item, or one read elsewhere: the list is read again when it is next shown.
      void appQueryClient().invalidateQueries({ queryKey: inboxKey(owner) });
    },
    { memberOnly: true },
  );
  const unconnected = connection.onConnected(
    () =>
      void appQueryClient().invalidateQueries({ queryKey: notificationCountKey(currentOwner()) }),
  );
  return () => {
    unhear();
    unconnected();
  };
}
