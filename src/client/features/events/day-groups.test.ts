import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay } from './day-groups';

const now = new Date(2026, 10, 22, 9, 0);

describe('ride lists by day', () => {
  it('names a day as "Saturday 28 November", with the year only outside this one', () => {
    expect(dayHeading(new Date(2026, 10, 28, 7, 30), now)).toBe('Saturday 28 November');
    expect(dayHeading(new Date(2027, 0, 2, 7, 30), now)).toBe('Saturday 2 January 2027');
  });

  it('puts rides of one local day under one heading and keeps the order given', () => {
    const rides = [
      { name: 'Dawn loop', at: new Date(2026, 10, 28, 6, 0).toISOString() },
      { name: 'Evening spin', at: new Date(2026, 10, 28, 18, 0).toISOString() },
      { name: 'Sunday long ride', at: new Date(2026, 10, 29, 7, 0).toISOString() },
      { name: 'Night ride', at: new Date(2026, 10, 29, 23, 30).toISOString() },
    ];
    const groups = groupByDay(rides, (ride) => ride.at, now);
    expect(groups.map((group) => [group.heading, group.items.map((ride) => ride.name)])).toEqual([
      ['Saturday 28 November', ['Dawn loop', 'Evening spin']],
      ['Sunday 29 November', ['Sunday long ride', 'Night ride']],
    ]);
  });

  it('latest first (past rides) gives the days latest first too', () => {
    const rides = [
      { at: new Date(2026, 10, 20, 8, 0).toISOString() },
      { at: new Date(2026, 10, 14, 8, 0).toISOString() },
      { at: new Date(2026, 10, 14, 6, 0).toISOString() },
    ];
    const groups = groupByDay(rides, (ride) => ride.at, now);
    expect(groups.map((group) => [group.heading, group.items.length])).toEqual([
      ['Friday 20 November', 1],
      ['Saturday 14 November', 2],
    ]);
  });
});
