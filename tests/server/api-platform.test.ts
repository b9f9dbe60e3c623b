/** What every API call shares: anti-forgery, JSON errors, rate limits; and the user:grant CLI. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

const run = promisify(execFile);
let server: TestServer;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  // A route that fails the way a bug would, to see what the client is told.
  server.app.get('/api/test-only/explode', async () => {
    throw new Error('secret detail at /srv/app/db.ts:42 SELECT password_hash FROM users');
  });
  member = await server.createMember('platform_user');
});
afterAll(async () => server?.close());

describe('the database', () => {
  it('is PostgreSQL when TEST_DATABASE_URL is set, SQLite otherwise', async () => {
    const reply = await server.client().get('/api/health');
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
    expect(reply.json()).toEqual({ status: 'ok', database: expected });
  });
});

describe('anti-forgery', () => {
  it('a POST without the X-XSRF-TOKEN header is 403', async () => {
    const reply = await server.client().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'platform_user', password: 'whatever-it-is' },
      csrf: false,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ code: 'CSRF', message: SERVER_MESSAGE.csrf });
  });

  it('a header that does not match the cookie is 403, even with a valid token', async () => {
    const reply = await member.client.request({
      method: 'PUT',
      url: `/api/user/${member.id}`,
      payload: { fullName: 'Forged Name' },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(reply.statusCode).toBe(403);
    const me = await member.client.get('/api/user/me');
    expect(me.json().fullName).toBe('Member platform_user');
  });
});

describe('errors', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const reply = await server.client().get('/api/no/such/thing');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
    expect(reply.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('a failure inside a route is a bare 500 with no stack or detail', async () => {
    const reply = await server.client().get('/api/test-only/explode');
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(reply.body).not.toMatch(/secret|password|\.ts|at /);
  });

  it('bad JSON is a 400 in the same shape', async () => {
    const reply = await server.client().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('the 6th code request in a minute from one address is 429; another address is not', async () => {
    const client = server.client();
    const url = '/api/auth/sendOtpToEmail?email=nobody%40riders.example';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post(url)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await client.post(url);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      message: SERVER_MESSAGE.tooManyRequests,
    });
    expect((await server.client().post(url)).statusCode).toBe(200);
  });

  it('availability checks allow 60 a minute', async () => {
    const client = server.client();
    const url = '/api/auth/checkUsernameAvailability?username=anyone';
    const replies = await Promise.all(Array.from({ length: 61 }, () => client.get(url)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    // Counting on one route leaves the others alone.
    expect((await client.get('/api/auth/checkEmailAvailability?email=a%40b.cd')).statusCode).toBe(
      200,
    );
  });

  it('keeps the counters of each route apart in the database, whatever the key', async () => {
    await server.client().get('/api/auth/checkUsernameAvailability?username=someone');
    const rows = await server.app.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.map((row) => row.key)).toContainEqual(
      expect.stringMatching(/^GET \/api\/auth\/checkUsernameAvailability\|/),
    );
  });
});

describe('npm run user:grant', () => {
  const cli = path.resolve('src/server/cli/user-grant.ts');
  const env = () => ({
    ...process.env,
    DATA_DIR: server.dataDir,
    DATABASE_URL: server.app.config.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  });
  const grant = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', cli, ...args], { env: env() });

  it('grants a role to a member', async () => {
    const { stdout } = await grant('PLATFORM_USER', 'ROLE_SELLER');
    expect(stdout).toContain('Granted ROLE_SELLER to platform_user');
    const roles = await member.client.get(`/api/role/roleOf/${member.id}`);
    expect(roles.json()).toEqual([{ name: 'ROLE_USER' }, { name: 'ROLE_SELLER' }]);
  });

  it('fails with a message for an unknown member or role', async () => {
    await expect(grant('nobody_here', 'ROLE_ADMIN')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account'),
    });
    await expect(grant('platform_user', 'ROLE_KING')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown role'),
    });
  });
});
