import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { EventListItem } from '../../../../contract/events';
import cardLink from '../../../components/card-link.module.css';
import { EVENT_TEXT } from '../../../../contract/events-constants';
import { describeSeries } from '../../../../contract/ride-series';
import { EventCover } from '../event-cover';
import {
  PACE_COLOURS,
  distanceText,
  durationText,
  kindLabel,
  paceLabel,
  startTime,
} from '../ride-format';
import { placesText } from '../rsvp/rsvp-state';
import { RIDES_TEXT } from '../texts';

/** A ride in a list: the whole card opens the ride page. A cancelled one says so in words and
 * strikes its name, at full contrast. */
/** `showMyRsvp: false` where the card stands for someone else's ride (another member's profile). */
export function EventCard({
  ride,
  showMyRsvp = true,
}: {
  ride: EventListItem;
  showMyRsvp?: boolean;
}) {
  const cancelled = ride.status === 'cancelled';
  return (
    <Card withBorder padding="sm" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box w={{ base: 96, sm: 160 }} style={{ flexShrink: 0 }}>
          <EventCover
            picture={ride.coverPicture}
            alt=""
            sizes="(min-width: 48em) 160px, 96px"
            ratio={4 / 3}
          />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text
            renderRoot={(props) => (
              <Link to="/events/$id" params={{ id: String(ride.id) }} {...props} />
            )}
            className={cardLink.link}
            fw={600}
            lineClamp={2}
            td={cancelled ? 'line-through' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {ride.name}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={ride.startsAt}>{startTime(ride.startsAt)}</time>
            {' · '}
            {durationText(ride.durationMinutes)}
          </Text>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {ride.from.name} → {ride.to.name}
          </Text>
          {ride.series && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {describeSeries(ride.series)}
            </Text>
          )}
          <Group gap={6} mt={2}>
            {cancelled && (
              <Badge color="red" variant="filled">
                {RIDES_TEXT.cancelled}
              </Badge>
            )}
            <Badge color={PACE_COLOURS[ride.pace]} variant="light">
              {paceLabel(ride.pace)}
            </Badge>
            <Badge color="grape" variant="light">
              {kindLabel(ride.kind)}
            </Badge>
            {ride.distanceKm !== null && (
              <Badge color="gray" variant="light">
                {distanceText(ride.distanceKm)}
              </Badge>
            )}
            <Badge color="gray" variant="outline" leftSection={<IconUsers size={12} />}>
              {placesText(ride)}
            </Badge>
            {showMyRsvp && ride.myRsvp === 'going' && (
              <Badge color="teal" variant="filled">
                {EVENT_TEXT.going}
              </Badge>
            )}
            {showMyRsvp && ride.myRsvp === 'waitlisted' && (
              <Badge color="orange" variant="light">
                {EVENT_TEXT.waitlisted}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
