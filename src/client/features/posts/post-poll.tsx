import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Post } from '../../../contract/posts';
import { errorMessage } from '../../lib/errors';
import { useVote } from './api';
import { FEED_TEXT } from './texts';

/** A poll's results, the reader's vote marked; members may vote, or move their vote. */
export function PostPoll({ post, canVote }: { post: Post; canVote: boolean }) {
  const poll = post.poll!;
  const vote = useVote();
  const [choice, setChoice] = useState<string>(poll.myVote ? String(poll.myVote) : '');
  const share = (votes: number) =>
    poll.totalVotes ? Math.round((votes / poll.totalVotes) * 100) : 0;
  return (
    <Stack gap={6}>
      <Radio.Group value={choice} onChange={setChoice} aria-label={post.content.slice(0, 60)}>
        <Stack gap={8}>
          {poll.options.map((option) => (
            <Stack key={option.id} gap={2}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                {canVote ? (
                  <Radio value={String(option.id)} label={option.text} />
                ) : (
                  <Text size="sm">{option.text}</Text>
                )}
                <Text size="xs" c="dimmed">
                  {option.id === poll.myVote ? `${FEED_TEXT.yourVote} · ` : ''}
                  {share(option.votes)}%
                </Text>
              </Group>
              <Progress value={share(option.votes)} size="sm" aria-hidden />
            </Stack>
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {FEED_TEXT.votes(poll.totalVotes)}
        </Text>
        {canVote && (
          <Button
            size="xs"
            variant="light"
            disabled={!choice || Number(choice) === poll.myVote}
            loading={vote.isPending}
            onClick={() => vote.mutate({ id: post.id, optionId: Number(choice) })}
          >
            {FEED_TEXT.vote}
          </Button>
        )}
      </Group>
      {vote.isError && (
        <Text size="xs" c="red">
          {errorMessage(vote.error)}
        </Text>
      )}
    </Stack>
  );
}
