/**
 * Ride reminders and the job runner: a ride's reminder is due the club setting reminderLeadHours
 * (12 hours on a fresh install) before it starts, moves with the ride and goes with its
 * cancelling; when due, runners racing for it run it once and the riders going get one push; a
 * failing job is retried a few times, then left failed; a job whose runner went silent is taken
 * over.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_TEXT } from '../../src/contract/events';
import { findJob, scheduleJob } from '../../src/server/jobs/repository';
import { JobRunner } from '../../src/server/jobs/runner';
import {
  REMINDER_JOB,
  reminderHandler,
  reminderKey,
} from '../../src/server/modules/events/reminders';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import {
  createRide,
  inHours,
  makeRiders,
  pushDevices,
  rideInput,
  rsvp,
  type Rider,
} from './events-fixtures';

const HOUR = 3_600_000;
let server: TestServer;
let receiver: PushReceiver;
let organiser: Rider;
let riders: Rider[];
let push: Awaited<ReturnType<typeof pushDevices>>;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
      JOB_INTERVAL_SECONDS: '0',
    },
  });
  receiver = await startPushReceiver();
  const made = await makeRiders(server, 'remind_rider', 4);
  organiser = made[0]!;
  riders = made.slice(1);
  push = await pushDevices(receiver, made);
});
// Each test counts the jobs it runs, so none is left over from the one before.
beforeEach(async () => {
  await server.app.db.deleteFrom('jobs').execute();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const dueAt = async (rideId: number) => (await findJob(server.app.db, reminderKey(rideId)))?.run_at;
const near = (iso: string | undefined, expected: number) =>
  expect(Math.abs(Date.parse(iso!) - expected)).toBeLessThan(5_000);

/** Another server process's runner: its own id, the same handler, the same database. */
function secondRunner() {
  const runner = new JobRunner(server.app.db, server.app.log);
  runner.handle(REMINDER_JOB, reminderHandler(server.app));
  return runner;
}

