/**
 * Who is going, by face and name, in join order: every member sees the riders going; the
 * organiser and admins also see the waitlist, which the server sends only to them. A long list
 * shows its first riders and opens the rest on a tap.
 */
import {
  Avatar,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_AVATAR_URL } from '../../../../contract/constants';
import type { Attendee, Event } from '../../../../contract/events';
import { EVENT_TEXT } from '../../../../contract/events-constants';
import { useCurrentUser } from '../../../lib/current-user';
import { attendeesQuery } from '../api';
import { placesText, ridersAsAsked, type AskedRsvp, type ListedRider } from './rsvp-state';
import { RIDES_TEXT } from '../texts';

/** Riders shown before "Show all". */
const FIRST_RIDERS = 12;

/** "Rahim Uddin", or "Rahim Uddin +2" for a rider bringing guests. */
function nameOf(attendee: Attendee): string {
  return (
    (attendee.user.fullName || attendee.user.username) + EVENT_TEXT.withGuests(attendee.guests)
  );
}

function Riders({
  title,
  riders,
  empty,
  numbered = false,
}: {
  title: string;
  riders: ListedRider[];
  empty: string;
  /** The waitlist's order is each rider's place in line. */
  numbered?: boolean;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? riders : riders.slice(0, FIRST_RIDERS);
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {riders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SimpleGrid component="ol" cols={{ base: 1, xs: 2 }} spacing={6} m={0} p={0}>
          {shown.map((rider, index) => (
            <Group
              key={rider.user.id}
              component="li"
              gap="xs"
              wrap="nowrap"
              style={{ listStyle: 'none', minWidth: 0 }}
            >
              {numbered && (
                <Text size="sm" c="dimmed" w="1.5em" ta="right">
                  {index + 1}.
                </Text>
              )}
              <Avatar
                src={rider.user.profilePicture?.url ?? DEFAULT_AVATAR_URL}
                alt=""
                radius="xl"
                size={28}
              />
              <Text size="sm" truncate="end">
                {nameOf(rider)}
              </Text>
              {/* An hourglass, as the RSVP above says it in words: the list stays a list of names. */}
              {rider.waiting && (
                <IconHourglass
                  size={14}
                  role="img"
                  aria-label={RIDES_TEXT.waitingToSend}
                  color="var(--mantine-color-dimmed)"
                  style={{ flexShrink: 0 }}
                />
              )}
            </Group>
          ))}
        </SimpleGrid>
      )}
      {riders.length > FIRST_RIDERS && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(!all)} w="fit-content">
          {all ? RIDES_TEXT.showFewer : RIDES_TEXT.showAll(riders.length)}
        </Button>
      )}
    </Stack>
  );
}

/** `asked`: the reader's RSVP still in the outbox (queued-rsvps.ts), which the lists follow. */
export function AttendeesSection({ ride, asked }: { ride: Event; asked: AskedRsvp | null }) {
  const me = useCurrentUser();
  const attendees = useQuery({ ...attendeesQuery(ride.id), enabled: Boolean(me) });
  const full = ride.capacity !== null && ride.goingCount >= ride.capacity;
  const lists = attendees.data && me && ridersAsAsked(attendees.data, me, asked, full);
  const waitlist = lists?.waitlist ?? null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="going-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="going-heading">
            {RIDES_TEXT.whoIsGoing}
          </Title>
          <Text size="sm" c="dimmed">
            {placesText(ride)}
          </Text>
        </Group>
        {!me && (
          <Text size="sm" c="dimmed">
            {RIDES_TEXT.signInToSeeRiders}
          </Text>
        )}
        {me && attendees.isPending && <Skeleton height={38} width="60%" />}
        {lists && (
          <Riders title={RIDES_TEXT.goingList} riders={lists.going} empty={RIDES_TEXT.nobodyYet} />
        )}
        {waitlist && (
          <Riders
            title={RIDES_TEXT.waitlist}
            riders={waitlist}
            empty={RIDES_TEXT.waitlistEmpty}
            numbered
          />
        )}
      </Stack>
    </Card>
  );
}
