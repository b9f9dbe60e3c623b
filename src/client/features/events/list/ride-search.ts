/**
 * The rides screen's address: which list, which filters and which view, so that a filtered
 * view can be shared and the back button steps through filters. Spelled here without the
 * contract's schemas (the route reads this with its first render): its choices are the
 * contract's own lists, so a kind, pace or band added there can be filtered by at once.
 */
import type { EventList } from '../../../../contract/events-constants';
import {
  DISTANCE_BANDS,
  EVENT_PACES,
  RIDE_KINDS,
  type DistanceBand,
  type EventPace,
  type RideKind,
} from '../../../../contract/ride-choices';

/** Upcoming is the default and keeps the address plain. */
const OTHER_LISTS = ['past', 'mine'] as const satisfies readonly EventList[];

export interface RideFilters {
  paces: EventPace[];
  kinds: RideKind[];
  distances: DistanceBand[];
  /** Only rides the reader is going on. */
  going: boolean;
}

/** What the address holds; every key is left out at its default. */
export interface RideSearch {
  list?: 'past' | 'mine';
  pace?: string;
  kind?: string;
  distance?: string;
  going?: true;
  view?: 'calendar';
  /** The calendar's month, YYYY-MM; left out: this month. */
  month?: string;
  /** The phone's chosen day, YYYY-MM-DD; left out: today. */
  day?: string;
}

function choices<T extends string>(raw: unknown, allowed: readonly T[]): T[] {
  if (typeof raw !== 'string') return [];
  const picked = raw
    .split(',')
    .filter((one): one is T => (allowed as readonly string[]).includes(one));
  // In the order of the choices offered, once each: one filter, one address.
  return allowed.filter((one) => picked.includes(one));
}

export const joined = (values: readonly string[]) =>
  values.length > 0 ? values.join(',') : undefined;

export function validateRideSearch(search: Record<string, unknown>): RideSearch {
  const out: RideSearch = {};
  const list = OTHER_LISTS.find((one) => one === search.list);
  if (list) out.list = list;
  const pace = joined(choices(search.pace, EVENT_PACES));
  if (pace) out.pace = pace;
  const kind = joined(choices(search.kind, RIDE_KINDS));
  if (kind) out.kind = kind;
  const distance = joined(choices(search.distance, DISTANCE_BANDS));
  if (distance) out.distance = distance;
  if (search.going === true || search.going === 'true') out.going = true;
  if (search.view === 'calendar') out.view = 'calendar';
  if (typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month)) {
    out.month = search.month;
  }
  if (typeof search.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.day)) {
    out.day = search.day;
  }
  return out;
}

export function filtersOf(search: RideSearch): RideFilters {
  return {
    paces: choices(search.pace, EVENT_PACES),
    kinds: choices(search.kind, RIDE_KINDS),
    distances: choices(search.distance, DISTANCE_BANDS),
    going: search.going === true,
  };
}