describe('a ride’s reminder job', () => {
  it('is due 12 h before the start, moves with the ride and goes when it is cancelled', async () => {
    const ride = await createRide(organiser.client, { startsAt: inHours(20) });
    near(await dueAt(ride.id), Date.parse(ride.startsAt) - 12 * HOUR);

    const later = inHours(30);
    const moved = await organiser.client.put(
      `/api/event/${ride.id}`,
      rideInput({ startsAt: later }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    near(await dueAt(ride.id), Date.parse(later) - 12 * HOUR);

    // Planned closer to its start than the reminder time: the reminder is due at once.
    const soon = await createRide(organiser.client, { startsAt: inHours(2) });
    near(await dueAt(soon.id), Date.now());

    await organiser.client.post(`/api/event/${ride.id}/cancel`);
    expect(await dueAt(ride.id)).toBeUndefined();
  });

  it('runs once when two runners race for it; the riders going get one push', async () => {
    const ride = await createRide(organiser.client, {
      name: 'Dawn ride to Mawa',
      startsAt: inHours(20),
    });
    const [going, waiting] = riders;
    await rsvp(going!.client, ride, true);
    await organiser.client.put(
      `/api/event/${ride.id}`,
      rideInput({ name: 'Dawn ride to Mawa', startsAt: ride.startsAt, capacity: 1 }),
    );
    await rsvp(waiting!.client, ride, true);
    const before = push.notices(going!).length;

    // Not yet due: nothing runs.
    expect(await server.app.jobs.runDue(new Date(Date.now() + 7 * HOUR))).toBe(0);

    const due = new Date(Date.parse(ride.startsAt) - 12 * HOUR + 1_000);
    const other = secondRunner();
    const third = secondRunner();
    const ran = await Promise.all([
      server.app.jobs.runDue(due),
      other.runDue(due),
      third.runDue(due),
    ]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await dueAt(ride.id)).toBeUndefined();

    await expect.poll(() => push.notices(going!).length).toBe(before + 1);
    const notice = push.notices(going!).at(-1)!;
    expect(notice).toMatchObject({
      title: EVENT_TEXT.reminderTitle('Dawn ride to Mawa'),
      url: `/events/${ride.id}`,
      tag: `event-reminder-${ride.id}`,
    });
    expect(notice.body).toMatch(/^In \d+ hours from Dhanmondi Lake$/);
    expect(push.notices(waiting!).some((n) => n.title === notice.title)).toBe(false);
    expect(push.notices(organiser).some((n) => n.title === notice.title)).toBe(false);
    expect(await other.runDue(new Date(due.getTime() + HOUR))).toBe(0);
  });

  it('many due jobs and four runners: every job runs exactly once', async () => {
    const runs: number[] = [];
    const key = `race-${Date.now()}`;
    const runners = Array.from({ length: 4 }, () => {
      const runner = new JobRunner(server.app.db, server.app.log, { batchSize: 50 });
      runner.handle(key, async (payload) => {
        runs.push((payload as { n: number }).n);
      });
      return runner;
    });
    const runAt = new Date(Date.now() - 1_000);
    for (let n = 0; n < 12; n++) {
      await scheduleJob(server.app.db, { kind: key, key: `${key}:${n}`, payload: { n }, runAt });
    }
    const ran = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(12);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
  });
});

describe('failures', () => {
  it('a failing job is retried with a growing delay, then left failed', async () => {
    let tries = 0;
    const runner = new JobRunner(server.app.db, server.app.log, {
      maxAttempts: 3,
      retryDelayMs: 60_000,
    });
    runner.handle('always-fails', async () => {
      tries++;
      throw new Error('push service down');
    });
    const start = Date.now();
    await scheduleJob(server.app.db, {
      kind: 'always-fails',
      key: 'always-fails:1',
      payload: {},
      runAt: new Date(start - 1_000),
    });
    expect(await runner.runDue(new Date(start))).toBe(1);
    let row = await findJob(server.app.db, 'always-fails:1');
    expect(row).toMatchObject({ attempts: 1, claimed_at: null, failed_at: null });
    expect(row!.last_error).toBe('push service down');
    expect(Date.parse(row!.run_at)).toBe(start + 60_000);

    expect(await runner.runDue(new Date(start + 30_000))).toBe(0);
    expect(await runner.runDue(new Date(start + 60_000))).toBe(1);
    row = await findJob(server.app.db, 'always-fails:1');
    expect(Date.parse(row!.run_at)).toBe(start + 60_000 + 120_000);
    expect(await runner.runDue(new Date(start + 180_000))).toBe(1);
    row = await findJob(server.app.db, 'always-fails:1');
    expect(row).toMatchObject({ attempts: 3 });
    expect(row!.failed_at).not.toBeNull();
    expect(await runner.runDue(new Date(start + 10 * HOUR))).toBe(0);
    expect(tries).toBe(3);
  });

  it('a job held by a runner that went silent is taken over after the stale time', async () => {
    let runs = 0;
    const runner = new JobRunner(server.app.db, server.app.log, { staleAfterMs: 10 * 60_000 });
    runner.handle('abandoned', async () => {
      runs++;
    });
    const now = Date.now();
    await scheduleJob(server.app.db, {
      kind: 'abandoned',
      key: 'abandoned:1',
      payload: {},
      runAt: new Date(now - 60_000),
    });
    await server.app.db
      .updateTable('jobs')
      .set({ claimed_by: 'runner-gone', claimed_at: new Date(now - 5 * 60_000).toISOString() })
      .where('key', '=', 'abandoned:1')
      .execute();
    expect(await runner.runDue(new Date(now))).toBe(0);
    expect(await runner.runDue(new Date(now + 6 * 60_000))).toBe(1);
    expect(runs).toBe(1);
    expect(await findJob(server.app.db, 'abandoned:1')).toBeUndefined();
  });
});

describe('the runner’s timer', () => {
  it('runs due jobs by itself once the app is ready, and stops with it', async () => {
    const live = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0.2' } });
    try {
      const runs: string[] = [];
      live.app.jobs.handle('timer-test', async (payload) => {
        runs.push((payload as { name: string }).name);
      });
      await live.client().get('/api/health');
      await scheduleJob(live.app.db, {
        kind: 'timer-test',
        key: 'timer-test:1',
        payload: { name: 'first' },
        runAt: new Date(),
      });
      await expect.poll(() => runs, { timeout: 5_000 }).toEqual(['first']);
      expect(await findJob(live.app.db, 'timer-test:1')).toBeUndefined();
    } finally {
      await live.close();
    }
  });
});
