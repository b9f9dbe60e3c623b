/**
 * The member's unread notifications, for the header's bell: one small read, kept live by the
 * chat socket (chat/inbox-count.ts). Light on purpose: every first screen of a member has it.
 */
import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATION_UNREAD_PATH } from '../../contract/notifications-bell';
import { api } from './api-client';

export const notificationCountKey = (owner: number | null) =>
  ['notifications', 'unread', owner] as const;
/** The inbox's pages of one member, which a new or read notification makes stale. */
export const inboxKey = (owner: number | null) => ['notifications', 'inbox', owner] as const;

export const notificationCountQuery = (owner: number | null) =>
  queryOptions({
    queryKey: notificationCountKey(owner),
    queryFn: ({ signal }) =>
      api<{ unread: number }>(NOTIFICATION_UNREAD_PATH, { signal }).then((r) => r.unread),
    enabled: owner !== null,
  });
