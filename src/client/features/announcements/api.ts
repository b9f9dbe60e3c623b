/**
 * Announcement calls (/api/announcements). The feed reads the few pinned ones beside its posts
 * (one small parallel request, never before them); /announcements reads them all, newest first.
 * Posting needs a connection: it carries an Idempotency-Key, so a retry after a lost reply on a
 * weak signal posts once.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Announcement,
  AnnouncementInput,
  AnnouncementPatch,
} from '../../../contract/announcements';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_PATHS } from '../../../contract/announcements-constants';
import type { Page } from '../../../contract/paging';
import { api } from '../../lib/api-client';

export const announcementKeys = {
  all: ['announcements'] as const,
  pinned: ['announcements', 'pinned'] as const,
  list: ['announcements', 'list'] as const,
  ride: (rideId: number) => ['announcements', 'ride', rideId] as const,
};

/** The active ones the feed pins: the first few, and how many more there are. */
export const pinnedAnnouncementsQuery = queryOptions({
  queryKey: announcementKeys.pinned,
  queryFn: ({ signal }) =>
    api<Page<Announcement>>(ANNOUNCEMENT_PATHS.list, {
      query: { page: 0, size: ANNOUNCEMENT_LIMITS.feedShown },
      signal,
    }),
});

/** Every announcement the reader may see, current and past. */
export const announcementListQuery = infiniteQueryOptions({
  queryKey: announcementKeys.list,
  queryFn: ({ pageParam, signal }) =>
    api<Page<Announcement>>(ANNOUNCEMENT_PATHS.list, {
      query: { show: 'all', page: pageParam, size: ANNOUNCEMENT_LIMITS.pageDefaultSize },
      signal,
    }),
  initialPageParam: 0,
  getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
});

/** A ride's active announcements, for its page. */
export function rideAnnouncementsQuery(rideId: number) {
  return queryOptions({
    queryKey: announcementKeys.ride(rideId),
    queryFn: ({ signal }) =>
      api<Page<Announcement>>(ANNOUNCEMENT_PATHS.list, { query: { rideId }, signal }),
  });
}

/** Rewrites one announcement wherever a list holds it. */
function patchAnnouncement(
  queryClient: QueryClient,
  id: number,
  change: (item: Announcement) => Announcement,
) {
  const inPage = (page: Page<Announcement>) => ({
    ...page,
    content: page.content.map((item) => (item.id === id ? change(item) : item)),
  });
  queryClient.setQueriesData<Page<Announcement> | InfiniteData<Page<Announcement>>>(
    { queryKey: announcementKeys.all },
    (data) => {
      if (!data) return data;
      if ('pages' in data) return { ...data, pages: data.pages.map(inPage) };
      return inPage(data);
    },
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<null>(ANNOUNCEMENT_PATHS.read(id), { method: 'POST', body: {} }),
    onSuccess: (_reply, id) =>
      patchAnnouncement(queryClient, id, (item) => ({ ...item, read: true })),
  });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: AnnouncementInput; key: string }) =>
      api<Announcement>(ANNOUNCEMENT_PATHS.list, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AnnouncementPatch }) =>
      api<Announcement>(ANNOUNCEMENT_PATHS.one(id), { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(ANNOUNCEMENT_PATHS.one(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
