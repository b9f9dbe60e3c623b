/**
 * Puts the job runner on the app as `app.jobs`: features register a handler per kind of job
 * and schedule jobs through the jobs repository, inside their own transactions. The runner
 * looks for due jobs every JOB_INTERVAL_SECONDS once the app is ready, and stops on close,
 * before the database does.
 */
import fp from 'fastify-plugin';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export default fp(
  async (app) => {
    const runner = new JobRunner(app.db, app.log, {
      onFinished: (kind, outcome) => app.metrics.jobRuns.inc({ kind, outcome }),
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start(app.config.jobIntervalSeconds * 1000));
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
