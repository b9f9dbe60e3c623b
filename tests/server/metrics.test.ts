/**
 * GET /api/metrics: Prometheus' text format with what an operator watches (requests by route and
 * status, latency, chat sockets, replayed writes, job runs and failures, the event loop), read
 * only from the addresses METRICS_ALLOW names.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleJob } from '../../src/server/jobs/repository';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let rider: Member;

beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_ALLOW: '127.0.0.1,10.9.0.0/16' } });
  rider = await server.createMember('metrics_rider');
});
afterAll(async () => server?.close());

const scrape = (remoteAddress: string) =>
  server.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress });

describe('/api/metrics', () => {
  it('is a 404 to anyone but the addresses named', async () => {
    expect((await scrape('203.0.113.7')).statusCode).toBe(404);
    expect((await scrape('10.9.4.2')).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, replays, and jobs by outcome', async () => {
    const member = server.client(rider.token);
    await member.get('/api/event');
    await member.get('/api/event/999999');
    const key = randomUUID();
    const bug = { title: 'Counted once', description: 'Sent twice.', severity: 'LOW' };
    for (let send = 0; send < 2; send++)
      await member.request({
        method: 'POST',
        url: '/api/bugs',
        payload: bug,
        headers: { 'idempotency-key': key },
      });
    server.app.jobs.handle('metrics-test', async (payload) => {
      if (payload === 'fail') throw new Error('broken on purpose');
    });
    for (const payload of ['ok', 'fail'])
      await scheduleJob(server.app.db, {
        kind: 'metrics-test',
        key: `metrics-test:${payload}`,
        payload,
        runAt: new Date(Date.now() - 1000),
      });
    await server.app.jobs.runDue();

    const reply = await scrape('127.0.0.1');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = reply.body;
    expect(text).toMatch(
      /club_http_requests_total\{route="\/api\/event",method="GET",status="200"\} [1-9]/,
    );
    expect(text).toContain('route="/api/event/:id",method="GET",status="404"');
    expect(text).not.toContain('/api/event/999999');
    expect(text).toMatch(
      /club_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/event"/,
    );
    expect(text).toMatch(/^club_idempotent_replays_total 1$/m);
    expect(text).toMatch(/club_job_runs_total\{kind="metrics-test",outcome="done"\} 1/);
    expect(text).toMatch(/club_job_runs_total\{kind="metrics-test",outcome="failed"\} 1/);
    expect(text).toMatch(/^club_chat_sockets_open 0$/m);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    if (server.app.dialect === 'postgres')
      expect(text).toMatch(/club_db_pool_connections\{state="total"\} [1-9]/);
  });
});
