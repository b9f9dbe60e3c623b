/**
 * Conversation calls (/api/conversations). Screens read through these query options and write
 * through the mutation hooks; each mutation refreshes only what it changed. Messages are
 * written through the outbox (outbox-send.ts), and delivered ones are put in the cache as they
 * arrive on the socket (live.ts), so a held history is never fetched again while it is live.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Conversation,
  ConversationCreate,
  ConversationHistory,
  People,
} from '../../../contract/conversations';
import { CONVERSATION_PATHS } from '../../../contract/conversations-constants';
import type { Page } from '../../../contract/paging';
import { api } from '../../lib/api-client';
import { currentOwner } from '../../lib/session-owner';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { setConversationUnread } from './unread-store';

/** Messages read per history page. */
export const HISTORY_PAGE_SIZE = 30;

export const conversationKeys = {
  all: ['conversations'] as const,
  inboxes: ['conversations', 'inbox'] as const,
  inbox: (q: string) => ['conversations', 'inbox', q] as const,
  one: (id: number) => ['conversations', 'one', id] as const,
  messages: (id: number) => ['conversations', 'messages', id] as const,
  people: (q: string) => ['conversations', 'people', q] as const,
};

export function inboxQuery(q: string) {
  return queryOptions({
    queryKey: conversationKeys.inbox(q),
    queryFn: ({ signal }) =>
      api<Page<Conversation>>(CONVERSATION_PATHS.list, {
        query: { q: q || undefined, size: 50 },
        signal,
      }),
    // Typing in the search keeps the list in place until the matches arrive.
    placeholderData: keepPreviousData,
  });
}

export function conversationQuery(id: number) {
  return queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => api<Conversation>(CONVERSATION_PATHS.one(id), { signal }),
  });
}

/** History, newest page first; each next page is the one before the oldest message held. */
export function messagesQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      api<ConversationHistory>(CONVERSATION_PATHS.messages(id), {
        query: { before: pageParam, size: HISTORY_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.content[0]?.id : undefined),
    // Kept current by the socket and the gap fills after each connect; a refetch would only
    // race them (and drop a message heard while it was under way).
    staleTime: Infinity,
  });
}

export function peopleQuery(q: string) {
  return queryOptions({
    queryKey: conversationKeys.people(q),
    queryFn: ({ signal }) => api<People>(CONVERSATION_PATHS.people, { query: { q }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Oldest first, across the pages held, as the conversation shows them. */
export function flattenHistory(data: InfiniteData<ConversationHistory> | undefined) {
  return [...(data?.pages ?? [])].reverse().flatMap((page) => page.content);
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversationCreate) =>
      api<Conversation>(CONVERSATION_PATHS.list, { method: 'POST', body: input }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.one(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.inboxes });
    },
  });
}

export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      api<void>(CONVERSATION_PATHS.read(conversationId), {
        method: 'POST',
        body: { messageId },
      }),
    // Everything up to the newest message is read: no fetch needed to know the count is 0.
    onSuccess: () => {
      setUnreadInCache(queryClient, conversationId, 0);
      const owner = currentOwner();
      if (owner !== null) setConversationUnread(owner, conversationId, 0);
    },
  });
}

/** The conversation's unread count, set wherever the cache holds it. */
export function setUnreadInCache(
  queryClient: QueryClient,
  conversationId: number,
  unreadCount: number,
): void {
  const set = (c: Conversation) => (c.id === conversationId ? { ...c, unreadCount } : c);
  queryClient.setQueriesData<Page<Conversation>>({ queryKey: conversationKeys.inboxes }, (page) =>
    page ? { ...page, content: page.content.map(set) } : page,
  );
  queryClient.setQueryData<Conversation>(conversationKeys.one(conversationId), (c) =>
    c ? set(c) : c,
  );
}

export function useAddMembers(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberIds: number[]) =>
      api<Conversation>(CONVERSATION_PATHS.members(conversationId), {
        method: 'POST',
        body: { memberIds },
      }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.one(conversationId), conversation);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.inboxes });
    },
  });
}

/** The form field the server reads a picture from. */
const PICTURE_FIELD = 'image';

export interface GroupPictureUpload {
  file: File;
  /** Hears 0..1 as the file goes up. */
  onProgress(fraction: number): void;
}

/** A group's new picture, uploaded with its progress; the group shows it wherever it is held. */
export function useChangeGroupPicture(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: GroupPictureUpload) => {
      // The reply's schema comes with the upload, so messages draw without the schema library.
      const { conversationSchema } = await import('../../../contract/conversations');
      const form = new FormData();
      form.append(PICTURE_FIELD, file, file.name);
      return uploadWithProgress(
        CONVERSATION_PATHS.picture(conversationId),
        form,
        (body) => conversationSchema.parse(body),
        onProgress,
      );
    },
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.one(conversationId), conversation);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.inboxes });
    },
  });
}

export function useLeaveConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(CONVERSATION_PATHS.leave(conversationId), { method: 'POST' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: conversationKeys.one(conversationId) });
      queryClient.removeQueries({ queryKey: conversationKeys.messages(conversationId) });
      return queryClient.invalidateQueries({ queryKey: conversationKeys.inboxes });
    },
  });
}
