/** The ride-day alert rules at their thresholds: just under does not alert, at or past does. */
import { describe, expect, it } from 'vitest';
import { RIDE_LIVE_LIMITS } from '../../../../contract/ride-live-constants';
import {
  causesNow,
  distanceMetres,
  hasMoved,
  metresAlongRoute,
  type RideSituation,
  type SharerState,
} from './rules';

const NOW = Date.parse('2026-12-07T08:00:00Z');
/** A straight route due north from (23.7, 90.4), 10 km long: 1e-5 degrees of latitude ≈ 1.11 m. */
const START = { lat: 23.7, lng: 90.4 };
const TRACK = [
  [START.lat, START.lng],
  [START.lat + 0.09, START.lng],
];
const METRES_PER_DEGREE = distanceMetres(START, { lat: START.lat + 1, lng: START.lng });
const at = (metres: number) => ({ lat: START.lat + metres / METRES_PER_DEGREE, lng: START.lng });

function rider(riderId: number, metres: number, extra: Partial<SharerState> = {}): SharerState {
  return { riderId, position: at(metres), receivedAt: NOW - 1000, movedAt: NOW - 1000, ...extra };
}

const situation = (sharers: SharerState[], extra: Partial<RideSituation> = {}): RideSituation => ({
  now: NOW,
  sharers,
  track: TRACK,
  leaderId: 1,
  sweepId: 2,
  ...extra,
});

describe('distances', () => {
  it('measures along the route from its start, whatever the side of the road', () => {
    expect(metresAlongRoute(TRACK, at(2500))).toBeCloseTo(2500, 0);
    expect(metresAlongRoute(TRACK, { ...at(2500), lng: START.lng + 0.001 })).toBeCloseTo(2500, 0);
    expect(hasMoved(at(0), at(RIDE_LIVE_LIMITS.stillWithinMetres - 1))).toBe(false);
    expect(hasMoved(at(0), at(RIDE_LIVE_LIMITS.stillWithinMetres + 1))).toBe(true);
    expect(hasMoved(null, at(0))).toBe(true);
  });
});

describe('behind the sweep', () => {
  const behind = RIDE_LIVE_LIMITS.behindSweepMetres;
  it('alerts past the distance, not within it', () => {
    const sweepAt = 5000;
    const causes = causesNow(
      situation([
        rider(1, 6000),
        rider(2, sweepAt),
        rider(3, sweepAt - behind + 5),
        rider(4, sweepAt - behind - 5),
      ]),
    );
    expect(causes.get(3)).toBeUndefined();
    expect([...(causes.get(4) ?? [])]).toEqual(['behind']);
    expect(causes.has(1) || causes.has(2)).toBe(false);
  });

  it('needs a route and a sweep heard from', () => {
    const riders = [rider(1, 6000), rider(2, 5000), rider(4, 1000)];
    expect(causesNow(situation(riders, { track: null })).has(4)).toBe(false);
    expect(causesNow(situation(riders, { sweepId: null })).has(4)).toBe(false);
    const quietSweep = rider(2, 5000, { receivedAt: NOW - RIDE_LIVE_LIMITS.quietAfterMs });
    expect(causesNow(situation([riders[0]!, quietSweep, riders[2]!])).get(4)).toBeUndefined();
  });
});

describe('stopped while the group moves', () => {
  const stopped = RIDE_LIVE_LIMITS.stoppedAfterMs;
  it('alerts at the time, not before', () => {
    const causes = causesNow(
      situation([
        rider(1, 3000),
        rider(3, 2900, { movedAt: NOW - stopped + 1000 }),
        rider(4, 2900, { movedAt: NOW - stopped }),
      ]),
    );
    expect(causes.get(3)).toBeUndefined();
    expect([...(causes.get(4) ?? [])]).toEqual(['stopped']);
  });

  it('does not alert when the whole group stands (a café stop)', () => {
    const still = { movedAt: NOW - stopped - 60_000 };
    expect(causesNow(situation([rider(1, 3000, still), rider(4, 2990, still)])).size).toBe(0);
  });

  it('reads the group from the other riders when the leader does not share', () => {
    const causes = causesNow(
      situation([rider(3, 3000), rider(4, 2900, { movedAt: NOW - stopped })], { leaderId: 99 }),
    );
    expect([...(causes.get(4) ?? [])]).toEqual(['stopped']);
  });
});

describe('gone quiet', () => {
  const quiet = RIDE_LIVE_LIMITS.quietAfterMs;
  it('alerts at two minutes without a position, and judges nothing else on an old one', () => {
    const causes = causesNow(
      situation([
        rider(1, 6000),
        rider(2, 5000),
        rider(3, 5000, { receivedAt: NOW - quiet + 1000 }),
        // Far behind and long still, but quiet: only "quiet" is said.
        rider(4, 100, {
          receivedAt: NOW - quiet,
          movedAt: NOW - quiet - RIDE_LIVE_LIMITS.stoppedAfterMs,
        }),
        // Sharing switched on, no position yet: nothing to say.
        { riderId: 5, position: null, receivedAt: null, movedAt: null },
      ]),
    );
    expect(causes.get(3)).toBeUndefined();
    expect([...(causes.get(4) ?? [])]).toEqual(['quiet']);
    expect(causes.has(5)).toBe(false);
  });
});
