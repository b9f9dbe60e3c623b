import { describe, expect, it } from 'vitest';
import { shortAgo } from './time-ago';

const now = Date.parse('2026-11-27T10:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('shortAgo', () => {
  it('says minutes, hours and days, rounding down', () => {
    expect(shortAgo(ago(59_000), now)).toBe('just now');
    expect(shortAgo(ago(-5_000), now)).toBe('just now');
    expect(shortAgo(ago(60_000), now)).toBe('1 min ago');
    expect(shortAgo(ago(59 * 60_000 + 59_000), now)).toBe('59 min ago');
    expect(shortAgo(ago(3 * 3_600_000 + 1), now)).toBe('3 h ago');
    expect(shortAgo(ago(2 * 86_400_000 + 1), now)).toBe('2 d ago');
  });

  it('names the day past a week', () => {
    expect(shortAgo(ago(8 * 86_400_000), now)).not.toMatch(/ago/);
  });
});
