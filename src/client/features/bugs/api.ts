/**
 * Bug-report calls of §7. The screen uses these query options and mutation hooks; each
 * mutation refreshes only the bug list, which is all it changed.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Bug, BugCreate, BugUpdate } from '../../../contract/bugs';
import { BUG_PAGE_SIZE, BUG_TEXT, BUG_PATHS } from '../../../contract/bugs-constants';
import type { Page } from '../../../contract/paging';
import { notifications } from '@mantine/notifications';
import { api } from '../../lib/api-client';
import { loadOutbox } from '../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';

export const bugKeys = {
  lists: ['bugs', 'list'] as const,
  list: (page: number) => ['bugs', 'list', page] as const,
};

export function bugListQuery(page: number) {
  return queryOptions({
    queryKey: bugKeys.list(page),
    queryFn: ({ signal }) =>
      api<Page<Bug>>(BUG_PATHS.list, { query: { page, size: BUG_PAGE_SIZE }, signal }),
    // Turning the page keeps the rows in place until the next ones arrive, so the table does
    // not collapse to skeletons and jump.
    placeholderData: keepPreviousData,
  });
}

/** The fields PUT /bugs/{id} takes: the full bug as the member last saw it. */
export function toBugUpdate(bug: Bug, changes: Partial<BugUpdate> = {}): BugUpdate {
  const { title, description, severity, steps, isSolved, submittedBy } = bug;
  return { title, description, severity, steps, isSolved, submittedBy, ...changes };
}

function refreshLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: bugKeys.lists });
}

/**
 * Reloads the lists once a report has reached the server. A list fetch under way may have left
 * before the server had the report, and invalidating would only join it when the list has no
 * page yet (its first fetch, made while the report was on its way): it is dropped for a new one.
 */
export async function reloadListsAfterDelivery(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: bugKeys.lists });
  return refreshLists(queryClient);
}

/**
 * Once a queued report has left the outbox: thanked for and shown in the reloaded list when
 * the server has it, or said to have failed. The list itself may have been read before the
 * server had the report, so it is reloaded here, not only when the waiting list sees it go.
 */
function whenDelivered(queryClient: QueryClient, id: string) {
  void loadOutbox()
    .then((outbox) => outbox.whenSettled(id))
    .then((settled) => {
      if (settled === 'sent') {
        notifications.show({ color: 'teal', message: BUG_TEXT.submitted });
        return reloadListsAfterDelivery(queryClient);
      }
      notifications.show({ color: 'red', message: BUG_TEXT.submitFailed });
    });
}

/**
 * A new bug goes through the outbox, online too: it is listed as waiting at once and survives
 * a lost connection. The thank-you comes when the server has it, not before.
 */
export function useSubmitBug() {
  const queryClient = useQueryClient();
  return useMutation({
    // Queuing needs no network: React Query must not hold the call back while offline.
    networkMode: 'always',
    mutationFn: async (payload: BugCreate) =>
      (await loadOutbox()).enqueue(OUTBOX_KINDS.bugCreate, payload),
    onSuccess: (id) => whenDelivered(queryClient, id),
  });
}

/** Edit of a refused report: the corrected fields go back in line in its old place. */
export function useResendBug() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, payload }: { id: string; payload: BugCreate }) =>
      (await loadOutbox()).update(id, payload),
    // The report goes back in line under a new id (the old one's refusal is gone with it).
    onSuccess: (queuedId) => {
      if (queuedId) whenDelivered(queryClient, queuedId);
    },
  });
}

export function useMarkSolved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bug: Bug) =>
      api<Bug>(BUG_PATHS.one(bug.id), {
        method: 'PUT',
        body: toBugUpdate(bug, { isSolved: true }),
      }),
    onSuccess: (saved) => {
      // The open modal reads the bug from the cached page: show the new status at once.
      queryClient.setQueriesData<Page<Bug>>({ queryKey: bugKeys.lists }, (page) =>
        page
          ? {
              ...page,
              content: page.content.map((bug) => (bug.id === saved.id ? saved : bug)),
            }
          : page,
      );
      return refreshLists(queryClient);
    },
  });
}

export function useDeleteBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(BUG_PATHS.one(id), { method: 'DELETE' }),
    onSuccess: () => refreshLists(queryClient),
  });
}
