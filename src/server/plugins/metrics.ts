/**
 * `GET /api/metrics` in Prometheus' text format, so an operator learns of trouble before members
 * do: requests by route and status, their latency, open chat sockets, replayed writes (an
 * outbox sending again what landed), job runs and failures, the PostgreSQL pool, and Node's own
 * figures (event-loop delay, memory, CPU). Each process answers for itself; Prometheus scrapes
 * each one. Only the addresses in METRICS_ALLOW may read it (loopback by default): anyone else
 * gets the 404 of a route that does not exist.
 */
import fp from 'fastify-plugin';
import proxyAddr from 'proxy-addr';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { IDEMPOTENCY_REPLAYED_HEADER } from '../../contract/idempotency';
import { notFound } from '../http-errors';

export const METRICS_PATH = '/api/metrics';

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'club_http_requests_total',
      help: 'Requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'club_http_request_duration_seconds',
      help: 'Time from a request arriving to its reply sent, by route pattern and method.',
      labelNames: ['route', 'method'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    replays: new Counter({
      name: 'club_idempotent_replays_total',
      help: 'Writes sent again (Idempotency-Key) and answered with the first reply.',
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'club_job_runs_total',
      help: 'Background jobs run, by kind and outcome (done or failed).',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export default fp(
  async (app) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    const allowed = proxyAddr.compile(app.config.metricsAllow);

    new Gauge({
      name: 'club_chat_sockets_open',
      help: 'Chat sockets open on this process.',
      registers: [metrics.registry],
      collect() {
        // The chat is registered after this plugin: read it when scraped.
        this.set(app.hasDecorator('realtime') ? app.realtime.openSockets() : 0);
      },
    });
    const pool = new Gauge({
      name: 'club_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [metrics.registry],
      collect() {
        if (!app.dbPool) return;
        pool.set({ state: 'total' }, app.dbPool.totalCount);
        pool.set({ state: 'idle' }, app.dbPool.idleCount);
        pool.set({ state: 'waiting' }, app.dbPool.waitingCount);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the path itself: ids would make a series per ride.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      const method = request.method;
      metrics.requests.inc({ route, method, status: String(reply.statusCode) });
      metrics.latency.observe({ route, method }, reply.elapsedTime / 1000);
      if (reply.getHeader(IDEMPOTENCY_REPLAYED_HEADER) === 'true') metrics.replays.inc();
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request.ip, 0)) throw notFound();
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
