/**
 * Who is going. Every member sees their faces; the organiser and admins also get the lists by
 * name in join order, and the waitlist, which the server sends only to them.
 */
import { Avatar, Card, Group, List, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_AVATAR_URL } from '../../../contract/constants';
import type { Attendee, Event } from '../../../contract/events';
import { useCurrentUser } from '../auth/api';
import { attendeesQuery } from './api';
import { placesText } from './rsvp-state';
import { EVENTS_TEXT } from './texts';

const FACES = 10;

function nameOf(attendee: Attendee): string {
  return attendee.user.fullName || attendee.user.username;
}

function NamedList({ title, riders, empty }: { title: string; riders: Attendee[]; empty: string }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {riders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List type="ordered" size="sm" spacing={2}>
          {riders.map((rider) => (
            <List.Item key={rider.user.id}>{nameOf(rider)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function AttendeesSection({ ride }: { ride: Event }) {
  const me = useCurrentUser();
  const attendees = useQuery({ ...attendeesQuery(ride.id), enabled: Boolean(me) });
  const going = attendees.data?.going ?? [];
  const waitlist = attendees.data?.waitlist ?? null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="going-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="going-heading">
            {EVENTS_TEXT.whoIsGoing}
          </Title>
          <Text size="sm" c="dimmed">
            {placesText(ride)}
          </Text>
        </Group>
        {me && attendees.isPending && <Skeleton height={38} width="60%" />}
        {me && attendees.isSuccess && going.length === 0 && (
          <Text size="sm" c="dimmed">
            {EVENTS_TEXT.nobodyYet}
          </Text>
        )}
        {going.length > 0 && (
          <Tooltip.Group openDelay={200}>
            <Avatar.Group spacing="sm">
              {going.slice(0, FACES).map((rider) => (
                <Tooltip key={rider.user.id} label={nameOf(rider)} withArrow>
                  <Avatar
                    src={rider.user.profilePicture?.url ?? DEFAULT_AVATAR_URL}
                    alt={nameOf(rider)}
                    radius="xl"
                  />
                </Tooltip>
              ))}
              {going.length > FACES && <Avatar radius="xl">+{going.length - FACES}</Avatar>}
            </Avatar.Group>
          </Tooltip.Group>
        )}
        {waitlist && (
          <>
            <NamedList title={EVENTS_TEXT.goingList} riders={going} empty={EVENTS_TEXT.nobodyYet} />
            <NamedList
              title={EVENTS_TEXT.waitlist}
              riders={waitlist}
              empty={EVENTS_TEXT.waitlistEmpty}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
