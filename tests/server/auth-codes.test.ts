/** E-mail codes: wrong, expired, too many tries, single use; password reset by code. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ERROR } from '../../src/contract/auth';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from '../../src/contract/constants';
import { REPLY, SERVER_MESSAGE, VALIDATION } from '../../src/contract/messages';
import {
  TEST_PASSWORD,
  signupPayload,
  startTestServer,
  type Member,
  type TestServer,
} from '../helpers/server-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** Signs up an account and returns its e-mail and its id, leaving it unverified. */
async function unverified(username: string) {
  const payload = signupPayload(username);
  const before = server.sink.messages.length;
  const reply = await server.client().post('/api/auth/signup', payload);
  expect(reply.statusCode).toBe(201);
  const code = await server.sink.codeFor(payload.email, { after: before });
  const row = await server.app.db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', username)
    .executeTakeFirstOrThrow();
  return { email: payload.email, id: row.id, code };
}

/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function statusOf(id: number) {
  const row = await server.app.db
    .selectFrom('users')
    .select('account_status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.account_status;
}

describe('verification codes', () => {
  it('a wrong code is refused and counted', async () => {
    const { email, id, code } = await unverified('wrong_code');
    const reply = await server.client().post('/api/auth/verifyEmail', {
      email,
      otp: otherThan(code),
    });
    expect(reply.statusCode).toBe(400);
    // What was wrong, for the screen to say on the code's field.
    expect(reply.json()).toMatchObject({
      message: SERVER_MESSAGE.codeWrong,
      code: CODE_ERROR.wrong,
      fieldErrors: { otp: SERVER_MESSAGE.codeWrong },
    });
    const row = await server.app.db
      .selectFrom('email_codes')
      .select('attempts')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(await statusOf(id)).toBe('unverified');
  });

  it('an expired code is refused even when right', async () => {
    const { email, id, code } = await unverified('late_rider');
    await server.app.db
      .updateTable('email_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    const reply = await server.client().post('/api/auth/verifyEmail', { email, otp: code });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      message: SERVER_MESSAGE.codeExpired,
      code: CODE_ERROR.expired,
    });
    expect(await statusOf(id)).toBe('unverified');
  });

  it(`the browser that asked has ${OTP_MAX_ATTEMPTS} wrong tries, then must ask again`, async () => {
    const payload = signupPayload('guesser');
    const asker = server.client();
    const before = server.sink.messages.length;
    expect((await asker.post('/api/auth/signup', payload)).statusCode).toBe(201);
    const code = await server.sink.codeFor(payload.email, { after: before });
    const messages: string[] = [];
    for (let i = 0; i <= OTP_MAX_ATTEMPTS; i++) {
      const reply = await asker.post('/api/auth/verifyEmail', {
        email: payload.email,
        otp: otherThan(code),
      });
      expect(reply.statusCode).toBe(400);
      messages.push(reply.json().message);
    }
    expect(messages).toEqual([
      ...Array(OTP_MAX_ATTEMPTS).fill(SERVER_MESSAGE.codeWrong),
      SERVER_MESSAGE.codeTooManyTries,
    ]);
    const right = await asker.post('/api/auth/verifyEmail', { email: payload.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      message: SERVER_MESSAGE.codeTooManyTries,
      code: CODE_ERROR.tooManyTries,
    });
  });

  it('a code of one purpose does not work for the other', async () => {
    const { email, code } = await unverified('cross_purpose');
    const reply = await server.client().post('/api/auth/resetPassword', {
      username: email,
      otp: code,
      password: 'a new password',
      retypePassword: 'a new password',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(SERVER_MESSAGE.codeWrong);
  });

  it('rejects a code that is not 6 digits with the form text', async () => {
    const reply = await server
      .client()
      .post('/api/auth/verifyEmail', { email: 'a@riders.example', otp: '12345' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toEqual({ otp: VALIDATION.otp });
  });
});

describe('password reset', () => {
  let member: Member;
  let secondToken: string;

  beforeAll(async () => {
    member = await server.createMember('forgetful');
    secondToken = (await server.login(member.email, TEST_PASSWORD)).jwtToken;
  });

  it('forgotPassword for an unknown name is a JSON 404 with a plain message', async () => {
    const reply = await server.client().post('/api/auth/forgotPassword?username=nobody_at_all');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
    expect(reply.json()).toMatchObject({ message: 'No account with that username or e-mail.' });
  });

  it('forgotPassword replies the text "email sent" and e-mails a reset code', async () => {
    const before = server.sink.messages.length;
    const reply = await server.client().post('/api/auth/forgotPassword?username=FORGETFUL');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toBe(REPLY.emailSent);
    const mail = await server.sink.waitFor(member.email, { after: before });
    expect(mail.text).toMatch(/valid for 5 minutes/);
  });

  it('a second request within the minute is throttled, saying how long to wait', async () => {
    const reply = await server.client().post('/api/auth/forgotPassword?username=forgetful');
    expect(reply.statusCode).toBe(429);
    const body = reply.json();
    expect(body).toMatchObject({
      message: SERVER_MESSAGE.codeResendTooSoon,
      code: CODE_ERROR.recentlySent,
    });
    // The code sent moments ago is still good: the screen counts down to a new one.
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(OTP_RESEND_SECONDS);
    expect(reply.headers['retry-after']).toBe(String(body.retryAfterSeconds));
  });

  it('reset with the code replies 1, ends every session, and swaps the password', async () => {
    const otp = await server.sink.codeFor(member.email);
    for (const token of [member.token, secondToken]) {
      expect((await server.client(token).get('/api/user/me')).statusCode).toBe(200);
    }
    const newPassword = 'a much better password';
    const reply = await server.client().post('/api/auth/resetPassword', {
      username: 'forgetful',
      otp,
      password: newPassword,
      retypePassword: newPassword,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(1);

    for (const token of [member.token, secondToken]) {
      const me = await server.client(token).get('/api/user/me');
      expect(me.statusCode).toBe(401);
      // The device still holding the old session is told why it was signed out.
      expect(me.json()).toMatchObject({
        code: 'SESSION_ENDED',
        message: SERVER_MESSAGE.passwordChangedElsewhere,
      });
    }
    const open = await server.app.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);

    const old = await server
      .client()
      .post('/api/auth/login', { username: 'forgetful', password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await server
      .client()
      .post('/api/auth/login', { username: 'forgetful', password: newPassword });
    expect(fresh.statusCode).toBe(200);

    // The code was single use.
    const replay = await server.client().post('/api/auth/resetPassword', {
      username: 'forgetful',
      otp,
      password: 'yet another password',
      retypePassword: 'yet another password',
    });
    expect(replay.statusCode).toBe(400);
  });

  it('checks the reset form like the signup form', async () => {
    const reply = await server.client().post('/api/auth/resetPassword', {
      username: 'forgetful',
      otp: '123456',
      password: 'short',
      retypePassword: 'different',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toMatchObject({ password: VALIDATION.password });
  });
});
