import { describe, expect, it } from 'vitest';
import {
  dayKeyOf,
  instantOf,
  isTimeZone,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  wallClockAt,
} from './club-time';

// Monday 23 November 2026, 16:30 in Dhaka (UTC+6, no daylight saving).
const monday = new Date('2026-11-23T10:30:00Z');

describe("the club's clock", () => {
  it('reads an instant as a Dhaka wall clock, whatever the machine’s own zone', () => {
    expect(wallClockAt(monday, 'Asia/Dhaka')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 16,
      minute: 30,
      second: 0,
      weekday: 1,
    });
    // Just after midnight in Dhaka is still the day before in UTC.
    expect(dayKeyOf(new Date('2026-11-22T18:30:00Z'), 'Asia/Dhaka')).toBe('2026-11-23');
  });

  it('turns a Dhaka date and time into the instant', () => {
    expect(instantOf({ year: 2026, month: 11, day: 29, hour: 6 }, 'Asia/Dhaka').toISOString()).toBe(
      '2026-11-29T00:00:00.000Z',
    );
    // Days past the month's end roll over.
    expect(instantOf({ year: 2026, month: 11, day: 31 }, 'Asia/Dhaka').toISOString()).toBe(
      '2026-11-30T18:00:00.000Z',
    );
  });

  it('starts days, weeks (Monday), months, quarters and years at the club’s midnight', () => {
    const zone = 'Asia/Dhaka';
    expect(startOfDay(monday, zone).toISOString()).toBe('2026-11-22T18:00:00.000Z');
    expect(startOfWeek(monday, zone).toISOString()).toBe('2026-11-22T18:00:00.000Z');
    expect(startOfWeek(new Date('2026-11-29T05:00:00Z'), zone).toISOString()).toBe(
      '2026-11-22T18:00:00.000Z',
    );
    expect(startOfMonth(monday, zone).toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(startOfQuarter(monday, zone).toISOString()).toBe('2026-09-30T18:00:00.000Z');
    expect(startOfQuarter(monday, zone, -1).toISOString()).toBe('2026-06-30T18:00:00.000Z');
    expect(startOfYear(monday, zone).toISOString()).toBe('2025-12-31T18:00:00.000Z');
  });

  it('keeps the wall clock across a daylight-saving change', () => {
    // New York moves from UTC-4 to UTC-5 on 1 November 2026.
    const zone = 'America/New_York';
    expect(instantOf({ year: 2026, month: 10, day: 31, hour: 9 }, zone).toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 11, day: 2, hour: 9 }, zone).toISOString()).toBe(
      '2026-11-02T14:00:00.000Z',
    );
    expect(startOfDay(new Date('2026-11-01T12:00:00Z'), zone, 1).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('knows a zone name from a made-up one', () => {
    expect(isTimeZone('Asia/Dhaka')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
