import { describe, expect, it } from 'vitest';
import { SERIES_TEXT } from '../../../../contract/ride-series';
import {
  NO_REPEAT,
  repeatOf,
  repeatSummary,
  weeksOfMonthAt,
  type RepeatDraft,
} from './repeat-summary';

const ZONE = 'Asia/Dhaka';
// Thursday 3 Dec 2026, 06:30 in Dhaka.
const THURSDAY = '2026-12-03T00:30:00.000Z';
const draft = (overrides: Partial<RepeatDraft>): RepeatDraft => ({ ...NO_REPEAT, ...overrides });

describe('repeatSummary', () => {
  it('says nothing for a ride that does not repeat', () => {
    expect(repeatSummary(THURSDAY, NO_REPEAT, ZONE)).toBeNull();
    expect(repeatOf(NO_REPEAT)).toBeNull();
  });

  it('names every date of a short series', () => {
    expect(repeatSummary(THURSDAY, draft({ choice: 'weekly', count: 4 }), ZONE)).toEqual({
      ok: true,
      count: 4,
      text: '4 rides: 3 Dec, 10 Dec, 17 Dec, 24 Dec',
    });
  });

  it('skips to the last date of a long one', () => {
    expect(repeatSummary(THURSDAY, draft({ choice: 'weekly', count: 8 }), ZONE)).toMatchObject({
      text: '8 rides: 3 Dec 2026, 10 Dec, 17 Dec, 24 Dec, 31 Dec, … 21 Jan 2027',
    });
  });

  it('every n weeks, ending on a date', () => {
    const every2 = draft({ choice: 'weeks', weeks: 2, end: 'until', until: '2027-01-14' });
    expect(repeatOf(every2)).toEqual({
      frequency: 'weekly',
      interval: 2,
      weekOfMonth: null,
      until: '2027-01-14',
      count: null,
    });
    expect(repeatSummary(THURSDAY, every2, ZONE)).toMatchObject({
      text: '4 rides: 3 Dec 2026, 17 Dec, 31 Dec, 14 Jan 2027',
    });
  });

  it('monthly on the first Thursday', () => {
    expect(weeksOfMonthAt(THURSDAY, ZONE)).toEqual([1]);
    expect(
      repeatSummary(THURSDAY, draft({ choice: 'monthly', weekOfMonth: 1, count: 3 }), ZONE),
    ).toMatchObject({ text: '3 rides: 3 Dec 2026, 7 Jan 2027, 4 Feb' });
  });

  it('tells what is wrong instead of dates', () => {
    expect(repeatSummary(THURSDAY, draft({ choice: 'weekly', count: 60 }), ZONE)).toEqual({
      ok: false,
      message: SERIES_TEXT.countRange,
    });
    expect(repeatSummary('', draft({ choice: 'weekly' }), ZONE)).toMatchObject({ ok: false });
    expect(
      repeatSummary(THURSDAY, draft({ choice: 'weekly', end: 'until', until: '' }), ZONE),
    ).toEqual({ ok: false, message: SERIES_TEXT.endNeeded });
  });
});
