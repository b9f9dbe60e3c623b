/** Signup, verification and sign-in, end to end through the API, the database and real e-mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE, VALIDATION } from '../../src/contract/messages';
import { loginReplySchema, selfUserSchema } from '../../src/contract/users';
import { loadConfig } from '../../src/server/config';
import {
  TEST_PASSWORD,
  signupPayload,
  startTestServer,
  type TestServer,
} from '../helpers/server-app';

let server: TestServer;
beforeAll(async () => {
  // Members' passwords at the cost members get, not the test servers' low one.
  server = await startTestServer({ env: { PASSWORD_COST: 'standard' } });
});
afterAll(async () => server?.close());

describe('a new member', () => {
  const payload = signupPayload('Alice_Rides');
  let token: string;

  it('signs up into an unverified account without ROLE_USER, and gets a code by e-mail', async () => {
    const client = server.client();
    const reply = await client.post('/api/auth/signup', payload);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ username: 'Alice_Rides', email: 'alice_rides@riders.example' });

    const row = await server.app.db
      .selectFrom('users')
      .selectAll()
      .where('username_key', '=', 'alice_rides')
      .executeTakeFirstOrThrow();
    expect(row.account_status).toBe('unverified');
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/);
    expect(row.password_hash).not.toContain(TEST_PASSWORD);
    const roles = await server.app.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', row.id)
      .execute();
    expect(roles).toEqual([]);

    const mail = await server.sink.waitFor(payload.email);
    expect(mail.text).toMatch(/^\s*\d{6}\s*$/m);
    expect(mail.text).toMatch(/valid for 5 minutes/);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    const stored = await server.app.db
      .selectFrom('email_codes')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('verify');
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);
  });

  it('cannot sign in before verifying, but only learns so with the right password', async () => {
    const client = server.client();
    const wrong = await client.post('/api/auth/login', {
      username: payload.username,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SERVER_MESSAGE.wrongCredentials);

    const right = await client.post('/api/auth/login', {
      username: payload.username,
      password: TEST_PASSWORD,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: SERVER_MESSAGE.notVerified,
      // The right password earns the account's own address, to send a new code to.
      email: payload.email,
    });
  });

  it('verifies with the e-mailed code, which grants ROLE_USER', async () => {
    const otp = await server.sink.codeFor(payload.email);
    const reply = await server.client().post('/api/auth/verifyEmail', {
      email: payload.email.toUpperCase(),
      otp,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);
    const again = await server.client().post('/api/auth/verifyEmail', {
      email: payload.email,
      otp,
    });
    expect(again.statusCode).toBe(400);
  });

  it('signs in by username in any case, sees themselves, signs out, and the token dies', async () => {
    const client = server.client();
    const login = await client.post('/api/auth/login', {
      username: 'ALICE_rides',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    // Strict: the reply carries exactly the contract's fields, nothing more.
    const body = loginReplySchema.strict().parse(login.json());
    selfUserSchema.strict().parse(login.json().user);
    token = body.jwtToken;
    expect(body.user).toMatchObject({
      username: 'Alice_Rides',
      uniqueName: 'alice_rides',
      email: payload.email,
      contact: payload.phoneNumber,
      role: 'ROLE_USER',
      roles: [{ name: 'ROLE_USER' }],
      accountStatus: 'active',
    });
    expect(body.user.lastLogin).not.toBeNull();

    const signedIn = client.as(token);
    const me = await signedIn.get('/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('Alice_Rides');

    const out = await signedIn.post('/api/auth/signout');
    expect(out.statusCode).toBe(204);
    const after = await signedIn.get('/api/user/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SERVER_MESSAGE.sessionEnded);
    const session = await server.app.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  });

  it('signs in by e-mail too', async () => {
    const reply = await server.client().post('/api/auth/login', {
      username: payload.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().user.username).toBe('Alice_Rides');
  });

  it('an unknown name gets the same 401 as a wrong password', async () => {
    const reply = await server.client().post('/api/auth/login', {
      username: 'nobody_here',
      password: TEST_PASSWORD,
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(SERVER_MESSAGE.wrongCredentials);
  });

  it('takes the username (in any case) and the e-mail: 409 with the §5 texts', async () => {
    const client = server.client();
    const sameName = await client.post(
      '/api/auth/signup',
      signupPayload('alice_RIDES', { email: 'other@riders.example' }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().fieldErrors).toEqual({ username: VALIDATION.usernameTaken });

    const sameMail = await client.post(
      '/api/auth/signup',
      signupPayload('someone_else', { email: payload.email.toUpperCase() }),
    );
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().fieldErrors).toEqual({ email: VALIDATION.emailTaken });
  });

  it('two signups racing for one username: one account, one 409', async () => {
    const client = server.client();
    const replies = await Promise.all([
      client.post('/api/auth/signup', signupPayload('Racer_X', { email: 'x1@riders.example' })),
      client.post('/api/auth/signup', signupPayload('racer_x', { email: 'x2@riders.example' })),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    const loser = replies.find((reply) => reply.statusCode === 409);
    expect(loser?.json().fieldErrors).toEqual({ username: VALIDATION.usernameTaken });
    const rows = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', 'racer_x')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers the availability checks', async () => {
    const client = server.client();
    const taken = await client.get('/api/auth/checkUsernameAvailability?username=ALICE_RIDES');
    expect(taken.json()).toBe(false);
    const free = await client.get('/api/auth/checkUsernameAvailability?username=fresh_name');
    expect(free.json()).toBe(true);
    const mailTaken = await client.get(
      `/api/auth/checkEmailAvailability?email=${encodeURIComponent(payload.email)}`,
    );
    expect(mailTaken.json()).toBe(false);
    const mailFree = await client.get(
      '/api/auth/checkEmailAvailability?email=new%40riders.example',
    );
    expect(mailFree.json()).toBe(true);
  });

  it('is found by identifier with name and picture only', async () => {
    const client = server.client();
    for (const identifier of ['alice_rides', payload.email.toUpperCase()]) {
      const reply = await client.get(
        `/api/auth/getUserByIdentifier?identifier=${encodeURIComponent(identifier)}`,
      );
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        username: 'Alice_Rides',
        fullName: payload.fullName,
        profilePicture: null,
      });
    }
    const missing = await client.get('/api/auth/getUserByIdentifier?identifier=ghost_rider');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('PASSWORD_COST', () => {
  const configWith = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: server.dataDir, CLIENT_DIR: server.dataDir, ...env });

  it('hashes at the standard cost unless a test server asks for the low one', () => {
    expect(configWith({}).passwordCost).toBe('standard');
    expect(configWith({ PASSWORD_COST: 'low' }).passwordCost).toBe('low');
    expect(() => configWith({ PASSWORD_COST: 'cheap' })).toThrow(
      "PASSWORD_COST is 'standard' or 'low'",
    );
  });
});
