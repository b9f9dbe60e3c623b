import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../../../contract/geo-distance';
import { RIDE_LIVE_LIMITS } from '../../../../contract/ride-live-constants';
import { shouldSendPosition, type Fix } from './position-throttle';

const START: Fix = { lat: 23.76, lng: 90.4, at: 1_000_000 };
/** Degrees of latitude for `metres` north. */
const north = (metres: number) =>
  metres / distanceMetres(START, { lat: START.lat + 1, lng: START.lng });
const later = (ms: number, metres: number): Fix => ({
  lat: START.lat + north(metres),
  lng: START.lng,
  at: START.at + ms,
});

describe('shouldSendPosition', () => {
  it('sends the first fix', () => {
    expect(shouldSendPosition(null, START)).toBe(true);
  });

  it('never sends twice within the interval, however far the rider went', () => {
    expect(shouldSendPosition(START, later(RIDE_LIVE_LIMITS.positionIntervalMs - 1, 500))).toBe(
      false,
    );
  });

  it('after the interval, sends when moved more than the threshold', () => {
    const interval = RIDE_LIVE_LIMITS.positionIntervalMs;
    const move = RIDE_LIVE_LIMITS.clientMoveMetres;
    expect(shouldSendPosition(START, later(interval, move + 1))).toBe(true);
    expect(shouldSendPosition(START, later(interval, move - 1))).toBe(false);
  });

  it('standing still, sends again once the still interval has passed', () => {
    const still = RIDE_LIVE_LIMITS.stillIntervalMs;
    expect(shouldSendPosition(START, later(still - 1, 0))).toBe(false);
    expect(shouldSendPosition(START, later(still, 0))).toBe(true);
  });
});
