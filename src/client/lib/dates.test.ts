import { describe, expect, it } from 'vitest';
import { fromClubInput, toClubInput } from './dates';

describe('the start field (datetime-local) and the API instant', () => {
  it("reads the field on the club's clock (Dhaka, UTC+6), whatever the device's zone, and back", () => {
    const iso = fromClubInput('2026-11-28T07:30');
    expect(iso).toBe('2026-11-28T01:30:00.000Z');
    expect(toClubInput(iso)).toBe('2026-11-28T07:30');
  });

  it('an empty or half-filled field gives no instant, so the schema asks for one', () => {
    expect(fromClubInput('')).toBe('');
    expect(fromClubInput('2026-11-28')).toBe('');
    expect(toClubInput('')).toBe('');
  });
});
