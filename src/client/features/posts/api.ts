/**
 * Post calls (/api/post). The feed reads pages of 11 through an infinite query; each mutation
 * writes into the pages it changed (likes, votes, comment counts) or refreshes the feed alone.
 * New posts go through the outbox (outbox-send.ts).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../contract/constants';
import type { Page } from '../../../contract/paging';
import type { Comment, CommentInput, LikeState, Post, PostInput } from '../../../contract/posts';
import { POST_LIMITS, POST_PATHS } from '../../../contract/posts-constants';
import { api } from '../../lib/api-client';

export const postKeys = {
  all: ['posts'] as const,
  feed: ['posts', 'feed'] as const,
  /** Every member's posts list (profile pages); patched with the feed. */
  byAuthors: ['posts', 'author'] as const,
  byAuthor: (authorId: number) => ['posts', 'author', authorId] as const,
  comments: (postId: number) => ['posts', 'comments', postId] as const,
};

export const feedQuery = infiniteQueryOptions({
  queryKey: postKeys.feed,
  queryFn: ({ pageParam, signal }) =>
    api<Page<Post>>(POST_PATHS.list, { query: { page: pageParam, size: PAGE_SIZE.posts }, signal }),
  initialPageParam: 0,
  getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
});

/** One member's posts on their profile page, with the feed's privacy and page size. */
export function authorPostsQuery(authorId: number) {
  return infiniteQueryOptions({
    queryKey: postKeys.byAuthor(authorId),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Post>>(POST_PATHS.byAuthor(authorId), {
        query: { page: pageParam, size: PAGE_SIZE.posts },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
  });
}

export function commentsQuery(postId: number) {
  return queryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) =>
      api<Page<Comment>>(POST_PATHS.comments(postId), {
        query: { page: 0, size: POST_LIMITS.commentsDefaultSize },
        signal,
      }),
  });
}

/** Rewrites one post wherever the feed or a profile's posts hold it. */
export function patchPost(queryClient: QueryClient, id: number, change: (post: Post) => Post) {
  const rewrite = (feed: InfiniteData<Page<Post>> | undefined) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            content: page.content.map((post) => (post.id === id ? change(post) : post)),
          })),
        }
      : feed;
  queryClient.setQueryData<InfiniteData<Page<Post>>>(postKeys.feed, rewrite);
  queryClient.setQueriesData<InfiniteData<Page<Post>>>({ queryKey: postKeys.byAuthors }, rewrite);
}

export function refreshFeed(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.feed }),
    queryClient.invalidateQueries({ queryKey: postKeys.byAuthors }),
  ]);
}

/**
 * Like and unlike show at once. The request says the state wanted (PUT {liked}), not "toggle":
 * a retried or doubled tap cannot flip it back.
 */
export function useSetLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) =>
      api<LikeState>(POST_PATHS.likeState(id), { method: 'PUT', body: { liked } }),
    onMutate: async ({ id, liked }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.feed });
      await queryClient.cancelQueries({ queryKey: postKeys.byAuthors });
      let before: Pick<Post, 'likedByMe' | 'likeCount'> | undefined;
      patchPost(queryClient, id, (post) => {
        before = { likedByMe: post.likedByMe, likeCount: post.likeCount };
        if (post.likedByMe === liked) return post;
        return { ...post, likedByMe: liked, likeCount: post.likeCount + (liked ? 1 : -1) };
      });
      return { before };
    },
    onError: (_error, { id }, context) => {
      const before = context?.before;
      if (before) patchPost(queryClient, id, (post) => ({ ...post, ...before }));
    },
    onSuccess: (state, { id }) =>
      patchPost(queryClient, id, (post) => ({
        ...post,
        likedByMe: state.liked,
        likeCount: state.likeCount,
      })),
  });
}

export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, optionId }: { id: number; optionId: number }) =>
      api<Post>(POST_PATHS.vote(id), { method: 'PUT', body: { optionId } }),
    onSuccess: (post) => patchPost(queryClient, post.id, () => post),
  });
}

export function useAddComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) =>
      api<Comment>(POST_PATHS.comments(postId), { method: 'POST', body: input }),
    onSuccess: () => {
      patchPost(queryClient, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
      return queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
    },
  });
}

export function useReportPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(POST_PATHS.report(id), { method: 'POST', body: {} }),
    onSuccess: (_reply, id) =>
      patchPost(queryClient, id, (post) => ({ ...post, reportedByMe: true })),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(POST_PATHS.one(id), { method: 'DELETE' }),
    onSuccess: () => refreshFeed(queryClient),
  });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PostInput }) =>
      api<Post>(POST_PATHS.one(id), { method: 'PUT', body: input }),
    onSuccess: (post) => patchPost(queryClient, post.id, () => post),
  });
}
