/**
 * /events, the club's group rides (docs/product.md §1 'events'): Upcoming (the next ride on top),
 * Past (latest first) and My rides (organised or joined), each read by day. Lists seen once
 * open offline from the service worker's cache.
 */
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  EVENT_LIMITS,
  EVENT_LISTS,
  EVENT_PATHS,
  type EventList,
} from '../../../contract/events-constants';
import { DataAge } from '../../components/data-age';
import { apiUrl } from '../../lib/api-client';
import { useReplySavedAt } from '../../lib/pwa/reply-age';
import { useCurrentUser } from '../../lib/current-user';
import { LoadFailed } from '../../components/load-failed';
import { eventListQuery } from './api';
import { groupByDay } from './day-groups';
import { EventCard } from './event-card';
import { RIDES_TEXT } from './texts';

function CardSkeleton() {
  return (
    <Card withBorder padding="sm" radius="md" aria-hidden>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Skeleton w={{ base: 96, sm: 160 }} h={{ base: 72, sm: 120 }} radius="sm" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={14} width="70%" />
          <Skeleton height={10} width="30%" />
          <Skeleton height={10} width="55%" />
          <Skeleton height={16} width="80%" />
        </Stack>
      </Group>
    </Card>
  );
}

function RideList({ list }: { list: EventList }) {
  const rides = useInfiniteQuery(eventListQuery(list));
  const savedAt = useReplySavedAt(
    apiUrl(EVENT_PATHS.list, { list, page: 0, size: EVENT_LIMITS.listDefaultSize }),
  );
  const items = rides.data?.pages.flatMap((page) => page.content) ?? [];
  const days = groupByDay(items, (ride) => ride.startsAt);

  return (
    <Stack gap="md" aria-busy={rides.isPending} mt="md">
      {rides.isPending && [0, 1, 2].map((key) => <CardSkeleton key={key} />)}
      {rides.isError && !rides.data && (
        <LoadFailed
          title={RIDES_TEXT.loadFailed}
          error={rides.error}
          onRetry={() => void rides.refetch()}
        />
      )}
      {rides.isSuccess && items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {RIDES_TEXT.empty[list]}
        </Text>
      )}
      <DataAge at={savedAt} />
      {days.map((day) => (
        <Stack key={day.key} gap="xs" component="section" aria-label={day.heading}>
          <Title order={2} size="h5" c="dimmed">
            {day.heading}
          </Title>
          {day.items.map((ride) => (
            <EventCard key={ride.id} ride={ride} />
          ))}
        </Stack>
      ))}
      {rides.hasNextPage && (
        <Button
          variant="default"
          w="fit-content"
          mx="auto"
          loading={rides.isFetchingNextPage}
          onClick={() => void rides.fetchNextPage()}
        >
          {RIDES_TEXT.more}
        </Button>
      )}
    </Stack>
  );
}

export function EventsScreen({
  list,
  onList,
}: {
  list: EventList;
  onList: (list: EventList) => void;
}) {
  const me = useCurrentUser();
  return (
    <Container size={840} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={1} size="h3">
          {RIDES_TEXT.title}
        </Title>
        {me && (
          <Button component={Link} to="/events/new" leftSection={<IconPlus size={16} />}>
            {RIDES_TEXT.newRide}
          </Button>
        )}
      </Group>
      <Tabs value={list} onChange={(value) => value && onList(value as EventList)}>
        <Tabs.List grow>
          {EVENT_LISTS.map((one) => (
            <Tabs.Tab key={one} value={one}>
              {RIDES_TEXT.tabs[one]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {EVENT_LISTS.map((one) => (
          <Tabs.Panel key={one} value={one}>
            {one === 'mine' && !me ? (
              <Alert variant="light" mt="md">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{RIDES_TEXT.signInForMine}</Text>
                  <Button component={Link} to="/auth/signin" size="xs">
                    {RIDES_TEXT.signIn}
                  </Button>
                </Group>
              </Alert>
            ) : (
              one === list && <RideList list={one} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
