/**
 * Ride calls (/api/event). Lists are infinite queries per tab; the ride page reads the ride,
 * its attendees and the member's calendar feed. An RSVP goes through the outbox (outbox-send.ts),
 * so it is kept offline; creating, editing and cancelling need the network.
 */
import { PAGE_PART } from '../../lib/page-part';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Page } from '../../../contract/paging';
import type {
  Attendees,
  CalendarFeed,
  Event,
  EventCreateInput,
  EventInput,
  EventListItem,
  SeriesScope,
} from '../../../contract/events';
import { EVENT_LIMITS, EVENT_PATHS, type EventList } from '../../../contract/events-constants';
import { api } from '../../lib/api-client';
import { NO_RIDE_FILTERS, filterQuery } from './list/ride-filter-query';
import type { RideFilters } from './list/ride-search';

export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (list: EventList, filters: RideFilters = NO_RIDE_FILTERS) =>
    ['events', 'list', list, filterQuery(filters)] as const,
  /** Under `lists`, so whatever refreshes the lists refreshes the calendar too. */
  days: (from: string, to: string, filters: RideFilters) =>
    ['events', 'list', 'days', from, to, filterQuery(filters)] as const,
  ones: ['events', 'one'] as const,
  one: (id: number) => ['events', 'one', id] as const,
  attendees: (id: number) => ['events', 'attendees', id] as const,
  calendarFeed: ['events', 'calendar-feed'] as const,
};

/** The first page's query, whose address `useReplySavedAt` follows. */
export function eventListParams(list: EventList, filters: RideFilters, page = 0) {
  return { list, ...filterQuery(filters), page, size: EVENT_LIMITS.listDefaultSize };
}

export function eventListQuery(list: EventList, filters: RideFilters = NO_RIDE_FILTERS) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(list, filters),
    queryFn: ({ pageParam, signal }) =>
      api<Page<EventListItem>>(EVENT_PATHS.list, {
        query: eventListParams(list, filters, pageParam),
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
  });
}

/** A calendar's rides need every page, the days' worth at once. */
const DAYS_PAGE_SIZE = 100;

/** The query of the rides of club days `from` to `to` (YYYY-MM-DD, both included). */
export function eventDaysParams(from: string, to: string, filters: RideFilters, page = 0) {
  return { from, to, ...filterQuery(filters), page, size: DAYS_PAGE_SIZE };
}

/** Every ride starting in the club days `from` to `to`, soonest first, filtered. */
export function eventDaysQuery(from: string, to: string, filters: RideFilters) {
  return queryOptions({
    queryKey: eventKeys.days(from, to, filters),
    queryFn: async ({ signal }) => {
      const rides: EventListItem[] = [];
      for (let page = 0; ; page++) {
        const reply = await api<Page<EventListItem>>(EVENT_PATHS.list, {
          query: eventDaysParams(from, to, filters, page),
          signal,
        });
        rides.push(...reply.content);
        if (reply.last) return rides;
      }
    },
  });
}

export function eventQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => api<Event>(EVENT_PATHS.one(id), { signal }),
  });
}

export function attendeesQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.attendees(id),
    queryFn: ({ signal }) => api<Attendees>(EVENT_PATHS.attendees(id), { signal }),
  });
}

export const calendarFeedQuery = queryOptions({
  queryKey: eventKeys.calendarFeed,
  meta: PAGE_PART,
  queryFn: ({ signal }) => api<CalendarFeed>(EVENT_PATHS.calendarFeed, { signal }),
  staleTime: Infinity,
});

/** A ride changed on the server: its page shows the reply, lists and attendees ask again. */
export function rideChanged(queryClient: QueryClient, ride: Event) {
  queryClient.setQueryData(eventKeys.one(ride.id), ride);
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists });
  void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(ride.id) });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventCreateInput) =>
      api<Event>(EVENT_PATHS.list, { method: 'POST', body: input }),
    onSuccess: (ride) => rideChanged(queryClient, ride),
  });
}

/** A change to later rides of a series: their pages ask again too. */
function laterRidesChanged(queryClient: QueryClient, scope: SeriesScope) {
  if (scope === 'later') void queryClient.invalidateQueries({ queryKey: eventKeys.ones });
}

export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, scope }: { input: EventInput; scope: SeriesScope }) =>
      api<Event>(EVENT_PATHS.one(id), { method: 'PUT', body: input, query: { rides: scope } }),
    onSuccess: (ride, { scope }) => {
      laterRidesChanged(queryClient, scope);
      rideChanged(queryClient, ride);
    },
  });
}

export function useCancelEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: SeriesScope) =>
      api<Event>(EVENT_PATHS.cancel(id), { method: 'POST', body: {}, query: { rides: scope } }),
    onSuccess: (ride, scope) => {
      laterRidesChanged(queryClient, scope);
      rideChanged(queryClient, ride);
    },
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<CalendarFeed>(EVENT_PATHS.calendarFeedReset, { method: 'POST', body: {} }),
    onSuccess: (feed) => queryClient.setQueryData(eventKeys.calendarFeed, feed),
  });
}
