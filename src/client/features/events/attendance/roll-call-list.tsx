/**
 * The roll-call list, phone first: "12 of 15 here" on top, then one 44 px-high card per rider
 * that one tap turns present or not (a member's guests come with them, and the organiser may
 * say fewer came), then walk-ups. Every tap and walk-up goes through the outbox, so it shows at
 * once and is sent when there is signal.
 */
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_AVATAR_URL } from '../../../../contract/constants';
import { LoadFailed } from '../../../components/load-failed';
import { OUTBOX_TEXT } from '../../../../contract/outbox';
import { editPath } from '../../../lib/outbox/edit-request';
import { useOutboxEntries, loadOutbox } from '../../../lib/outbox/hooks';
import { openInNewerVersion } from '../../../components/refused-write';
import { ridePagePath } from '../ride-page-path';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import { errorMessage } from '../../../lib/errors';
import { notifications } from '@mantine/notifications';
import { attendanceQuery, useRemoveWalkUp } from './api';
import type { AttendanceMarkPayload, WalkUpPayload } from './outbox-send';
import { rollCallView, type RollCallRow } from './roll-call-state';
import { ROLL_CALL_TEXT } from './texts';
import { WalkUpAdder } from './walk-up-adder';
import classes from './roll-call.module.css';

function Row({ row, eventId, entries }: { row: RollCallRow; eventId: number; entries: string[] }) {
  const remove = useRemoveWalkUp(eventId);
  const label = row.guestName ? ROLL_CALL_TEXT.guestLabel(row.name) : row.name;
  async function send(present: boolean, guests?: number) {
    if (row.userId === null) return;
    const outbox = await loadOutbox();
    // The last tap is the one that counts: an older one not yet sent is dropped.
    for (const id of entries) await outbox.discard(id);
    await outbox.enqueue(OUTBOX_KINDS.eventAttendance, {
      eventId,
      userId: row.userId,
      present,
      // A dropped tap may have said how many guests came: the row shows it, so it is sent again.
      ...(present && row.guests > 0 ? { guests: guests ?? row.guestsPresent } : {}),
    });
  }
  const toggle = () => send(!row.present, row.present ? undefined : row.guests);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Checkbox.Card
          checked={row.present}
          onClick={() => void toggle()}
          disabled={row.userId === null}
          aria-label={
            row.guests > 0
              ? ROLL_CALL_TEXT.rowWithGuests(label, ROLL_CALL_TEXT.withGuests(row.guests))
              : label
          }
          radius="md"
          p="xs"
          mih={56}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap="sm" wrap="nowrap">
            <Checkbox.Indicator size="md" />
            {row.userId !== null && (
              <Avatar src={row.pictureUrl ?? DEFAULT_AVATAR_URL} alt="" radius="xl" size={32} />
            )}
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
              <Group gap={6}>
                {row.guests > 0 && (
                  <Text size="sm" c="dimmed">
                    {ROLL_CALL_TEXT.withGuests(row.guests)}
                  </Text>
                )}
                {row.walkUp && (
                  <Badge size="sm" variant="light" color="grape">
                    {ROLL_CALL_TEXT.walkUp}
                  </Badge>
                )}
                {row.waiting && (
                  <Badge size="sm" variant="outline" color="gray">
                    {ROLL_CALL_TEXT.waiting}
                  </Badge>
                )}
              </Group>
            </Stack>
            <Text
              size="sm"
              c={row.present ? undefined : 'dimmed'}
              className={row.present ? classes.here : undefined}
              fw={500}
            >
              {row.present ? ROLL_CALL_TEXT.present : ROLL_CALL_TEXT.absent}
            </Text>
          </Group>
        </Checkbox.Card>
        {row.walkUpId !== null && !row.waiting && (
          <ActionIcon
            variant="subtle"
            color="red"
            size={56}
            aria-label={ROLL_CALL_TEXT.remove(label)}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(row.walkUpId!, {
                onError: (error) =>
                  notifications.show({ color: 'red', message: errorMessage(error) }),
              })
            }
          >
            <IconTrash size={20} />
          </ActionIcon>
        )}
      </Group>
      {row.present && row.guests > 0 && (
        <Group gap="xs" pl="xs">
          <Text size="sm" aria-hidden>
            {ROLL_CALL_TEXT.guestsHere}
          </Text>
          <SegmentedControl
            size="md"
            aria-label={ROLL_CALL_TEXT.guestsHereOf(label)}
            value={String(row.guestsPresent)}
            onChange={(value) => void send(true, Number(value))}
            data={Array.from({ length: row.guests + 1 }, (_, count) => String(count))}
          />
        </Group>
      )}
      {row.failed && (
        <Group gap="xs">
          <Text size="sm" c="red" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {row.failed.refusal === 'update'
              ? OUTBOX_TEXT.updateToSend
              : row.failed.refusal === 'rewrite'
                ? OUTBOX_TEXT.writtenOlder
                : `${ROLL_CALL_TEXT.notSaved}${row.failed.reason ?? ''}`}
          </Text>
          {row.failed.refusal === 'update' ? (
            <Button
              size="xs"
              onClick={() =>
                void openInNewerVersion(editPath(ridePagePath(eventId), row.failed!.entryId))
              }
            >
              {OUTBOX_TEXT.updateApp}
            </Button>
          ) : (
            // Written in a version this one no longer sends: a tap on the row marks it again.
            row.failed.refusal === 'refused' && (
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  void loadOutbox().then((outbox) => outbox.retry(row.failed!.entryId))
                }
              >
                {ROLL_CALL_TEXT.retry}
              </Button>
            )
          )}
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => void loadOutbox().then((outbox) => outbox.discard(row.failed!.entryId))}
          >
            {ROLL_CALL_TEXT.discard}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export default function RollCallList({ eventId }: { eventId: number }) {
  const list = useQuery(attendanceQuery(eventId));
  const marks = useOutboxEntries<AttendanceMarkPayload>(OUTBOX_KINDS.eventAttendance).filter(
    (entry) => entry.payload.eventId === eventId,
  );
  const walkUps = useOutboxEntries<WalkUpPayload>(OUTBOX_KINDS.eventWalkUp).filter(
    (entry) => entry.payload.eventId === eventId,
  );
  if (list.isPending) {
    return (
      // A status, so its name is said (a name on a plain box is not).
      <Stack role="status" aria-busy="true" aria-label={ROLL_CALL_TEXT.loading}>
        <Skeleton height={28} width="40%" />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={ROLL_CALL_TEXT.loadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const view = rollCallView(list.data, marks, walkUps);
  const unsent = (userId: number | null) =>
    marks
      .filter((entry) => entry.payload.userId === userId && entry.state !== 'sending')
      .map((entry) => entry.id);
  return (
    <Stack gap="sm">
      <Text fz={28} fw={700} aria-live="polite" data-testid="roll-call-count">
        {ROLL_CALL_TEXT.here(view.presentCount, view.expectedCount)}
      </Text>
      {view.rows.length === 0 && <Text c="dimmed">{ROLL_CALL_TEXT.nobody}</Text>}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {view.rows.map((row) => (
          <li key={row.key}>
            <Row row={row} eventId={eventId} entries={unsent(row.userId)} />
          </li>
        ))}
      </Stack>
      <WalkUpAdder eventId={eventId} listed={view.rows} />
    </Stack>
  );
}
