import { describe, expect, it } from 'vitest';
import { formatDataAge } from './data-age';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('formatDataAge', () => {
  it('says just now under a minute, and for a clock slightly ahead', () => {
    expect(formatDataAge(ago(59_000), now)).toBe('Saved just now');
    expect(formatDataAge(ago(-5_000), now)).toBe('Saved just now');
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(formatDataAge(ago(60_000), now)).toBe('Saved 1 min ago');
    expect(formatDataAge(ago(5 * MIN + 40_000), now)).toBe('Saved 5 min ago');
    expect(formatDataAge(ago(59 * MIN), now)).toBe('Saved 59 min ago');
    expect(formatDataAge(ago(60 * MIN), now)).toBe('Saved 1 h ago');
    expect(formatDataAge(ago(23 * 60 * MIN), now)).toBe('Saved 23 h ago');
    expect(formatDataAge(ago(24 * 60 * MIN), now)).toBe('Saved 1 day ago');
    expect(formatDataAge(ago(6 * 24 * 60 * MIN), now)).toBe('Saved 6 days ago');
  });

  it('gives the date from a week on', () => {
    expect(formatDataAge(ago(8 * 24 * 60 * MIN), now)).toMatch(/^Saved on .*2025/);
  });
});
