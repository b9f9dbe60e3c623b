/**
 * Guessing at one account is slowed, from however many addresses and by username or e-mail
 * alike, and on every server process sharing the database; yet nobody can use it to keep the
 * owner out: the owner's own browser counts its tries apart, and wrong tries from elsewhere
 * never spend the code in the owner's mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { buildApp } from '../../src/server/app';
import { SLOWING } from '../../src/server/modules/auth/slowing';
import {
  TEST_PASSWORD,
  signupPayload,
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const signIn = (client: TestClient, username: string, password: string) =>
  client.post('/api/auth/login', { username, password });

/** A 6-digit code that is not `code`. */
const otherThan = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** The attack: `addresses` browsers, each trying `each` wrong passwords, by name and e-mail. */
async function guessPasswords(member: Member, addresses: number, each: number) {
  const statuses: number[] = [];
  const retryAfter: string[] = [];
  for (let a = 0; a < addresses; a++) {
    const client = server.client();
    for (let n = 0; n < each; n++) {
      const reply = await signIn(client, n % 2 ? member.email : member.username, `wrong ${n}`);
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) retryAfter.push(String(reply.headers['retry-after']));
    }
  }
  return { statuses, retryAfter };
}

describe('signing in to one account', () => {
  let owner: Member;
  let ownersPhone: TestClient;

  beforeAll(async () => {
    owner = await server.createMember('slowed_owner');
    // The owner's phone, where they signed in before: it keeps a device cookie.
    ownersPhone = server.client();
    expect((await signIn(ownersPhone, owner.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it(
    '20 addresses x 10 wrong passwords: all but the first few are slowed (429)',
    { timeout: 90_000 },
    async () => {
      const { statuses, retryAfter } = await guessPasswords(owner, 20, 10);
      const wrong = statuses.filter((status) => status === 401).length;
      const slowed = statuses.filter((status) => status === 429).length;
      expect(wrong + slowed).toBe(200);
      expect(wrong).toBeGreaterThanOrEqual(SLOWING.freeTries);
      expect(wrong).toBeLessThanOrEqual(SLOWING.freeTries + 4);
      expect(retryAfter.every((seconds) => Number(seconds) >= 1)).toBe(true);
    },
  );

  it('slows the right password too, from a browser the account never used', async () => {
    const reply = await signIn(server.client(), owner.username, TEST_PASSWORD);
    expect(reply.statusCode).toBe(429);
    expect(reply.json().message).toMatch(/^Too many tries for this account/);
  });

  it("does not slow the owner's own browser", async () => {
    const reply = await signIn(ownersPhone, owner.email, TEST_PASSWORD);
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('ends with a password reset through the code in the mailbox', async () => {
    const laptop = server.client();
    const before = server.sink.messages.length;
    expect(
      (await laptop.post(`/api/auth/forgotPassword?username=${owner.username}`)).statusCode,
    ).toBe(200);
    const otp = await server.sink.codeFor(owner.email, { after: before });
    const reset = await laptop.post('/api/auth/resetPassword', {
      username: owner.username,
      otp,
      password: 'a brand new password',
      retypePassword: 'a brand new password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // Any browser may try again: the reset proved whose account it is.
    const elsewhere = await signIn(server.client(), owner.username, 'a brand new password');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});

describe('across server processes', () => {
  it('the tries one process counted slow the next one', { timeout: 90_000 }, async () => {
    const member = await server.createMember('two_servers');
    const second = await buildApp({ config: server.app.config });
    try {
      // Wrong tries on this process until it makes the account wait a few seconds…
      for (let n = 0; ; n++) {
        expect(n).toBeLessThan(60);
        const reply = await signIn(server.client(), member.username, `wrong ${n}`);
        if (reply.statusCode === 429 && Number(reply.headers['retry-after']) >= 3) break;
        if (reply.statusCode === 429) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // …and the next one, on the other, waits.
      const health = await second.inject({ url: '/api/health', remoteAddress: '10.98.0.1' });
      const xsrf = health.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
      const reply = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.98.0.1',
        cookies: { 'XSRF-TOKEN': xsrf },
        headers: { 'x-xsrf-token': xsrf },
        payload: { username: member.email, password: TEST_PASSWORD },
      });
      expect(reply.statusCode, reply.body).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("e-mail codes: nobody can spend the owner's", () => {
  it('wrong verification tries from 20 addresses leave the code good for the owner', async () => {
    const payload = signupPayload('code_owner');
    const ownersBrowser = server.client();
    const before = server.sink.messages.length;
    expect((await ownersBrowser.post('/api/auth/signup', payload)).statusCode).toBe(201);
    const code = await server.sink.codeFor(payload.email, { after: before });

    const statuses: number[] = [];
    for (let a = 0; a < 20; a++) {
      const reply = await server
        .client()
        .post('/api/auth/verifyEmail', { email: payload.email, otp: otherThan(code, a + 1) });
      statuses.push(reply.statusCode);
    }
    // Slowed after the first few, for the account, from whichever address.
    expect(statuses.slice(0, SLOWING.freeTries)).toEqual(Array(SLOWING.freeTries).fill(400));
    expect(statuses.slice(SLOWING.freeTries + 2).every((status) => status === 429)).toBe(true);

    const verified = await ownersBrowser.post('/api/auth/verifyEmail', {
      email: payload.email,
      otp: code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('wrong reset tries from elsewhere leave the reset code good for the owner', async () => {
    const member = await server.createMember('reset_owner');
    const ownersBrowser = server.client();
    const before = server.sink.messages.length;
    const asked = await ownersBrowser.post(`/api/auth/forgotPassword?username=${member.username}`);
    expect(asked.statusCode).toBe(200);
    const otp = await server.sink.codeFor(member.email, { after: before });

    for (let a = 0; a < 10; a++) {
      const reply = await server.client().post('/api/auth/resetPassword', {
        username: member.email,
        otp: otherThan(otp, a + 1),
        password: 'an attacker password',
        retypePassword: 'an attacker password',
      });
      expect([400, 429]).toContain(reply.statusCode);
      if (reply.statusCode === 429) {
        expect(reply.json().message).toMatch(/^Too many tries for this account/);
      } else expect(reply.json().message).toBe(SERVER_MESSAGE.codeWrong);
    }

    const reset = await ownersBrowser.post('/api/auth/resetPassword', {
      username: member.username,
      otp,
      password: 'the owner password',
      retypePassword: 'the owner password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(server.client(), member.username, 'the owner password')).statusCode).toBe(
      200,
    );
  });
});
