/**
 * Conversation calls (/api/conversations). Screens read through these query options and write
 * through the mutation hooks; each mutation refreshes only what it changed. Until the app's
 * socket client delivers /user/queue/messages here, the inbox and the open conversation are
 * refetched when the window regains focus (React Query's default for active queries).
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../contract/idempotency';
import {
  CONVERSATION_PATHS,
  type Conversation,
  type ConversationCreate,
  type ConversationHistory,
  type ConversationMessage,
  type People,
} from '../../../contract/conversations';
import type { Page } from '../../../contract/paging';
import { api } from '../../lib/api-client';

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

/**
 * Sends with an Idempotency-Key, so a retry after a lost reply is not stored twice. The sent
 * message is put at the end of the newest page held, without refetching the history.
 */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<ConversationMessage>(CONVERSATION_PATHS.messages(conversationId), {
        method: 'POST',
        body: { text },
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<ConversationHistory>>(
        conversationKeys.messages(conversationId),
        (data) => (data ? withMessage(data, message) : data),
      );
      return queryClient.invalidateQueries({ queryKey: conversationKeys.inboxes });
    },
  });
}

function withMessage(
  data: InfiniteData<ConversationHistory>,
  message: ConversationMessage,
): InfiniteData<ConversationHistory> {
  const [newest, ...older] = data.pages;
  if (!newest || newest.content.some((held) => held.id === message.id)) return data;
  return { ...data, pages: [{ ...newest, content: [...newest.content, message] }, ...older] };
}

export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      api<void>(CONVERSATION_PATHS.read(conversationId), {
        method: 'POST',
        body: { messageId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.inboxes }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.one(conversationId) }),
      ]),
  });
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
