/**
 * What the header's bell needs on every first screen, and no more: the count's path, the
 * member's inbox queue and the bell's name. Kept apart so the first chunk stays small.
 */
import { t } from './i18n/texts';

export const NOTIFICATION_UNREAD_PATH = '/notifications/unread-count';

/** A member's own queue: the unread count, and the new item when one was written. */
export const NOTIFICATION_INBOX_QUEUE = '/user/queue/inbox';

export const bellLabel = (unread: number) =>
  unread > 0
    ? t(/*i18n*/ { id: 'Notifications, {unread} unread' }, { unread })
    : t(/*i18n*/ { id: 'Notifications, none unread' });
