/**
 * The ride chat on a ride page, for those who may read it: its messages oldest first (avatar,
 * name, how long ago), the member's messages still waiting in the outbox after them (not
 * those whose copy is in the thread already), and a composer. A message goes through the
 * outbox, online or not, so it is sent once when the network is back. Loaded beside the ride
 * page (thread-slot.tsx), with the socket's code after it.
 */
import { ActionIcon, Avatar, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { DEFAULT_AVATAR_URL } from '../../../../contract/constants';
import type { Event } from '../../../../contract/events';
import {
  RIDE_THREAD_LIMITS,
  type RideComment,
  type RideThread as Thread,
} from '../../../../contract/ride-thread';
import type { PublicUser } from '../../../../contract/users';
import { LoadFailed } from '../../../components/load-failed';
import { DraftNote } from '../../../components/draft-note';
import { RefusedWrite } from '../../../components/refused-write';
import { useCurrentUser } from '../../../lib/current-user';
import type { DraftControls } from '../../../lib/drafts/draft-store';
import { useDraftState } from '../../../lib/drafts/use-draft-state';
import { errorMessage } from '../../../lib/errors';
import type { OutboxEntry } from '../../../lib/outbox/db';
import { editPath, useEditRequest } from '../../../lib/outbox/edit-request';
import { loadOutbox, useOutboxEntries } from '../../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import { ridePagePath } from '../ride-page-path';
import { rideThreadEchoes, threadQuery, useDeleteComment } from './api';
import { useLiveThread } from './live';
import type { RideCommentPayload } from './outbox-send';
import { THREAD_TEXT } from './texts';
import { timeAgo } from '../../../lib/time-ago';
import { GrowingTextarea } from '../../../components/growing-textarea';

const AGE_REFRESH_MS = 60_000;

const nameOf = (user: Pick<PublicUser, 'fullName' | 'username'>) => user.fullName || user.username;

function Author({ user, organiser }: { user: PublicUser; organiser: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} truncate>
        {nameOf(user)}
      </Text>
      {organiser && (
        <Badge size="xs" variant="light">
          {THREAD_TEXT.organiser}
        </Badge>
      )}
    </Group>
  );
}

function Message({
  comment,
  ride,
  canDelete,
  now,
}: {
  comment: RideComment;
  ride: Event;
  canDelete: boolean;
  now: number;
}) {
  const remove = useDeleteComment(ride.id);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <Avatar
        src={comment.author.profilePicture?.url ?? DEFAULT_AVATAR_URL}
        alt=""
        radius="xl"
        size={32}
      />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Author user={comment.author} organiser={comment.author.id === ride.organiser.id} />
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
              {timeAgo(comment.createdAt, now)}
            </Text>
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="md"
                aria-label={THREAD_TEXT.delete}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(comment.id, {
                    onError: (error) =>
                      notifications.show({
                        color: 'red',
                        title: THREAD_TEXT.deleteFailed,
                        message: errorMessage(error),
                      }),
                  })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Text>
      </Stack>
    </Group>
  );
}

function Waiting({
  entry,
  onEdit,
}: {
  entry: OutboxEntry<RideCommentPayload>;
  onEdit: (entry: OutboxEntry<RideCommentPayload>) => void;
}) {
  const failed = entry.state === 'failed';
  return (
    <Stack component="li" gap={4} pl={44} data-testid="waiting-ride-message">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.payload.text}
      </Text>
      {failed ? (
        <RefusedWrite
          entry={entry}
          prefix={THREAD_TEXT.notSent}
          onEdit={() => onEdit(entry)}
          updatePath={editPath(ridePagePath(entry.payload.rideId), entry.id)}
        />
      ) : (
        <Badge color="gray" variant="outline" size="sm">
          {THREAD_TEXT.waiting}
        </Badge>
      )}
    </Stack>
  );
}

