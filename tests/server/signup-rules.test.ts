/** What the server refuses at signup (§5) and how codes are sent again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY, SERVER_MESSAGE, VALIDATION } from '../../src/contract/messages';
import { signupPayload, startTestServer, type TestServer } from '../helpers/server-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('verification codes on request', () => {
  it('says "email sent" for unknown addresses too, and sends nothing to them', async () => {
    const before = server.sink.messages.length;
    const reply = await server
      .client()
      .post('/api/auth/sendOtpToEmail?email=nobody%40riders.example');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toBe(REPLY.emailSent);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.sink.messages.slice(before).map((mail) => mail.to)).toEqual([]);
  });

  it('throttles a new code for a fresh signup, then sends one once the minute has passed', async () => {
    const payload = signupPayload('bob_climbs');
    const client = server.client();
    expect((await client.post('/api/auth/signup', payload)).statusCode).toBe(201);
    const first = await server.sink.codeFor(payload.email);
    const url = `/api/auth/sendOtpToEmail?email=${encodeURIComponent(payload.email)}`;

    const tooSoon = await client.post(url);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(SERVER_MESSAGE.codeResendTooSoon);

    const user = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('email_codes')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const before = server.sink.messages.length;
    const resent = await client.post(url);
    expect(resent.statusCode).toBe(200);
    expect(resent.body).toBe(REPLY.emailSent);
    const second = await server.sink.codeFor(payload.email, { after: before });

    // The new code replaced the first one.
    const rows = await server.app.db
      .selectFrom('email_codes')
      .select(['used_at'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.used_at !== null)).toEqual([true, false]);
    if (first !== second) {
      const old = await client.post('/api/auth/verifyEmail', { email: payload.email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await client.post('/api/auth/verifyEmail', { email: payload.email, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses GET on the two calls that send e-mail', async () => {
    for (const url of [
      '/api/auth/sendOtpToEmail?email=a%40b.cd',
      '/api/auth/forgotPassword?username=someone',
    ]) {
      const reply = await server.client().get(url);
      expect(reply.statusCode).toBe(405);
      expect(reply.json()).toEqual({
        statusCode: 405,
        error: 'Method Not Allowed',
        message: 'Use POST: this call sends an e-mail.',
      });
    }
  });
});

describe('§5 rules on the server', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['fullName', { fullName: 'Al' }, VALIDATION.fullName],
    ['username', { username: 'abcd' }, VALIDATION.username],
    ['email', { email: 'not-an-email' }, VALIDATION.email],
    ['phoneNumber', { phoneNumber: '0171234567' }, VALIDATION.phone],
    ['phoneNumber', { phoneNumber: '017123456789012' }, VALIDATION.phone],
    ['address', { address: 'Short st' }, VALIDATION.address],
    ['dob', { dob: `${new Date().getUTCFullYear() - 9}-01-01` }, VALIDATION.dob],
    ['gender', { gender: '' }, VALIDATION.gender],
    ['password', { password: 'short', retypePassword: 'short' }, VALIDATION.password],
    ['retypePassword', { retypePassword: 'something else' }, VALIDATION.retypePassword],
  ];

  it.each(cases)('rejects a bad %s with its message', async (field, override, message) => {
    const reply = await server
      .client()
      .post('/api/auth/signup', { ...signupPayload('rule_tester'), ...override });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors?.[field]).toBe(message);
  });

  it('creates nothing for rejected signups', async () => {
    const row = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', 'rule_tester')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('when e-mail cannot be sent', () => {
  let broken: TestServer;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, so every send fails at once.
    broken = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => broken?.close());

  it('signup says so with 503 and keeps no account that could never be verified', async () => {
    const reply = await broken.client().post('/api/auth/signup', signupPayload('no_mail_rider'));
    expect(reply.statusCode).toBe(503);
    expect(reply.json().message).toMatch(/could not send the e-mail/);
    const free = await broken
      .client()
      .get('/api/auth/checkUsernameAvailability?username=no_mail_rider');
    expect(free.json()).toBe(true);
  });
});
