/**
 * Filters to the address and to the API's query. Apart from ride-search.ts, which the route
 * reads with the app's first render: the screen alone needs these.
 */
import { DISTANCE_BANDS, EVENT_PACES, RIDE_KINDS } from '../../../../contract/ride-choices';
import { joined, type RideFilters, type RideSearch } from './ride-search';

export const NO_RIDE_FILTERS: RideFilters = { paces: [], kinds: [], distances: [], going: false };

/** The address's filter keys for these filters (undefined drops a key). */
export function searchOfFilters(
  filters: RideFilters,
): Pick<RideSearch, 'pace' | 'kind' | 'distance' | 'going'> {
  return {
    pace: joined(EVENT_PACES.filter((one) => filters.paces.includes(one))),
    kind: joined(RIDE_KINDS.filter((one) => filters.kinds.includes(one))),
    distance: joined(DISTANCE_BANDS.filter((one) => filters.distances.includes(one))),
    going: filters.going ? true : undefined,
  };
}

export function filterCount(filters: RideFilters): number {
  return (
    filters.paces.length + filters.kinds.length + filters.distances.length + (filters.going ? 1 : 0)
  );
}

/**
 * The API's query for these filters, in a fixed order with empty ones left out: the same
 * filters always ask for the same address, which is what the service worker keeps offline.
 */
export function filterQuery(filters: RideFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const { pace, kind, distance, going } = searchOfFilters(filters);
  if (pace) query.pace = pace;
  if (kind) query.kind = kind;
  if (distance) query.distance = distance;
  if (going) query.going = 'true';
  return query;
}
