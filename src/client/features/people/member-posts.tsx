import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Post } from '../../../contract/posts';
import { authorPostsQuery } from '../posts/api';
import { PostCard } from '../posts/post-card';
import { PEOPLE_TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';
import { importWhenOnline } from '../../lib/load-late';

const EditPost = lazy(() =>
  importWhenOnline(() => import('../posts/post-editors')).then((module) => ({
    default: module.EditPost,
  })),
);

function PostSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" aria-hidden>
      <Group gap="sm" mb="sm">
        <Skeleton height={40} circle />
        <Skeleton height={12} width="40%" />
      </Group>
      <Skeleton height={12} mb={6} />
      <Skeleton height={12} width="70%" />
    </Card>
  );
}

/** A member's posts on their profile, as the feed shows them (the server applies privacy). */
export function MemberPosts({ authorId, meId }: { authorId: number; meId: number | null }) {
  const posts = useInfiniteQuery(authorPostsQuery(authorId));
  const [editing, setEditing] = useState<Post | null>(null);
  const list = posts.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <Stack gap="md" component="section" aria-label={PEOPLE_TEXT.postsTitle}>
      <Title order={2} size="h4">
        {PEOPLE_TEXT.postsTitle}
      </Title>
      {posts.isPending && [0, 1].map((key) => <PostSkeleton key={key} />)}
      {posts.isError && !posts.data && (
        <LoadFailed
          title={PEOPLE_TEXT.postsFailed}
          error={posts.error}
          onRetry={() => void posts.refetch()}
        />
      )}
      {posts.isSuccess && list.length === 0 && (
        <Text c="dimmed" size="sm">
          {PEOPLE_TEXT.noPosts}
        </Text>
      )}
      {list.map((post) => (
        <PostCard key={post.id} post={post} meId={meId} onEdit={setEditing} />
      ))}
      {posts.hasNextPage && (
        <Button
          variant="light"
          loading={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {PEOPLE_TEXT.morePosts}
        </Button>
      )}
      <Suspense fallback={null}>
        {editing && <EditPost post={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </Stack>
  );
}
