/**
 * The ride chat's calls and its place in the query cache. The thread is read whole (page after
 * page from the cursor) and kept oldest first; a message sent (outbox-send.ts) or heard on the
 * socket (live.ts) is added once, by id, wherever it arrives first, and matched to the outbox's
 * entry that sent it (rideThreadEchoes).
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  RIDE_THREAD_LIMITS,
  RIDE_THREAD_PATHS,
  type RideComment,
  type RideThread,
} from '../../../../contract/ride-thread';
import { api } from '../../../lib/api-client';
import { createEchoes, type HeardMessage } from '../../../lib/outbox/echoes';
import { PAGE_PART } from '../../../lib/page-part';

/** More pages than this and the oldest are left out: a ride's chat is never that long. */
const MAX_PAGES = 10;

export const threadKeys = {
  one: (rideId: number) => ['events', 'thread', rideId] as const,
};

/** The member's waiting messages already in their ride's thread, which the chat then hides. */
export const rideThreadEchoes = createEchoes();

const heard = (comment: RideComment): HeardMessage => ({
  id: comment.id,
  place: comment.rideId,
  senderId: comment.author.id,
  text: comment.text,
});

export function threadQuery(rideId: number) {
  return queryOptions({
    queryKey: threadKeys.one(rideId),
    meta: PAGE_PART,
    queryFn: async ({ signal }): Promise<RideThread> => {
      let thread: RideThread | undefined;
      let after = 0;
      for (let page = 0; page < MAX_PAGES; page++) {
        const next = await api<RideThread>(RIDE_THREAD_PATHS.thread(rideId), {
          query: { after, size: RIDE_THREAD_LIMITS.pageMaxSize },
          signal,
        });
        thread = thread ? { ...next, content: [...thread.content, ...next.content] } : next;
        if (next.nextAfter === null) break;
        after = next.nextAfter;
      }
      for (const comment of thread!.content) rideThreadEchoes.hear(heard(comment));
      return thread!;
    },
  });
}

/** Adds a message to the thread held, unless it is there already; keeps the id order. */
export function addComment(client: QueryClient, comment: RideComment): void {
  rideThreadEchoes.hear(heard(comment));
  client.setQueryData<RideThread>(threadKeys.one(comment.rideId), (thread) => {
    if (!thread || thread.content.some((held) => held.id === comment.id)) return thread;
    const content = [...thread.content, comment].sort((a, b) => a.id - b.id);
    return { ...thread, content };
  });
}

export function removeComment(client: QueryClient, rideId: number, commentId: number): void {
  client.setQueryData<RideThread>(
    threadKeys.one(rideId),
    (thread) =>
      thread && { ...thread, content: thread.content.filter((held) => held.id !== commentId) },
  );
}

export function useDeleteComment(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) =>
      api<null>(RIDE_THREAD_PATHS.comment(rideId, commentId), { method: 'DELETE' }),
    onSuccess: (_reply, commentId) => removeComment(queryClient, rideId, commentId),
  });
}
