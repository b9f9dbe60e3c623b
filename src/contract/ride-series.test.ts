import { describe, expect, it } from 'vitest';
import { dayKeyOf, wallClockAt } from './club-time';
import {
  SERIES_TEXT,
  describeSeries,
  seriesStarts,
  weeksOfMonthOf,
  withClockOf,
  type RepeatRule,
} from './ride-series';

const DHAKA = 'Asia/Dhaka';
const weekly = (overrides: Partial<RepeatRule> = {}): RepeatRule => ({
  frequency: 'weekly',
  interval: 1,
  weekOfMonth: null,
  until: null,
  count: 4,
  ...overrides,
});
const monthly = (weekOfMonth: RepeatRule['weekOfMonth'], overrides: Partial<RepeatRule> = {}) =>
  weekly({ frequency: 'monthly', weekOfMonth, ...overrides });

function days(result: ReturnType<typeof seriesStarts>, zone = DHAKA) {
  if (!result.ok) throw new Error(result.message);
  return result.starts.map((at) => dayKeyOf(at, zone));
}

describe('seriesStarts', () => {
  // Wednesday 25 Nov 2026, 06:30 in Dhaka.
  const wednesday = new Date('2026-11-25T00:30:00.000Z');

  it('weekly across a month end and a year end, each at the first ride clock time', () => {
    const result = seriesStarts(wednesday, weekly({ count: 7 }), DHAKA);
    expect(days(result)).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
      '2027-01-06',
    ]);
    if (!result.ok) return;
    for (const at of result.starts) {
      expect(wallClockAt(at, DHAKA)).toMatchObject({ hour: 6, minute: 30, weekday: 3 });
    }
    expect(result.pattern).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekOfMonth: null,
      weekday: 3,
    });
  });

  it('every 2 weeks', () => {
    expect(days(seriesStarts(wednesday, weekly({ interval: 2, count: 3 }), DHAKA))).toEqual([
      '2026-11-25',
      '2026-12-09',
      '2026-12-23',
    ]);
  });

  it('keeps the wall-clock time where the zone changes its offset', () => {
    // Saturday 17 Oct 2026, 07:00 in London (BST); the clocks go back on 25 Oct.
    const first = new Date('2026-10-17T06:00:00.000Z');
    const result = seriesStarts(first, weekly({ count: 3 }), 'Europe/London');
    if (!result.ok) throw new Error(result.message);
    expect(result.starts.map((at) => at.toISOString())).toEqual([
      '2026-10-17T06:00:00.000Z',
      '2026-10-24T06:00:00.000Z',
      '2026-10-31T07:00:00.000Z',
    ]);
  });

  it('monthly on the first Saturday', () => {
    // Saturday 5 Dec 2026, 07:00 in Dhaka.
    const first = new Date('2026-12-05T01:00:00.000Z');
    expect(days(seriesStarts(first, monthly(1, { count: 4 }), DHAKA))).toEqual([
      '2026-12-05',
      '2027-01-02',
      '2027-02-06',
      '2027-03-06',
    ]);
  });

  it('monthly on the last Friday, whether the month has four or five of them', () => {
    // Friday 25 Dec 2026: the last of four Fridays... and January 2027 has five.
    const first = new Date('2026-12-25T01:00:00.000Z');
    expect(days(seriesStarts(first, monthly(-1, { count: 4 }), DHAKA))).toEqual([
      '2026-12-25',
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
    ]);
  });

  it('monthly on the 4th weekday of a day that is also the last of its month', () => {
    const first = new Date('2026-12-25T01:00:00.000Z');
    expect(weeksOfMonthOf({ year: 2026, month: 12, day: 25 })).toEqual([4, -1]);
    expect(days(seriesStarts(first, monthly(4, { count: 2 }), DHAKA))).toEqual([
      '2026-12-25',
      '2027-01-22',
    ]);
  });

  it('refuses a monthly rule the first ride is not on', () => {
    const first = new Date('2026-12-05T01:00:00.000Z');
    expect(seriesStarts(first, monthly(2), DHAKA)).toEqual({
      ok: false,
      field: 'weekOfMonth',
      message: SERIES_TEXT.notThatWeekday('second', 'Saturday'),
    });
    expect(seriesStarts(first, monthly(null), DHAKA)).toMatchObject({
      ok: false,
      field: 'weekOfMonth',
    });
  });

  it('ends after a count or on a date, the date included', () => {
    expect(days(seriesStarts(wednesday, weekly({ count: 2 }), DHAKA))).toHaveLength(2);
    expect(
      days(seriesStarts(wednesday, weekly({ count: null, until: '2026-12-16' }), DHAKA)),
    ).toEqual(['2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16']);
    expect(
      days(seriesStarts(wednesday, weekly({ count: null, until: '2026-12-15' }), DHAKA)),
    ).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
  });

  it('holds to the limits: 2 to 52 rides, within a year, one end', () => {
    expect(days(seriesStarts(wednesday, weekly({ count: 52 }), DHAKA))).toHaveLength(52);
    const refusal = (rule: RepeatRule) => {
      const result = seriesStarts(wednesday, rule, DHAKA);
      return result.ok ? null : result.message;
    };
    expect(refusal(weekly({ count: 53 }))).toBe(SERIES_TEXT.countRange);
    expect(refusal(weekly({ count: 1 }))).toBe(SERIES_TEXT.countRange);
    expect(refusal(weekly({ interval: 5 }))).toBe(SERIES_TEXT.intervalRange);
    expect(refusal(weekly({ interval: 0 }))).toBe(SERIES_TEXT.intervalRange);
    expect(refusal(weekly({ interval: 2, count: 30 }))).toBe(SERIES_TEXT.tooLong);
    expect(days(seriesStarts(wednesday, monthly(4, { count: 13 }), DHAKA)).at(-1)).toBe(
      '2027-11-24',
    );
    expect(refusal(monthly(4, { count: 14 }))).toBe(SERIES_TEXT.tooLong);
    expect(refusal(monthly(3))).toBe(SERIES_TEXT.notThatWeekday('third', 'Wednesday'));
    expect(refusal(weekly({ count: null, until: '2027-11-25' }))).toBe(SERIES_TEXT.tooManyRides);
    expect(refusal(weekly({ count: null, until: '2028-01-01', interval: 2 }))).toBe(
      SERIES_TEXT.tooLong,
    );
    expect(refusal(weekly({ count: null, until: '2026-11-25' }))).toBe(
      SERIES_TEXT.untilBeforeStart,
    );
    expect(refusal(weekly({ count: null, until: '2026-11-30' }))).toBe(SERIES_TEXT.tooFewRides);
    expect(refusal(weekly({ count: null, until: '2026-02-30' }))).toBe(SERIES_TEXT.untilInvalid);
    expect(refusal(weekly({ count: null }))).toBe(SERIES_TEXT.endNeeded);
    expect(refusal(weekly({ until: '2026-12-30' }))).toBe(SERIES_TEXT.endTwice);
  });
});

describe('describeSeries', () => {
  it('names the rule as riders say it', () => {
    const base = { weekOfMonth: null, weekday: 3 } as const;
    expect(describeSeries({ frequency: 'weekly', interval: 1, ...base })).toBe('Every Wednesday');
    expect(describeSeries({ frequency: 'weekly', interval: 2, ...base, weekday: 5 })).toBe(
      'Every 2 weeks on Friday',
    );
    expect(describeSeries({ frequency: 'monthly', interval: 1, weekOfMonth: 1, weekday: 6 })).toBe(
      'First Saturday of the month',
    );
    expect(describeSeries({ frequency: 'monthly', interval: 1, weekOfMonth: -1, weekday: 0 })).toBe(
      'Last Sunday of the month',
    );
  });
});

describe('withClockOf', () => {
  it('moves a ride to another clock time on its own day', () => {
    const ride = new Date('2026-12-02T00:30:00.000Z'); // 06:30 in Dhaka
    const clock = new Date('2026-11-25T01:15:00.000Z'); // 07:15 in Dhaka
    expect(withClockOf(ride, clock, DHAKA).toISOString()).toBe('2026-12-02T01:15:00.000Z');
  });
});
