/**
 * "I need help" while the ride is live: a reason and an optional line, sent through the outbox
 * so it leaves the phone the moment any signal returns (the server adds the rider's last
 * position). Open requests show until "Resolved", by the rider or the organiser; the crew sees
 * every rider's, a rider their own.
 */
import { Alert, Anchor, Button, Card, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  HELP_REASONS,
  HELP_REASON_LABELS,
  RIDE_LIVE_LIMITS,
  RIDE_LIVE_TEXT,
  type HelpReason,
  type HelpRequest,
  type LiveState,
} from '../../../../contract/ride-live';
import { errorMessage } from '../../../lib/errors';
import { loadOutbox, useOutboxEntries } from '../../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import { useResolveHelp } from './api';
import type { HelpPayload } from './outbox-send';
import { LIVE_TEXT } from './texts';
import { riderName } from './rider-name';

function HelpForm({ rideId, onSent }: { rideId: number; onSent: () => void }) {
  const [reason, setReason] = useState<HelpReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function send() {
    if (!reason) return setError(RIDE_LIVE_TEXT.chooseReason);
    const payload: HelpPayload = { rideId, reason, note: note.trim() || null };
    await (await loadOutbox()).enqueue(OUTBOX_KINDS.eventHelp, payload);
    onSent();
  }
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Text fw={600} id="help-reason-label">
          {LIVE_TEXT.reasonLabel}
        </Text>
        <Chip.Group
          value={reason}
          onChange={(value) => {
            setReason(value as HelpReason);
            setError(null);
          }}
        >
          <Group gap="xs" role="radiogroup" aria-labelledby="help-reason-label">
            {HELP_REASONS.map((value) => (
              <Chip key={value} value={value} type="radio" color="red">
                {HELP_REASON_LABELS[value]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          label={LIVE_TEXT.noteLabel}
          value={note}
          maxLength={RIDE_LIVE_LIMITS.helpNoteMaxLength}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {LIVE_TEXT.helpSentTo}
        </Text>
        <Button color="red" onClick={() => void send()}>
          {LIVE_TEXT.sendHelp}
        </Button>
      </Stack>
    </Card>
  );
}

function OpenHelp({ help, state, mine }: { help: HelpRequest; state: LiveState; mine: boolean }) {
  const resolve = useResolveHelp(help.rideId);
  const name = riderName(help.rider);
  return (
    <Alert color="red" title={LIVE_TEXT.helpOpen(help.reason)} data-testid="open-help">
      <Stack gap={6}>
        {!mine && <Text size="sm">{name}</Text>}
        {help.note && <Text size="sm">{help.note}</Text>}
        {help.emergencyContact && (
          <Anchor size="sm" href={help.emergencyContact.callUrl}>
            {RIDE_LIVE_TEXT.callContact(help.emergencyContact.name)}
          </Anchor>
        )}
        {(mine || state.canManage) && (
          <Group>
            <Button
              size="xs"
              variant="white"
              color="red"
              loading={resolve.isPending}
              onClick={() =>
                resolve.mutate(help.id, {
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorMessage(error) }),
                })
              }
            >
              {LIVE_TEXT.resolved}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

export function HelpSection({ state, myId }: { state: LiveState; myId: number }) {
  const [asking, setAsking] = useState(false);
  const queued = useOutboxEntries<HelpPayload>(OUTBOX_KINDS.eventHelp).filter(
    (entry) => entry.payload.rideId === state.rideId,
  );
  return (
    <Stack gap="sm">
      {state.help.map((help) => (
        <OpenHelp key={help.id} help={help} state={state} mine={help.rider.id === myId} />
      ))}
      {queued.map((entry) => (
        <Alert key={entry.id} color="orange" title={LIVE_TEXT.helpOpen(entry.payload.reason)}>
          <Text size="sm">{entry.payload.note}</Text>
          <Text size="sm" fw={600}>
            {entry.state === 'failed' && entry.lastError ? entry.lastError : LIVE_TEXT.helpWaiting}
          </Text>
        </Alert>
      ))}
      {state.canShare &&
        (asking ? (
          <HelpForm rideId={state.rideId} onSent={() => setAsking(false)} />
        ) : (
          <Button color="red" variant="light" onClick={() => setAsking(true)}>
            {LIVE_TEXT.needHelp}
          </Button>
        ))}
    </Stack>
  );
}
