/**
 * What the header's bell needs on every first screen, and no more: the count's path, the
 * member's inbox queue and the bell's name. Kept apart so the first chunk stays small.
 */
export const NOTIFICATION_UNREAD_PATH = '/notifications/unread-count';

/** A member's own queue: the unread count, and the new item when one was written. */
export const NOTIFICATION_INBOX_QUEUE = '/user/queue/inbox';

export const bellLabel = (unread: number) =>
  `Notifications, ${unread > 0 ? unread : 'none'} unread`;
