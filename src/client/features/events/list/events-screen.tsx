/**
 * /events, the club's group rides (docs/product.md §1 'events'): Upcoming (the next ride on top),
 * Past (latest first) and My rides (organised or joined), each read by day, or a calendar of
 * the month (a week on a phone); both narrowed by the filters. Lists and months seen once open
 * offline from the service worker's cache, which keeps each filtered address.
 */
import {
  Alert,
  Button,
  ButtonGroup,
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
import { Suspense, lazy } from 'react';
import { EVENT_LISTS, EVENT_PATHS, type EventList } from '../../../../contract/events-constants';
import { DataAge } from '../../../components/data-age';
import { apiUrl } from '../../../lib/api-client';
import { useReplySavedAt } from '../../../lib/pwa/reply-age';
import { useCurrentUser } from '../../../lib/current-user';
import { LoadFailed } from '../../../components/load-failed';
import { eventListParams, eventListQuery } from '../api';
import { groupByDay } from '../calendar/day-groups';
import { EventCard } from './event-card';
import { RideFiltersBar } from './ride-filters';
import { NO_RIDE_FILTERS, filterCount, searchOfFilters } from './ride-filter-query';
import { filtersOf, type RideFilters, type RideSearch } from './ride-search';
import { FILTER_TEXT, RIDES_TEXT } from '../texts';

/** Its own chunk, fetched when a rider first picks Calendar. */
const RideCalendar = lazy(() => import('../calendar/ride-calendar'));

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

/** My rides and "Rides I'm going to" are a member's: a visitor is asked to sign in. */
function SignInForMine({ mt }: { mt?: string }) {
  return (
    <Alert variant="light" mt={mt}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{RIDES_TEXT.signInForMine}</Text>
        <Button component={Link} to="/auth/signin" size="xs">
          {RIDES_TEXT.signIn}
        </Button>
      </Group>
    </Alert>
  );
}

function RideList({
  list,
  filters,
  onClear,
}: {
  list: EventList;
  filters: RideFilters;
  onClear: () => void;
}) {
  const rides = useInfiniteQuery(eventListQuery(list, filters));
  const savedAt = useReplySavedAt(apiUrl(EVENT_PATHS.list, eventListParams(list, filters)));
  const filtered = filterCount(filters) > 0;
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
      {rides.isSuccess && items.length === 0 && !filtered && (
        <Text c="dimmed" ta="center" py="xl">
          {RIDES_TEXT.empty[list]}
        </Text>
      )}
      {rides.isSuccess && items.length === 0 && filtered && (
        <Stack align="center" gap="xs" py="xl">
          <Text c="dimmed" ta="center">
            {FILTER_TEXT.noMatch}
          </Text>
          <Button variant="light" onClick={onClear}>
            {FILTER_TEXT.clear}
          </Button>
        </Stack>
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
  search,
  onSearch,
}: {
  search: RideSearch;
  /** `replace`: a step the back button need not return to (a tab, a month). */
  onSearch: (next: RideSearch, options?: { replace?: boolean }) => void;
}) {
  const me = useCurrentUser();
  const list: EventList = search.list ?? 'upcoming';
  const filters = filtersOf(search);
  const calendar = search.view === 'calendar';
  const setFilters = (next: RideFilters) =>
    onSearch({ ...search, ...searchOfFilters(me ? next : { ...next, going: false }) });
  const clear = () => setFilters(NO_RIDE_FILTERS);
  return (
    <Container size={calendar ? 1120 : 840} px={{ base: 'xs', xs: 'md' }} py="lg">
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
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <RideFiltersBar filters={filters} onFilters={setFilters} signedIn={!!me} />
        <ButtonGroup aria-label={FILTER_TEXT.viewLabel}>
          {(['list', 'calendar'] as const).map((view) => (
            <Button
              key={view}
              size="sm"
              variant={(view === 'calendar') === calendar ? 'filled' : 'default'}
              aria-pressed={(view === 'calendar') === calendar}
              onClick={() =>
                onSearch({
                  ...search,
                  view: view === 'calendar' ? 'calendar' : undefined,
                  month: undefined,
                  day: undefined,
                })
              }
            >
              {FILTER_TEXT.views[view]}
            </Button>
          ))}
        </ButtonGroup>
      </Group>
      {calendar && filters.going && !me ? (
        <SignInForMine />
      ) : calendar ? (
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <RideCalendar
            filters={filters}
            month={search.month}
            day={search.day}
            onMonth={(month) => onSearch({ ...search, month }, { replace: true })}
            onDay={(day, month) =>
              onSearch({ ...search, day, ...(month ? { month } : {}) }, { replace: true })
            }
            onClear={clear}
          />
        </Suspense>
      ) : (
        <Tabs
          value={list}
          onChange={(value) =>
            value &&
            onSearch(
              { ...search, list: value === 'upcoming' ? undefined : (value as 'past' | 'mine') },
              { replace: true },
            )
          }
        >
          <Tabs.List grow>
            {EVENT_LISTS.map((one) => (
              <Tabs.Tab key={one} value={one}>
                {RIDES_TEXT.tabs[one]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EVENT_LISTS.map((one) => (
            <Tabs.Panel key={one} value={one}>
              {(one === 'mine' || filters.going) && !me ? (
                <SignInForMine mt="md" />
              ) : (
                one === list && <RideList list={one} filters={filters} onClear={clear} />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
