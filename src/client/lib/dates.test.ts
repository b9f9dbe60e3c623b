import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './form-values';

describe('the start field (datetime-local) and the API instant', () => {
  it('reads the local wall-clock time as an instant, and back', () => {
    const iso = fromLocalInput('2026-11-28T07:30');
    expect(iso).toBe(new Date(2026, 10, 28, 7, 30).toISOString());
    expect(toLocalInput(iso)).toBe('2026-11-28T07:30');
  });

  it('an empty or half-filled field gives no instant, so the schema asks for one', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('2026-11-28')).toBe('');
    expect(toLocalInput('')).toBe('');
  });
});
