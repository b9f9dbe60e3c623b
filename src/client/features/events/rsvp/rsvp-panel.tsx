/**
 * The rider's RSVP on the ride page. A choice goes through the outbox (kind 'event.rsvp'), so
 * it is kept when there is no signal: the page says "Waiting to send" until the server has it.
 * A refusal stays in the outbox until the rider has seen it, as a refused post or bug report
 * does, so it is still here after a reload and counts as needing them meanwhile; but it is
 * shown here in the ride's terms. One no retry can change (the ride was cancelled, has started,
 * is gone; the account may not answer) says what happened, with Dismiss; a refused guests
 * field opens the guest choices with the server's words on them; only what a newer version
 * must send, or a session that ended, keeps the outbox's Retry, Edit and Discard. Guests past
 * the free places are no refusal: the party waits together, as the guest choices say first.
 */
import { Alert, Badge, Button, Card, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconHourglass, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import type { Event } from '../../../../contract/events';
import { EVENT_LIMITS, EVENT_TEXT } from '../../../../contract/events-constants';
import { RefusedWrite } from '../../../components/refused-write';
import { editPath, useEditRequest } from '../../../lib/outbox/edit-request';
import { loadOutbox } from '../../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import { useCurrentUser } from '../../../lib/current-user';
import type { RsvpPayload } from './outbox-send';
import type { QueuedRsvps } from './queued-rsvps';
import { hasStarted } from '../ride-format';
import { ridePagePath } from '../ride-page-path';
import { RsvpRefusalNotice } from './rsvp-refusal-notice';
import { rsvpRefusalOf, rsvpView } from './rsvp-state';
import { RIDES_TEXT } from '../texts';

/**
 * Just me, +1, +2: a rider going may bring up to EVENT_LIMITS.guestsMax guests. Read each time
 * the panel is drawn, in the page's language.
 */
function guestChoices() {
  return Array.from({ length: EVENT_LIMITS.guestsMax + 1 }, (_, guests) => ({
    value: String(guests),
    label: EVENT_TEXT.guestsChoice(guests),
  }));
}

/** `entries`: the reader's RSVPs for this ride still in the outbox (queued-rsvps.ts). */
export function RsvpPanel({ ride, entries }: { ride: Event; entries: QueuedRsvps }) {
  const me = useCurrentUser();
  const goingButton = useRef<HTMLButtonElement>(null);
  const last = entries.at(-1);
  const queued = last && last.state !== 'failed' ? last : undefined;
  const view = rsvpView(
    ride,
    last ? { going: last.payload.going, failed: last.state === 'failed' } : null,
  );
  // The guests asked for last: still in the outbox, else as the server has them.
  const guests = queued ? (queued.payload.guests ?? 0) : ride.myGuests;
  const cancelled = ride.status === 'cancelled';
  const started = hasStarted(ride.startsAt);
  const full = ride.capacity !== null && ride.goingCount >= ride.capacity;
  const closed = cancelled || started;
  const refusal = last ? rsvpRefusalOf(last, ride) : null;
  const guestsRefused = refusal?.kind === 'guests' ? refusal.message : null;
  // The guest choices show while going, and when the server refused the guests asked for.
  const showGuests = !closed && refusal?.kind !== 'gone' && (view.going || guestsRefused !== null);
  // Places the rider going may still fill with guests: asking for more makes their party wait,
  // together, on the waitlist, which is said before they ask (null: room for every choice).
  const freeForGuests =
    ride.myRsvp === 'going' && ride.capacity !== null
      ? Math.max(0, ride.capacity - ride.goingCount)
      : null;
  const roomWarning =
    freeForGuests !== null && ride.myGuests + freeForGuests < EVENT_LIMITS.guestsMax
      ? EVENT_TEXT.guestsWaitTogether(freeForGuests)
      : null;

  /** The last choice is the one that counts: an older one not yet sent is dropped. */
  async function choose(going: boolean, withGuests = going ? guests : 0) {
    if (entries.length === 0 && view.going === going && withGuests === guests) return;
    const outbox = await loadOutbox();
    for (const entry of entries) if (entry.state !== 'sending') await outbox.discard(entry.id);
    await outbox.enqueue(OUTBOX_KINDS.eventRsvp, {
      eventId: ride.id,
      going,
      guests: withGuests,
    });
  }

  async function editRefused(id: string) {
    await (await loadOutbox()).discard(id);
    goingButton.current?.focus();
  }
  // `?edit=<entry>`: an RSVP opened from another version of the app ("Update the app"). Its
  // form is these buttons: the panel, with the entry shown, takes the focus.
  useEditRequest<RsvpPayload>([OUTBOX_KINDS.eventRsvp], (entry) => {
    if (entry.payload.eventId !== ride.id) return false;
    goingButton.current?.focus();
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="rsvp-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rsvp-heading">
          {RIDES_TEXT.rsvpHeading}
        </Title>
        {!me ? (
          <Alert variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{RIDES_TEXT.signInToJoin}</Text>
              <Button component={Link} to="/auth/signin" size="xs">
                {RIDES_TEXT.signIn}
              </Button>
            </Group>
          </Alert>
        ) : (
          <>
            <Group gap="xs" aria-live="polite">
              <Text fw={600} size="lg" data-testid="rsvp-state">
                {view.text}
              </Text>
              {view.waiting && (
                <Badge color="gray" variant="outline">
                  {RIDES_TEXT.waitingToSend}
                </Badge>
              )}
            </Group>
            {last && refusal && refusal.kind !== 'guests' && (
              <RsvpRefusalNotice entryId={last.id} refusal={refusal} />
            )}
            {closed || refusal?.kind === 'gone' ? (
              !refusal && (
                <Text size="sm" c="dimmed">
                  {cancelled ? RIDES_TEXT.rideCancelled : RIDES_TEXT.rideOver}
                </Text>
              )
            ) : (
              <Group gap="xs" grow>
                {/* A place on the waitlist is not a place on the ride: it never shows as "Going". */}
                <Button
                  ref={goingButton}
                  variant={view.waitlisted ? 'light' : view.going ? 'filled' : 'default'}
                  aria-pressed={view.going}
                  leftSection={
                    view.waitlisted ? <IconHourglass size={16} /> : <IconCheck size={16} />
                  }
                  onClick={() => void choose(true)}
                >
                  {view.waitlisted
                    ? RIDES_TEXT.onWaitlistButton
                    : full && !view.going
                      ? EVENT_TEXT.joinWaitlist
                      : RIDES_TEXT.goingButton}
                </Button>
                <Button
                  variant={view.going ? 'default' : 'filled'}
                  color={view.going ? undefined : 'gray'}
                  aria-pressed={!view.going}
                  leftSection={<IconX size={16} />}
                  onClick={() => void choose(false)}
                >
                  {view.waitlisted ? RIDES_TEXT.leaveWaitlistButton : RIDES_TEXT.notGoingButton}
                </Button>
              </Group>
            )}
            {showGuests && (
              <Stack gap={4}>
                {guestsRefused !== null && (
                  <Text size="sm" c="red" fw={500}>
                    {RIDES_TEXT.rsvpGuestsRefused}
                  </Text>
                )}
                <Text size="sm" fw={500} id="rsvp-guests-label">
                  {EVENT_TEXT.guestsLabel}
                </Text>
                {/* Chips, not a segmented control: its sliding mark measures the page as it
                    first draws, which held the ride page's start by a long task on a phone.
                    Refused, no choice stands, so whichever the rider taps is sent. */}
                <Chip.Group
                  value={guestsRefused !== null ? '' : String(guests)}
                  onChange={(value) => void choose(true, Number(value))}
                >
                  <Group
                    gap="xs"
                    role="radiogroup"
                    aria-labelledby="rsvp-guests-label"
                    aria-describedby={
                      guestsRefused !== null
                        ? 'rsvp-guests-error rsvp-guests-hint'
                        : 'rsvp-guests-hint'
                    }
                    aria-invalid={guestsRefused !== null || undefined}
                  >
                    {guestChoices().map((choice) => (
                      <Chip key={choice.value} value={choice.value} name="rsvp-guests">
                        {choice.label}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                {guestsRefused !== null && (
                  <Text size="xs" c="red" id="rsvp-guests-error">
                    {guestsRefused}
                  </Text>
                )}
                <Text size="xs" c="dimmed" id="rsvp-guests-hint">
                  {EVENT_TEXT.guestsHint}
                  {roomWarning && (
                    <>
                      {' '}
                      <Text span size="xs" fw={600} c="var(--mantine-color-text)">
                        {roomWarning}
                      </Text>
                    </>
                  )}
                </Text>
              </Stack>
            )}
            {last?.state === 'failed' && !refusal && (
              <RefusedWrite
                entry={last}
                prefix={RIDES_TEXT.notSentPrefix}
                onEdit={() => void editRefused(last.id)}
                updatePath={editPath(ridePagePath(ride.id), last.id)}
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
