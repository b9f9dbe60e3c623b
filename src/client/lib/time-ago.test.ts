import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('counts back in the largest unit that fits, as Intl.RelativeTimeFormat would in English', () => {
    const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const cases: [number, string][] = [
      [0, format.format(0, 'second')],
      [1, format.format(-1, 'second')],
      [45, format.format(-45, 'second')],
      [60, format.format(-1, 'minute')],
      [5 * 60, format.format(-5, 'minute')],
      [3 * 3600, format.format(-3, 'hour')],
      [26 * 3600, format.format(-1, 'day')],
      [3 * 86400, format.format(-3, 'day')],
      [8 * 86400, format.format(-1, 'week')],
      [20 * 86400, format.format(-3, 'week')],
      [40 * 86400, format.format(-1, 'month')],
      [200 * 86400, format.format(-7, 'month')],
      [400 * 86400, format.format(-1, 'year')],
      [3 * 365 * 86400, format.format(-3, 'year')],
    ];
    for (const [seconds, expected] of cases) expect(timeAgo(before(seconds), NOW)).toBe(expected);
  });

  it('says "now" for a time ahead of the clock: what was written is never "in 3 seconds"', () => {
    expect(timeAgo(before(-3), NOW)).toBe('now');
    expect(timeAgo(before(-30), NOW)).toBe('now');
    expect(timeAgo(before(-2 * 86400), NOW)).toBe('now');
  });
});
