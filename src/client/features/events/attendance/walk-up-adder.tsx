/**
 * "Add a walk-up": a member found through the people directory's search (needs a signal), or a
 * guest by name only (works offline). Either is queued in the outbox and marked present; a guest
 * whose name is already listed is refused at once, as the server would.
 */
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ATTENDANCE_LIMITS, ATTENDANCE_TEXT } from '../../../../contract/ride-attendance-constants';
import { loadOutbox } from '../../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import { memberSearchQuery } from './api';
import type { WalkUpPayload } from './outbox-send';
import type { RollCallRow } from './roll-call-state';
import { ROLL_CALL_TEXT } from './texts';

export function WalkUpAdder({ eventId, listed }: { eventId: number; listed: RollCallRow[] }) {
  const [search, setSearch] = useState('');
  const [guest, setGuest] = useState('');
  const [guestError, setGuestError] = useState<string | null>(null);
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useQuery(memberSearchQuery(q));
  const present = new Set(listed.filter((row) => row.present).map((row) => row.userId));
  const members = (found.data?.content ?? []).filter((member) => !present.has(member.id));

  async function add(payload: Omit<WalkUpPayload, 'eventId'>) {
    await (await loadOutbox()).enqueue(OUTBOX_KINDS.eventWalkUp, { eventId, ...payload });
  }
  async function addGuest() {
    const name = guest.trim();
    if (!name) return;
    // The server refuses a second guest of a name already listed; said here at once, offline
    // too (a guest queued and not yet sent is listed already).
    const lower = name.toLowerCase();
    if (listed.some((row) => row.guestName?.toLowerCase() === lower)) {
      setGuestError(ATTENDANCE_TEXT.guestAlreadyListed(name));
      return;
    }
    setGuest('');
    await add({ guestName: name, name });
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="walk-up-heading" mt="md">
      <Title order={3} size="h5" id="walk-up-heading">
        {ROLL_CALL_TEXT.addWalkUp}
      </Title>
      <TextInput
        label={ROLL_CALL_TEXT.memberSearch}
        description={ROLL_CALL_TEXT.memberSearchHint}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="md"
      />
      {q.length >= 2 && found.isError && (
        <Text size="sm" c="dimmed">
          {ROLL_CALL_TEXT.searchOffline}
        </Text>
      )}
      {q.length >= 2 && found.isSuccess && members.length === 0 && (
        <Text size="sm" c="dimmed">
          {ROLL_CALL_TEXT.noMembersFound}
        </Text>
      )}
      {members.map((member) => (
        <Group key={member.id} justify="space-between" wrap="nowrap">
          <Text style={{ overflowWrap: 'anywhere' }}>{member.fullName || member.username}</Text>
          <Button
            size="md"
            variant="light"
            aria-label={ROLL_CALL_TEXT.addMember(member.fullName || member.username)}
            onClick={() => {
              setSearch('');
              void add({ userId: member.id, name: member.fullName || member.username });
            }}
          >
            {ROLL_CALL_TEXT.add}
          </Button>
        </Group>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void addGuest();
        }}
      >
        <TextInput
          label={ROLL_CALL_TEXT.guestName}
          value={guest}
          maxLength={ATTENDANCE_LIMITS.guestNameMaxLength}
          onChange={(event) => {
            setGuest(event.currentTarget.value);
            setGuestError(null);
          }}
          error={guestError}
          size="md"
          // The button sits beside the field itself, so a message below the field moves neither.
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap">
              <div style={{ flex: 1 }}>{input}</div>
              <Button type="submit" size="md" leftSection={<IconUserPlus size={18} />}>
                {ROLL_CALL_TEXT.addGuest}
              </Button>
            </Group>
          )}
        />
      </form>
    </Stack>
  );
}
