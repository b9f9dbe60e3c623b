/**
 * Keeps the bell and the inbox live: the member's own queue (/user/queue/inbox) brings the
 * unread count after every write and every read, from any of their devices, and the new item
 * when one was written. After every connect the count is read again, which covers whatever
 * changed while the socket was away. Loaded after the first screen, with the socket's code.
 */
import { NOTIFICATION_INBOX_QUEUE, inboxLiveSchema } from '../../../contract/notifications';
import { queryClient } from '../../app/query-client';
import { appChat } from '../../lib/chat/app-chat';
import { currentOwner } from '../../lib/session-owner';
import { notificationKeys } from './unread-count';

let stop: (() => void) | undefined;

export function watchInbox(): void {
  if (stop) return;
  const { connection } = appChat();
  const unhear = connection.subscribe(
    NOTIFICATION_INBOX_QUEUE,
    (frame) => {
      let body: unknown = null;
      try {
        body = JSON.parse(frame.body);
      } catch {
        return;
      }
      const parsed = inboxLiveSchema.safeParse(body);
      // A body this build cannot read: the next fetch shows the count as the server has it.
      if (!parsed.success) return;
      const owner = currentOwner();
      queryClient.setQueryData(notificationKeys.unread(owner), parsed.data.unread);
      // A new item, or one read elsewhere: the list is read again when it is next shown.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(owner) });
    },
    { memberOnly: true },
  );
  const unconnected = connection.onConnected(
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(currentOwner()) }),
  );
  connection.start();
  stop = () => {
    unhear();
    unconnected();
  };
}
