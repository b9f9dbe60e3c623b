/**
 * The watch over live rides: one job in the jobs table, every RIDE_LIVE_LIMITS.watchIntervalMs,
 * planning itself again, so several server processes run it once between them. Each run:
 * - a ride that ended (its time is up, or the organiser ended it) has every switch turned off;
 * - on a live ride, the alert rules (rules.ts) are judged over the riders sharing: an alert opens
 *   for a cause that starts to hold and clears when it stops; the crew hears of both, and of an
 *   opened one by push (kind rideDay);
 * - positions of rides that ended more than RIDE_LIVE_LIMITS.keepAfterEndMs ago are deleted.
 * The job's clock is the time it was claimed, so a test runs it "later" through runDue(now).
 */
import type { FastifyInstance } from 'fastify';
import {
  LIVE_ALERT_CAUSES,
  RIDE_LIVE_LIMITS,
  RIDE_LIVE_TEXT,
  type LiveAlertCause,
} from '../../../../contract/ride-live';
import { findJob, scheduleJob } from '../../../jobs/repository';
import type { JobHandler } from '../../../jobs/runner';
import { publicUsers } from '../../users';
import { findRoute } from '../repository';
import { causesNow, type SharerState } from './rules';
import * as repo from './repository';
import {
  closeLiveDay,
  crewOf,
  isLive,
  loadRide,
  rideEndsAt,
  tellCrew,
  type LiveRide,
} from './service';

export const LIVE_WATCH_JOB = 'ride-live-watch';

const time = (value: string | null) => (value ? Date.parse(value) : null);

async function judgeAlerts(app: FastifyInstance, ride: LiveRide, now: Date) {
  const eventId = ride.event.id;
  const [rows, open] = await Promise.all([
    repo.sharersOf(app.db, eventId),
    repo.openAlerts(app.db, eventId),
  ]);
  const route = ride.event.route_id ? await findRoute(app.db, ride.event.route_id) : undefined;
  const sharers: SharerState[] = rows.map((row) => ({
    riderId: row.user_id,
    position:
      row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
    receivedAt: time(row.received_at),
    movedAt: time(row.moved_at),
  }));
  const holding = causesNow({
    now: now.getTime(),
    sharers,
    track: route ? (JSON.parse(route.track) as number[][]) : null,
    leaderId: ride.leaderId,
    sweepId: ride.sweepId,
  });
  const at = now.toISOString();
  const crew = crewOf(ride);
  const names = await publicUsers(app.db, [...holding.keys(), ...open.map((row) => row.user_id)]);
  const riderOf = (id: number) => {
    const user = names.get(id);
    return { id, username: user?.username ?? '', fullName: user?.fullName ?? '' };
  };
  const toAlert = (row: repo.LiveAlertRow) => ({
    id: row.id,
    rideId: row.event_id,
    rider: riderOf(row.user_id),
    cause: row.cause,
    openedAt: row.opened_at,
    clearedAt: row.cleared_at,
  });

  for (const row of open) {
    if (holding.get(row.user_id)?.has(row.cause)) continue;
    const cleared = await repo.clearAlert(app.db, row.id, at);
    if (cleared) await tellCrew(app, crew, { type: 'alert', alert: toAlert(cleared) });
  }
  const isOpen = (riderId: number, cause: LiveAlertCause) =>
    open.some((row) => row.user_id === riderId && row.cause === cause);
  for (const [riderId, causes] of holding) {
    for (const cause of LIVE_ALERT_CAUSES) {
      if (!causes.has(cause) || isOpen(riderId, cause)) continue;
      const opened = await repo.openAlert(app.db, ride.event.id, riderId, cause, at);
      if (!opened) continue;
      const alert = toAlert(opened);
      const told = crew.filter((id) => id !== riderId);
      await tellCrew(app, told, { type: 'alert', alert });
      void app.notify(told, 'rideDay', () => ({
        title: RIDE_LIVE_TEXT.alertPushTitle(alert.rider.fullName, cause),
        body: RIDE_LIVE_TEXT.alertPushBody(ride.event.name),
        url: `/events/${eventId}/live`,
        tag: `ride-alert-${eventId}-${riderId}-${cause}`,
      }));
    }
  }
}

/** One run of the watch at `now`; answers how many riders' positions it deleted. */
export async function watchLiveRides(app: FastifyInstance, now: Date): Promise<number> {
  for (const eventId of await repo.ridesWithSharers(app.db)) {
    const ride = await loadRide(app.db, eventId);
    if (!ride) continue;
    if (isLive(ride, now.getTime())) await judgeAlerts(app, ride, now);
    else if (now.getTime() >= ride.endsAt) await closeLiveDay(app.db, eventId, now.toISOString());
  }
  const expired = (await repo.ridesHoldingPositions(app.db))
    .filter(
      (row) =>
        now.getTime() >= rideEndsAt(row, row.ended_at).endsAt + RIDE_LIVE_LIMITS.keepAfterEndMs,
    )
    .map((row) => row.id);
  return repo.deletePositionsOf(app.db, expired);
}

export function liveWatchHandler(app: FastifyInstance): JobHandler {
  return async (_payload, job) => {
    const now = new Date(job.claimedAt);
    const deleted = await watchLiveRides(app, now);
    if (deleted > 0) app.log.info({ deleted }, 'Ride positions deleted after their ride');
    await scheduleJob(app.db, {
      kind: LIVE_WATCH_JOB,
      key: LIVE_WATCH_JOB,
      payload: {},
      runAt: new Date(now.getTime() + RIDE_LIVE_LIMITS.watchIntervalMs),
    });
  };
}

export function registerLiveWatch(app: FastifyInstance): void {
  app.jobs.handle(LIVE_WATCH_JOB, liveWatchHandler(app));
  app.addHook('onReady', async () => {
    if (await findJob(app.db, LIVE_WATCH_JOB)) return;
    await scheduleJob(app.db, {
      kind: LIVE_WATCH_JOB,
      key: LIVE_WATCH_JOB,
      payload: {},
      runAt: new Date(),
    });
  });
}
