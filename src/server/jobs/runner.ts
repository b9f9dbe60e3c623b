/**
 * Runs due jobs from the jobs table. Several processes may run one each: a job is claimed by a
 * conditional UPDATE before it runs, so it runs once. A failed job is retried later with a
 * growing delay, up to `maxAttempts` tries; a process that dies holding a job loses it after
 * `staleAfterMs`, and another process takes it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimJob, dueJobIds, failJob, finishJob, type ClaimedJob } from './repository';

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

export interface RunnerOptions {
  /** Told of each job run's end, for /api/metrics. */
  onFinished?: (kind: string, outcome: 'done' | 'failed') => void;
  /** Names this runner in `claimed_by`; unique per process. */
  id?: string;
  maxAttempts?: number;
  /** First retry delay; each further one doubles it. */
  retryDelayMs?: number;
  staleAfterMs?: number;
  batchSize?: number;
}

export class JobRunner {
  readonly id: string;
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | undefined;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly staleAfterMs: number;
  private readonly batchSize: number;
  private readonly onFinished: RunnerOptions['onFinished'];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    options: RunnerOptions = {},
  ) {
    this.id = options.id ?? `runner-${randomUUID()}`;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryDelayMs = options.retryDelayMs ?? 60_000;
    this.staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
    this.batchSize = options.batchSize ?? 20;
    this.onFinished = options.onFinished;
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Runs the jobs due at `now` that this runner wins; answers how many it ran. */
  runDue(now = new Date()): Promise<number> {
    // One pass at a time per process: a slow pass is not overlapped by the next tick.
    this.pass ??= this.runPass(now).finally(() => (this.pass = undefined));
    return this.pass;
  }

  private async runPass(now: Date): Promise<number> {
    const at = now.toISOString();
    const staleBefore = new Date(now.getTime() - this.staleAfterMs).toISOString();
    let ran = 0;
    for (const id of await dueJobIds(this.db, at, staleBefore, this.batchSize)) {
      const job = await claimJob(this.db, id, this.id, at, staleBefore);
      if (!job) continue;
      await this.run(job, now);
      ran++;
    }
    return ran;
  }

  private async run(job: ClaimedJob, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload, job);
      await finishJob(this.db, job);
      this.onFinished?.(job.kind, 'done');
    } catch (error) {
      this.onFinished?.(job.kind, 'failed');
      const tries = job.attempts + 1;
      const retryAt =
        tries < this.maxAttempts
          ? new Date(now.getTime() + this.retryDelayMs * 2 ** (tries - 1))
          : null;
      this.log.warn({ err: error, job: job.key, tries }, 'job failed');
      await failJob(this.db, job, String((error as Error)?.message ?? error), retryAt);
    }
  }

  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.runDue().catch((error: unknown) => this.log.error({ err: error }, 'job pass failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass?.catch(() => undefined);
  }
}
