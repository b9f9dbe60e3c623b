import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { EventListItem } from '../../../contract/events';
import { useCurrentUser } from '../../lib/current-user';
import { groupByDay } from '../events/calendar/day-groups';
import { EventCard } from '../events/list/event-card';
import { distanceText, hasStarted } from '../events/ride-format';
import { riderRidesQuery } from './api';
import { PEOPLE_TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';

function RideSkeleton() {
  return (
    <Card withBorder padding="sm" radius="md" aria-hidden>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Skeleton w={96} h={72} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={14} width="60%" />
          <Skeleton height={10} width="40%" />
          <Skeleton height={10} width="70%" />
        </Stack>
      </Group>
    </Card>
  );
}

/** The rides of one part of the list under their days' headings. */
function RideDays({ rides, own, level }: { rides: EventListItem[]; own: boolean; level: 3 | 4 }) {
  // The cards say the time only: the day is their heading, as in the ride lists.
  return groupByDay(rides, (ride) => ride.startsAt).map((day) => (
    <Stack key={day.key} gap="xs" component="section" aria-label={day.heading}>
      <Title order={level} size="h6" c="dimmed">
        {day.heading}
      </Title>
      {day.items.map((ride) => (
        // On another member's page the reader's own place on the ride would read as theirs.
        <EventCard key={ride.id} ride={ride} showMyRsvp={own} />
      ))}
    </Stack>
  ));
}

/**
 * The rides a member joined, upcoming first, then the ones they rode (the roll-call marked them
 * present) under their own heading with what they add up to, on their profile; members only,
 * since who is going is for members. The server lists waitlisted places to the member themself
 * only.
 */
export function MemberRides({ riderId }: { riderId: number }) {
  const me = useCurrentUser();
  const own = me?.id === riderId;
  const rides = useInfiniteQuery(riderRidesQuery(riderId));
  const list = rides.data?.pages.flatMap((page) => page.content) ?? [];
  const ridden = rides.data?.pages[0]?.ridden;
  const upcoming = list.filter((ride) => !hasStarted(ride.startsAt));
  const past = list.filter((ride) => hasStarted(ride.startsAt));
  return (
    <Stack gap="sm" component="section" aria-label={PEOPLE_TEXT.ridesTitle}>
      <Title order={2} size="h4">
        {PEOPLE_TEXT.ridesTitle}
      </Title>
      {rides.isPending && [0, 1].map((key) => <RideSkeleton key={key} />)}
      {rides.isError && !rides.data && (
        <LoadFailed
          title={PEOPLE_TEXT.ridesFailed}
          error={rides.error}
          onRetry={() => void rides.refetch()}
        />
      )}
      {rides.isSuccess && list.length === 0 && (
        <Text c="dimmed" size="sm">
          {PEOPLE_TEXT.noRides}
        </Text>
      )}
      <RideDays rides={upcoming} own={own} level={3} />
      {past.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="past-rides-heading">
          <Title order={3} size="h5" id="past-rides-heading">
            {PEOPLE_TEXT.riddenTitle}
          </Title>
          {ridden && (
            <Text size="sm" c="dimmed">
              {PEOPLE_TEXT.riddenSummary(ridden.rides, distanceText(ridden.distanceKm))}
            </Text>
          )}
          <RideDays rides={past} own={own} level={4} />
        </Stack>
      )}
      {rides.hasNextPage && (
        <Button
          variant="light"
          loading={rides.isFetchingNextPage}
          onClick={() => void rides.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {PEOPLE_TEXT.moreRides}
        </Button>
      )}
    </Stack>
  );
}
