/**
 * The bell's count: one small read of the unread count for a signed-in member, kept live by the
 * inbox watch (inbox-live.ts), which loads after the first screen. This file stays light (no
 * socket, no schemas): the header imports it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATION_PATHS } from '../../../contract/notifications-constants';
import { api } from '../../lib/api-client';
import { useSessionOwner } from '../../lib/current-user';
import { afterFirstScreen, importWhenOnline } from '../../lib/load-late';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (owner: number | null) => ['notifications', 'unread', owner] as const,
  inbox: (owner: number | null) => ['notifications', 'inbox', owner] as const,
  settings: (owner: number | null) => ['notifications', 'settings', owner] as const,
  device: (owner: number | null, endpoint: string | null) =>
    ['notifications', 'device', owner, endpoint] as const,
};

export function unreadCountQuery(owner: number | null) {
  return queryOptions({
    queryKey: notificationKeys.unread(owner),
    queryFn: ({ signal }) =>
      api<{ unread: number }>(NOTIFICATION_PATHS.unreadCount, { signal }).then((r) => r.unread),
    enabled: owner !== null,
  });
}

let watching: Promise<void> | undefined;

function startInboxWatch(): Promise<void> {
  watching ??= afterFirstScreen()
    .then(() => importWhenOnline(() => import('./inbox-live')))
    .then((live) => live.watchInbox());
  return watching;
}

/** The member's unread notifications, live (0 until known); null for a visitor. */
export function useUnreadNotifications(): number | null {
  const owner = useSessionOwner();
  const { data } = useQuery(unreadCountQuery(owner));
  useEffect(() => {
    if (owner !== null) void startInboxWatch();
  }, [owner]);
  return owner === null ? null : (data ?? 0);
}
