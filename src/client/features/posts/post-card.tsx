import { Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled, IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_AVATAR_URL } from '../../../contract/constants';
import type { Post } from '../../../contract/posts';
import { errorMessage } from '../../lib/errors';
import { useDeletePost, useReportPost, useSetLike } from './api';
import { importWhenOnline, lazyWithPreload } from '../../lib/load-late';
import { PostPictures } from './post-pictures';
import { PostMenuButton } from './post-menu-button';
import { PostPoll } from './post-poll';
import { FEED_TEXT } from './texts';
import { timeAgo } from '../../lib/time-ago';

// What a reader reaches for, loaded when they do: the menu's and the comment box's code.
const PostMenu = lazyWithPreload(() => import('./post-menu'));
const PostComments = lazy(() =>
  importWhenOnline(() => import('./post-comments')).then(({ PostComments }) => ({
    default: PostComments,
  })),
);

export function PostCard({
  post,
  meId,
  onEdit,
}: {
  post: Post;
  /** The reader's id, or null for a visitor. */
  meId: number | null;
  onEdit: (post: Post) => void;
}) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const setLike = useSetLike();
  const report = useReportPost();
  const remove = useDeletePost();
  const member = meId !== null;
  const name = post.author.fullName || post.author.username;
  const canReport = member && post.author.id !== meId && !post.reportedByMe;
  const hasMenu = canReport || post.canEdit || post.canDelete;

  const [menuAsked, setMenuAsked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmDelete = () => setConfirming(true);
  // The card leaves the feed once the delete lands, and callbacks given to mutate() are dropped
  // with the component that called it: the notice follows the promise.
  const deleteNow = () =>
    remove.mutateAsync(post.id).then(
      () => {
        setConfirming(false);
        notifications.show({ message: FEED_TEXT.deleted });
      },
      (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }),
    );

  return (
    <Card
      component="article"
      withBorder
      padding="md"
      radius="md"
      aria-label={FEED_TEXT.postBy(name)}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar
              src={post.author.profilePicture?.url ?? DEFAULT_AVATAR_URL}
              alt=""
              size={40}
              radius="xl"
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text
                fw={600}
                truncate
                c="inherit"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/people/profile/$id"
                    params={{ id: String(post.author.id) }}
                  />
                )}
              >
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={post.createdAt}>{timeAgo(post.createdAt)}</time>
                {post.privacy !== 'public' && ` · ${FEED_TEXT.privacy[post.privacy]}`}
              </Text>
            </Stack>
          </Group>
          {hasMenu &&
            (menuAsked ? (
              <Suspense fallback={<PostMenuButton author={name} />}>
                <PostMenu
                  author={name}
                  onEdit={post.canEdit ? () => onEdit(post) : undefined}
                  onDelete={post.canDelete ? confirmDelete : undefined}
                  onReport={
                    canReport
                      ? () =>
                          report.mutate(post.id, {
                            onSuccess: () =>
                              notifications.show({ message: FEED_TEXT.reportedNotice }),
                            onError: (error) =>
                              notifications.show({ color: 'red', message: errorMessage(error) }),
                          })
                      : undefined
                  }
                />
              </Suspense>
            ) : (
              <PostMenuButton
                author={name}
                onPointerEnter={() => void PostMenu.preload()}
                onClick={() => setMenuAsked(true)}
              />
            ))}
        </Group>

        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>
        <PostPictures media={post.media} author={name} />
        {post.location && (
          <Group gap={4} c="dimmed">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{post.location}</Text>
          </Group>
        )}
        {post.poll && <PostPoll post={post} canVote={member} />}
        {post.reportedByMe && (
          <Badge variant="light" color="gray" w="fit-content">
            {FEED_TEXT.reported}
          </Badge>
        )}

        <Group gap="xs">
          <Button
            variant={post.likedByMe ? 'light' : 'subtle'}
            color={post.likedByMe ? 'red' : 'gray'}
            size="compact-sm"
            disabled={!member}
            aria-pressed={post.likedByMe}
            aria-label={FEED_TEXT.likeButton(post.likeCount)}
            leftSection={post.likedByMe ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
            onClick={() => setLike.mutate({ id: post.id, liked: !post.likedByMe })}
          >
            {post.likeCount}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            aria-expanded={commentsOpen}
            leftSection={<IconMessageCircle size={16} />}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            {FEED_TEXT.comments(post.commentCount)}
          </Button>
        </Group>
        {commentsOpen && (
          <Suspense fallback={<Skeleton height={60} radius="sm" />}>
            <PostComments postId={post.id} canWrite={member} />
          </Suspense>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={FEED_TEXT.delete}>
        <Stack>
          <Text size="sm">{FEED_TEXT.deleteConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {FEED_TEXT.cancel}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={deleteNow}>
              {FEED_TEXT.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
