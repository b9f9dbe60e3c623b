import { describe, expect, it } from 'vitest';
import { RIDE_LIVE_LIMITS } from '../../../../contract/ride-live-constants';
import { dotAge, initialsOf } from './dot-age';

const NOW = Date.parse('2026-06-01T07:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('dotAge', () => {
  it('says seconds, then minutes', () => {
    expect(dotAge(before(0), NOW).text).toBe('now');
    expect(dotAge(before(40_000), NOW).text).toBe('40 s ago');
    expect(dotAge(before(3 * 60_000 + 10_000), NOW).text).toBe('3 min ago');
  });

  it('a server clock ahead of the phone reads now', () => {
    expect(dotAge(before(-5_000), NOW)).toEqual({ text: 'now', quiet: false });
  });

  it('greys a rider not heard from for two minutes, not before', () => {
    expect(dotAge(before(RIDE_LIVE_LIMITS.quietAfterMs - 1), NOW).quiet).toBe(false);
    expect(dotAge(before(RIDE_LIVE_LIMITS.quietAfterMs), NOW).quiet).toBe(true);
  });
});

describe('initialsOf', () => {
  it('takes the first and last names', () => {
    expect(initialsOf('Ana Rahman Karim')).toBe('AK');
    expect(initialsOf('rafi')).toBe('RA');
  });
});
