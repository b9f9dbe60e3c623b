import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  byDay,
  dayLabel,
  dayName,
  monthGrid,
  monthName,
  weekOf,
  weekSpan,
  weekdayOf,
} from './calendar-dates';

describe('the ride calendar’s days', () => {
  it('counts days across a month’s and a year’s end, and through a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('steps months over the year, backwards too', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
  });

  it('weeks start on Monday', () => {
    expect(weekdayOf('2026-11-30')).toBe(0); // a Monday
    expect(weekdayOf('2026-12-06')).toBe(6); // a Sunday
    expect(weekOf('2026-12-02')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekOf('2026-12-06')[0]).toBe('2026-11-30');
  });

  it('a month grid is whole weeks from the week of the 1st to the week of the last day', () => {
    const december = monthGrid('2026-12');
    expect(december).toHaveLength(5);
    expect(december[0]![0]).toBe('2026-11-30');
    expect(december.at(-1)!.at(-1)).toBe('2027-01-03');
    expect(december.flat()).toContain('2026-12-31');
    // February 2027 starts on a Monday and has 28 days: four rows, nothing around it.
    const february = monthGrid('2027-02');
    expect(february).toHaveLength(4);
    expect(february[0]![0]).toBe('2027-02-01');
    expect(february[3]![6]).toBe('2027-02-28');
    // August 2026 starts on a Saturday and ends on a Monday: six rows.
    expect(monthGrid('2026-08')).toHaveLength(6);
    for (const week of monthGrid('2026-08')) expect(week).toHaveLength(7);
  });

  it('names days and months as a rider reads them', () => {
    expect(dayName('2026-12-02')).toBe('Wednesday 2 December');
    expect(monthName('2026-12')).toBe('December 2026');
    expect(dayLabel('2026-12-02', 2)).toBe('Wednesday 2 December, 2 rides');
    expect(dayLabel('2026-12-02', 1, true)).toBe('Wednesday 2 December, today, 1 ride');
    expect(dayLabel('2026-12-03', 0)).toBe('Thursday 3 December, no rides');
    // A week strip's button starts with what it shows, "Thu 3".
    expect(dayLabel('2026-12-03', 3, false, true)).toBe('Thu 3 December, 3 rides');
    expect(weekSpan(weekOf('2026-11-25'))).toBe('23–29 Nov');
    expect(weekSpan(weekOf('2026-12-02'))).toBe('30 Nov – 6 Dec');
  });

  it('puts items under their day in the order given', () => {
    const days = byDay(
      [
        { name: 'a', day: '2026-12-02' },
        { name: 'b', day: '2026-12-03' },
        { name: 'c', day: '2026-12-02' },
      ],
      (item) => item.day,
    );
    expect(days.get('2026-12-02')!.map((item) => item.name)).toEqual(['a', 'c']);
    expect(days.get('2026-12-04')).toBeUndefined();
  });
});
