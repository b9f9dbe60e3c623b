import { describe, expect, it } from 'vitest';
import { DISTANCE_BANDS, EVENT_PACES, RIDE_KINDS } from '../../../../contract/events-constants';
import { NO_RIDE_FILTERS, filterCount, filterQuery, searchOfFilters } from './ride-filter-query';
import { filtersOf, validateRideSearch } from './ride-search';

describe('the rides screen’s address', () => {
  it('keeps known filters in a fixed order, once each, and drops the rest', () => {
    expect(
      validateRideSearch({
        list: 'past',
        pace: 'fast,easy,fast,sprint',
        kind: 'gravel',
        distance: 'over100,50',
        going: 'true',
        view: 'calendar',
        month: '2026-12',
        day: '2026-12-02',
        other: 'x',
      }),
    ).toEqual({
      list: 'past',
      pace: 'easy,fast',
      kind: 'gravel',
      distance: 'over100',
      going: true,
      view: 'calendar',
      month: '2026-12',
      day: '2026-12-02',
    });
  });

  it('leaves out defaults and values it does not know', () => {
    expect(
      validateRideSearch({
        list: 'upcoming',
        pace: 'slow',
        going: 'yes',
        view: 'list',
        month: '2026-13',
        day: 'today',
      }),
    ).toEqual({});
  });

  it('filters go to the address and the API query and back unchanged', () => {
    const filters = filtersOf({ pace: 'moderate', kind: 'road,mtb', going: true });
    expect(filters).toEqual({
      paces: ['moderate'],
      kinds: ['road', 'mtb'],
      distances: [],
      going: true,
    });
    expect(filterCount(filters)).toBe(4);
    expect(searchOfFilters(filters)).toEqual({
      pace: 'moderate',
      kind: 'road,mtb',
      distance: undefined,
      going: true,
    });
    expect(filterQuery(filters)).toEqual({ pace: 'moderate', kind: 'road,mtb', going: 'true' });
    expect(filterQuery(NO_RIDE_FILTERS)).toEqual({});
    expect(searchOfFilters(NO_RIDE_FILTERS)).toEqual({
      pace: undefined,
      kind: undefined,
      distance: undefined,
      going: undefined,
    });
  });

  it('keeps every kind, pace and distance band the contract has, so each can be filtered by', () => {
    const all = {
      kind: RIDE_KINDS.join(','),
      pace: EVENT_PACES.join(','),
      distance: DISTANCE_BANDS.join(','),
    };
    expect(filtersOf(validateRideSearch(all))).toEqual({
      kinds: [...RIDE_KINDS],
      paces: [...EVENT_PACES],
      distances: [...DISTANCE_BANDS],
      going: false,
    });
  });
});
