/**
 * The inbox keeps 90 days: one job in the jobs table sweeps older rows and plans itself again a
 * day later, so several server processes sweep once between them. The job's clock is the time it
 * was claimed, which lets a test run it "later" through runDue(now).
 */
import type { FastifyInstance } from 'fastify';
import { findJob, scheduleJob } from '../../jobs/repository';
import type { JobHandler } from '../../jobs/runner';
import { sweepInbox } from './service';

export const INBOX_SWEEP_JOB = 'notification-sweep';
const SWEEP_EVERY_MS = 86_400_000;

export function inboxSweepHandler(app: FastifyInstance): JobHandler {
  return async (_payload, job) => {
    const now = new Date(job.claimedAt);
    const removed = await sweepInbox(app.db, now);
    if (removed > 0) app.log.info({ removed }, 'Old notifications swept');
    await scheduleJob(app.db, {
      kind: INBOX_SWEEP_JOB,
      key: INBOX_SWEEP_JOB,
      payload: {},
      runAt: new Date(now.getTime() + SWEEP_EVERY_MS),
    });
  };
}

export function registerInboxSweep(app: FastifyInstance): void {
  app.jobs.handle(INBOX_SWEEP_JOB, inboxSweepHandler(app));
  app.addHook('onReady', async () => {
    if (await findJob(app.db, INBOX_SWEEP_JOB)) return;
    await scheduleJob(app.db, {
      kind: INBOX_SWEEP_JOB,
      key: INBOX_SWEEP_JOB,
      payload: {},
      runAt: new Date(),
    });
  });
}