function Composer({ rideId, text, setText, draft }: ComposerProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const message = text.trim();
  const tooLong = message.length > RIDE_THREAD_LIMITS.textMaxLength;
  async function send(event: FormEvent) {
    event.preventDefault();
    if (!message || tooLong) return;
    setText('');
    // Send is disabled once the box is empty, which would drop the focus on the page's body:
    // it stays in the box for the next message, as in the club's chat room.
    field.current?.focus();
    await (
      await loadOutbox()
    ).enqueue(OUTBOX_KINDS.eventThread, {
      rideId,
      text: message,
    });
  }
  return (
    <form onSubmit={(event) => void send(event)}>
      {draft.restored && <DraftNote onDiscard={draft.discard} />}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <GrowingTextarea
          ref={field}
          label={THREAD_TEXT.label}
          placeholder={THREAD_TEXT.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          minRows={1}
          maxRows={5}
          error={tooLong ? `${message.length} / ${RIDE_THREAD_LIMITS.textMaxLength}` : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" leftSection={<IconSend size={16} />} disabled={!message || tooLong}>
          {THREAD_TEXT.send}
        </Button>
      </Group>
    </form>
  );
}

interface ComposerProps {
  rideId: number;
  text: string;
  setText: (text: string) => void;
  draft: DraftControls;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Messages({ ride, thread }: { ride: Event; thread: Thread }) {
  const me = useCurrentUser();
  const now = useNow();
  // Kept on the device as a draft until it is queued (lib/drafts/).
  const [text, setText, draft] = useDraftState({ form: 'ride-thread', thing: ride.id }, '');
  const echoed = useSyncExternalStore(rideThreadEchoes.onChange, rideThreadEchoes.getEchoed);
  // A sent message in the thread already is shown there, not again as waiting.
  const waiting = useOutboxEntries<RideCommentPayload>(OUTBOX_KINDS.eventThread).filter(
    (entry) => entry.payload.rideId === ride.id && !echoed.has(entry.id),
  );
  async function edit(entry: OutboxEntry<RideCommentPayload>) {
    await (await loadOutbox()).discard(entry.id);
    setText(entry.payload.text);
  }
  // `/events/<id>?edit=<entry>`: a queued message opened from another version of the app
  // ("Update the app"), in the box as its Edit would.
  useEditRequest<RideCommentPayload>([OUTBOX_KINDS.eventThread], (entry) => {
    if (entry.payload.rideId !== ride.id) return false;
    void edit(entry);
  });
  const empty = thread.content.length === 0 && waiting.length === 0;
  return (
    <Stack gap="sm">
      {empty && (
        <Text size="sm" c="dimmed">
          {THREAD_TEXT.empty}
        </Text>
      )}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {thread.content.map((comment) => (
          <Message
            key={comment.id}
            comment={comment}
            ride={ride}
            now={now}
            canDelete={thread.canModerate || comment.author.id === me?.id}
          />
        ))}
        {waiting.map((entry) => (
          <Waiting key={entry.id} entry={entry} onEdit={(entry) => void edit(entry)} />
        ))}
      </Stack>
      {thread.closedReason ? (
        <Text size="sm" c="dimmed">
          {thread.closedReason}
        </Text>
      ) : (
        <Composer rideId={ride.id} text={text} setText={setText} draft={draft} />
      )}
    </Stack>
  );
}

/** The chat inside its card (thread-slot.tsx): the messages, and the box to write one. */
export default function RideThread({ ride }: { ride: Event }) {
  const thread = useQuery(threadQuery(ride.id));
  useLiveThread(ride.id);
  return (
    <>
      {thread.isPending && <Skeleton height={80} />}
      {thread.isError && !thread.data && (
        <LoadFailed
          title={THREAD_TEXT.loadFailed}
          error={thread.error}
          onRetry={() => void thread.refetch()}
        />
      )}
      {thread.data && <Messages ride={ride} thread={thread.data} />}
    </>
  );
}
