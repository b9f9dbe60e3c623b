import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { groupByDay } from '../events/day-groups';
import { EventCard } from '../events/event-card';
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

/**
 * The rides a member joined, upcoming first, on their profile; members only, since who is
 * going is for members. The server lists waitlisted places to the member themself only.
 */
export function MemberRides({ riderId }: { riderId: number }) {
  const rides = useInfiniteQuery(riderRidesQuery(riderId));
  const list = rides.data?.pages.flatMap((page) => page.content) ?? [];
  // The cards say the time only: the day is their heading, as in the ride lists.
  const days = groupByDay(list, (ride) => ride.startsAt);
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
      {days.map((day) => (
        <Stack key={day.key} gap="xs" component="section" aria-label={day.heading}>
          <Title order={3} size="h6" c="dimmed">
            {day.heading}
          </Title>
          {day.items.map((ride) => (
            <EventCard key={ride.id} ride={ride} />
          ))}
        </Stack>
      ))}
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
