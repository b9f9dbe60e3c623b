/**
 * /home, the club feed (docs/product.md §1 'home'): posts newest first, eleven a page, the next
 * page fetched as the reader nears the end. Members write at the top; their posts waiting in
 * the outbox show above the feed. Visitors read public posts and are asked to sign in to write.
 */
import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Post } from '../../../contract/posts';
import { useWaitingWrites } from '../../lib/outbox/waiting';
import { useCurrentUser } from '../../lib/current-user';
import { LoadFailed } from '../../components/load-failed';
import { feedQuery } from './api';
import { PostCard } from './post-card';
import { FEED_TEXT } from './texts';
import { PostComposer } from './post-composer';
import type { WaitingPost } from './waiting-posts';
import { importWhenOnline } from '../../lib/load-late';

const editors = () => importWhenOnline(() => import('./post-editors'));
const EditPost = lazy(() => editors().then((module) => ({ default: module.EditPost })));
const EditQueuedPost = lazy(() => editors().then((module) => ({ default: module.EditQueuedPost })));
// Posts waiting in the outbox: its code (Dexie) loads only when some writes wait.
const WaitingPosts = lazy(() =>
  importWhenOnline(() => import('./waiting-posts')).then((module) => ({
    default: module.WaitingPosts,
  })),
);

function PostSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" aria-hidden>
      <Group gap="sm" mb="sm">
        <Skeleton height={40} circle />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="40%" />
          <Skeleton height={10} width="20%" />
        </Stack>
      </Group>
      <Skeleton height={12} mb={6} />
      <Skeleton height={12} width="80%" mb="sm" />
      <Skeleton height={180} />
    </Card>
  );
}

/** Fetches the next page when the end of the list comes near. */
function useNearEnd(onNear: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/** `pinned`: what stays at the top, above the posts (the club's announcements). */
export function FeedScreen({ pinned }: { pinned?: ReactNode }) {
  const me = useCurrentUser();
  const waiting = useWaitingWrites(me?.id ?? null);
  const feed = useInfiniteQuery(feedQuery);
  const [editing, setEditing] = useState<Post | null>(null);
  // The editor's dialog leaves the page when it closes: the focus goes back where it was.
  const editOpener = useRef<Element | null>(null);
  const openEditor = (post: Post) => {
    editOpener.current = document.activeElement;
    setEditing(post);
  };
  const closeEditor = () => {
    setEditing(null);
    requestAnimationFrame(() => (editOpener.current as HTMLElement | null)?.focus());
  };
  const [editingQueued, setEditingQueued] = useState<WaitingPost | null>(null);
  const sentinel = useNearEnd(() => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  }, Boolean(feed.hasNextPage));
  const posts = feed.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <Container size={720} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          {FEED_TEXT.title}
        </Title>
        {pinned}
        {me ? (
          <PostComposer />
        ) : (
          <Alert variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{FEED_TEXT.signInToWrite}</Text>
              <Button component={Link} to="/auth/signin" size="xs">
                {FEED_TEXT.signIn}
              </Button>
            </Group>
          </Alert>
        )}
        {me && waiting > 0 && (
          <Suspense fallback={null}>
            <WaitingPosts onEdit={setEditingQueued} />
          </Suspense>
        )}

        <Stack gap="md" aria-busy={feed.isPending} aria-label={FEED_TEXT.title} component="section">
          {feed.isPending && [0, 1, 2].map((key) => <PostSkeleton key={key} />)}
          {feed.isError && !feed.data && (
            <LoadFailed
              title={FEED_TEXT.loadFailed}
              error={feed.error}
              onRetry={() => void feed.refetch()}
            />
          )}
          {feed.isSuccess && posts.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {FEED_TEXT.empty}
            </Text>
          )}
          {posts.map((post) => (
            <PostCard key={post.id} post={post} meId={me?.id ?? null} onEdit={openEditor} />
          ))}
          {feed.isFetchingNextPage && <PostSkeleton />}
          <div ref={sentinel} aria-hidden />
          {feed.isSuccess && !feed.hasNextPage && posts.length > 0 && (
            <Text size="xs" c="dimmed" ta="center">
              {FEED_TEXT.end}
            </Text>
          )}
        </Stack>
      </Stack>
      <Suspense fallback={null}>
        {editing && <EditPost post={editing} onClose={closeEditor} />}
        {editingQueued && (
          <EditQueuedPost entry={editingQueued} onClose={() => setEditingQueued(null)} />
        )}
      </Suspense>
    </Container>
  );
}
