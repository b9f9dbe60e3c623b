/**
 * The ride-day alert rules, pure: given the riders sharing, the route and the sweep, which
 * causes hold now for which rider. The watch (watch.ts) opens an alert for a cause that starts
 * to hold and clears it when it stops, so a rider has at most one open alert per cause.
 *
 * - quiet: sharing, and no position taken for `quietAfterMs`.
 * - behind: more than `behindSweepMetres` behind the sweep, measured along the ride's route
 *   (both positions projected onto it). Needs a route and a sweep who is heard from.
 * - stopped: not moved (beyond `stillWithinMetres` of where they stood) for `stoppedAfterMs`
 *   while the group moves: the leader moved within that time, or, with the leader not sharing,
 *   another rider did.
 * A quiet rider's position is old, so only "quiet" is judged for them.
 */
import { distanceMetres, type Point } from '../../../../contract/geo-distance';
import { RIDE_LIVE_LIMITS, type LiveAlertCause } from '../../../../contract/ride-live-constants';

export { distanceMetres, type Point };

const rad = (degrees: number) => (degrees * Math.PI) / 180;

export interface SharerState {
  riderId: number;
  /** Null until the rider's first position. */
  position: Point | null;
  /** When the server took the latest position (ms since epoch); null without one. */
  receivedAt: number | null;
  /** When the rider last moved off where they stood (ms since epoch); null without a position. */
  movedAt: number | null;
}

export interface AlertThresholds {
  behindSweepMetres: number;
  stoppedAfterMs: number;
  quietAfterMs: number;
}

export const DEFAULT_THRESHOLDS: AlertThresholds = {
  behindSweepMetres: RIDE_LIVE_LIMITS.behindSweepMetres,
  stoppedAfterMs: RIDE_LIVE_LIMITS.stoppedAfterMs,
  quietAfterMs: RIDE_LIVE_LIMITS.quietAfterMs,
};

export interface RideSituation {
  now: number;
  sharers: readonly SharerState[];
  /** The route as [lat, lng, …] points; null when the ride has none. */
  track: readonly (readonly number[])[] | null;
  leaderId: number;
  sweepId: number | null;
  thresholds?: AlertThresholds;
}

/**
 * Metres from the route's start to the point of the route nearest `point`. Each segment is
 * flattened around its own start (exact enough over a segment's few hundred metres).
 */
export function metresAlongRoute(track: readonly (readonly number[])[], point: Point): number {
  let best = Infinity;
  let bestAlong = 0;
  let before = 0;
  for (let i = 0; i + 1 < track.length; i++) {
    const a = { lat: track[i]![0]!, lng: track[i]![1]! };
    const b = { lat: track[i + 1]![0]!, lng: track[i + 1]![1]! };
    const scale = Math.cos(rad(a.lat));
    const bx = (b.lng - a.lng) * scale;
    const by = b.lat - a.lat;
    const px = (point.lng - a.lng) * scale;
    const py = point.lat - a.lat;
    const lengthSquared = bx * bx + by * by;
    const t =
      lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / lengthSquared));
    const nearest = { lat: a.lat + t * (b.lat - a.lat), lng: a.lng + t * (b.lng - a.lng) };
    const away = distanceMetres(point, nearest);
    const segment = distanceMetres(a, b);
    if (away < best) {
      best = away;
      bestAlong = before + t * segment;
    }
    before += segment;
  }
  return bestAlong;
}

/** Whether a rider who stood at `anchor` and is now at `point` has moved. */
export function hasMoved(anchor: Point | null, point: Point): boolean {
  return anchor === null || distanceMetres(anchor, point) > RIDE_LIVE_LIMITS.stillWithinMetres;
}

/** The causes that hold now, per rider; riders with none are left out. */
export function causesNow(situation: RideSituation): Map<number, Set<LiveAlertCause>> {
  const { now, sharers, track, leaderId, sweepId } = situation;
  const limits = situation.thresholds ?? DEFAULT_THRESHOLDS;
  const causes = new Map<number, Set<LiveAlertCause>>();
  const flag = (riderId: number, cause: LiveAlertCause) => {
    let set = causes.get(riderId);
    if (!set) causes.set(riderId, (set = new Set()));
    set.add(cause);
  };
  const heard = (sharer: SharerState) =>
    sharer.receivedAt !== null && now - sharer.receivedAt < limits.quietAfterMs;

  for (const sharer of sharers) {
    if (sharer.receivedAt !== null && !heard(sharer)) flag(sharer.riderId, 'quiet');
  }
  const current = sharers.filter(
    (sharer): sharer is SharerState & { position: Point; movedAt: number } =>
      heard(sharer) && sharer.position !== null && sharer.movedAt !== null,
  );

  const sweep = current.find((sharer) => sharer.riderId === sweepId);
  if (track && track.length >= 2 && sweep) {
    const sweepAlong = metresAlongRoute(track, sweep.position);
    for (const sharer of current) {
      if (sharer === sweep) continue;
      if (sweepAlong - metresAlongRoute(track, sharer.position) > limits.behindSweepMetres) {
        flag(sharer.riderId, 'behind');
      }
    }
  }

  const movedRecently = (sharer: { movedAt: number }) =>
    now - sharer.movedAt < limits.stoppedAfterMs;
  const leader = current.find((sharer) => sharer.riderId === leaderId);
  for (const sharer of current) {
    if (movedRecently(sharer)) continue;
    const groupMoves =
      leader && leader !== sharer
        ? movedRecently(leader)
        : current.some((other) => other !== sharer && movedRecently(other));
    if (groupMoves) flag(sharer.riderId, 'stopped');
  }
  return causes;
}
