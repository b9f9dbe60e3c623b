import { describe, expect, it } from 'vitest';
import { groupByDay } from './day-groups';

// The club rides in Dhaka (UTC+6): its days begin at 18:00 UTC the evening before.
describe('ride lists by day', () => {
  it("puts rides of one day of the club's calendar under one heading, in the order given", () => {
    const rides = [
      { name: 'Dawn loop', at: '2026-11-28T00:00:00Z' }, // Sat 06:00 in Dhaka
      { name: 'Evening spin', at: '2026-11-28T12:00:00Z' }, // Sat 18:00
      { name: 'Sunday long ride', at: '2026-11-28T19:00:00Z' }, // Sun 01:00, Saturday in UTC
      { name: 'Night ride', at: '2026-11-29T17:30:00Z' }, // Sun 23:30
    ];
    const groups = groupByDay(rides, (ride) => ride.at);
    expect(groups.map((group) => [group.heading, group.items.map((ride) => ride.name)])).toEqual([
      ['Sat 28 Nov 2026', ['Dawn loop', 'Evening spin']],
      ['Sun 29 Nov 2026', ['Sunday long ride', 'Night ride']],
    ]);
    expect(groups.map((group) => group.key)).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('latest first (past rides) gives the days latest first too', () => {
    const rides = [
      { at: '2026-11-20T02:00:00Z' },
      { at: '2026-11-14T02:00:00Z' },
      { at: '2026-11-14T00:00:00Z' },
    ];
    const groups = groupByDay(rides, (ride) => ride.at);
    expect(groups.map((group) => [group.heading, group.items.length])).toEqual([
      ['Fri 20 Nov 2026', 1],
      ['Sat 14 Nov 2026', 2],
    ]);
  });
});
