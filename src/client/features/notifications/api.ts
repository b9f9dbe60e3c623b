/**
 * The inbox (newest first, paged by cursor), the member's settings and this device's push
 * settings. Reads go through the service worker's cache, so what was seen opens offline.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  NOTIFICATION_PATHS,
  type DeviceSettings,
  type InboxPage,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '../../../contract/notifications';
import { api } from '../../lib/api-client';
import { useSessionOwner } from '../../lib/current-user';
import { inboxKey, notificationCountKey } from '../../lib/notification-count';

const notificationKeys = {
  unread: notificationCountKey,
  inbox: inboxKey,
  settings: (owner: number | null) => ['notifications', 'settings', owner] as const,
  device: (owner: number | null, endpoint: string | null) =>
    ['notifications', 'device', owner, endpoint] as const,
};

export function inboxQuery(owner: number | null) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.inbox(owner),
    queryFn: ({ pageParam, signal }) =>
      api<InboxPage>(NOTIFICATION_PATHS.inbox, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function settingsQuery(owner: number | null) {
  return queryOptions({
    queryKey: notificationKeys.settings(owner),
    queryFn: ({ signal }) => api<NotificationSettings>(NOTIFICATION_PATHS.settings, { signal }),
  });
}

export function deviceQuery(owner: number | null, endpoint: string | null) {
  return queryOptions({
    queryKey: notificationKeys.device(owner, endpoint),
    queryFn: ({ signal }) =>
      api<DeviceSettings>(NOTIFICATION_PATHS.device, { query: { endpoint }, signal }),
    enabled: endpoint !== null,
    retry: false,
  });
}

function useCountChanged() {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return () => {
    void client.invalidateQueries({ queryKey: notificationKeys.unread(owner) });
    void client.invalidateQueries({ queryKey: notificationKeys.inbox(owner) });
  };
}

export function useMarkRead() {
  const changed = useCountChanged();
  return useMutation({
    mutationFn: (id: number) => api(NOTIFICATION_PATHS.read(id), { method: 'POST' }),
    onSettled: changed,
  });
}

export function useMarkAllRead() {
  const changed = useCountChanged();
  return useMutation({
    mutationFn: () => api(NOTIFICATION_PATHS.readAll, { method: 'POST' }),
    onSettled: changed,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({
    mutationFn: (update: NotificationSettingsUpdate) =>
      api<NotificationSettings>(NOTIFICATION_PATHS.settings, { method: 'PUT', body: update }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings(owner), saved),
  });
}

export function useSaveDevice() {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({
    mutationFn: (device: DeviceSettings) =>
      api<DeviceSettings>(NOTIFICATION_PATHS.device, { method: 'PUT', body: device }),
    onSuccess: (saved) =>
      client.setQueryData(notificationKeys.device(owner, saved.endpoint), saved),
  });
}
