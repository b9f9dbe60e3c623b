import { Avatar, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DEFAULT_AVATAR_URL } from '../../../contract/constants';
import type { CommentReply } from '../../../contract/posts';
import { errorMessage } from '../../lib/errors';
import { commentsQuery, useAddComment } from './api';
import { FEED_TEXT } from './texts';
import { timeAgo } from '../../lib/time-ago';
import { LoadFailed } from '../../components/load-failed';

function CommentBox({
  postId,
  parentId,
  label,
  onSent,
}: {
  postId: number;
  parentId?: number;
  label: string;
  onSent?: () => void;
}) {
  const [text, setText] = useState('');
  const add = useAddComment(postId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(
      { text, parentId: parentId ?? null },
      {
        onSuccess: () => {
          setText('');
          onSent?.();
        },
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={label}
          placeholder={label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={add.isError ? errorMessage(add.error) : undefined}
          style={{ flex: 1 }}
          size="sm"
        />
        <Button type="submit" size="sm" loading={add.isPending} disabled={!text.trim()}>
          {FEED_TEXT.send}
        </Button>
      </Group>
    </form>
  );
}

function CommentLine({ comment }: { comment: CommentReply }) {
  const name = comment.author.fullName || comment.author.username;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Avatar
        src={comment.author.profilePicture?.url ?? DEFAULT_AVATAR_URL}
        alt=""
        size={28}
        radius="xl"
      />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {name}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            {timeAgo(comment.createdAt)}
          </Text>
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {comment.text}
        </Text>
      </Stack>
    </Group>
  );
}

/** A post's comments, each with its replies (one level) and, for members, a reply box. */
export function PostComments({ postId, canWrite }: { postId: number; canWrite: boolean }) {
  const comments = useQuery(commentsQuery(postId));
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  return (
    <Stack gap="sm" component="section" aria-label={FEED_TEXT.commentsHeading}>
      {comments.isPending && <Skeleton height={40} />}
      {comments.isError && (
        <LoadFailed
          title={FEED_TEXT.commentsLoadFailed}
          error={comments.error}
          onRetry={() => void comments.refetch()}
        />
      )}
      {comments.data?.content.length === 0 && (
        <Text size="sm" c="dimmed">
          {FEED_TEXT.noComments}
        </Text>
      )}
      {comments.data?.content.map((comment) => (
        <Stack key={comment.id} gap={6}>
          <CommentLine comment={comment} />
          <Stack gap={6} pl={36}>
            {comment.replies.map((reply) => (
              <CommentLine key={reply.id} comment={reply} />
            ))}
            {canWrite &&
              (replyingTo === comment.id ? (
                <CommentBox
                  postId={postId}
                  parentId={comment.id}
                  label={FEED_TEXT.writeReply}
                  onSent={() => setReplyingTo(null)}
                />
              ) : (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  w="fit-content"
                  onClick={() => setReplyingTo(comment.id)}
                >
                  {FEED_TEXT.reply}
                </Button>
              ))}
          </Stack>
        </Stack>
      ))}
      {canWrite && <CommentBox postId={postId} label={FEED_TEXT.writeComment} />}
    </Stack>
  );
}
