/** Test members: every test makes its own, so tests never depend on each other's data. */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
} from '@playwright/test';
import { mailbox } from './mailbox';

export interface Member {
  fullName: string;
  username: string;
  email: string;
  phoneNumber: string;
  address: string;
  dob: string;
  gender: 'MALE' | 'FEMALE' | 'NOT_SPECIFIED';
  password: string;
}

/** A seeded demo account (SEED_DEMO=1); its password is DEMO_PASSWORD. */
export const SEEDED_RIDER = { username: 'rider1', email: 'rider1@club.example' } as const;

/** Unique per call, at least 5 characters, only letters, digits and ._- (the username rule). */
export function uniqueUsername(): string {
  return `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export function newMember(): Member {
  const username = uniqueUsername();
  return {
    fullName: `Test Rider ${username.slice(-5)}`,
    username,
    email: `${username}@e2e.example`,
    phoneNumber: '+441234567890',
    address: '12 Canal Street, Manchester',
    dob: '1990-05-17',
    gender: 'FEMALE',
    password: `Pedal-${username}`,
  };
}

/** The value the server expects back in X-XSRF-TOKEN: the cookie it set, as set. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const health = await request.get('/api/health');
  expect(health.ok(), 'GET /api/health').toBeTruthy();
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('The server set no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

/** A member's bearer token, signed in through the API, for the calls a test makes as them. */
export async function tokenOf(
  request: APIRequestContext,
  member: Pick<Member, 'username' | 'password'>,
): Promise<string> {
  const reply = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username: member.username, password: member.password },
  });
  expect(reply.ok(), `login: ${await reply.text()}`).toBeTruthy();
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

/**
 * Signs a member up and verifies their e-mail through the API, for tests whose subject is not
 * the signup screen itself (that one is driven through the browser in signup.spec.ts).
 */
export async function createVerifiedMember(request: APIRequestContext): Promise<Member> {
  const member = newMember();
  const headers = await xsrfHeader(request);
  const mark = await mailbox.mark();
  const signup = await request.post('/api/auth/signup', {
    headers,
    data: { ...member, retypePassword: member.password },
  });
  expect(signup.ok(), `signup: ${signup.status()} ${await signup.text()}`).toBeTruthy();
  const otp = await mailbox.codeFor(member.email, mark);
  const verify = await request.post('/api/auth/verifyEmail', {
    headers,
    data: { email: member.email, otp },
  });
  expect(verify.ok(), `verifyEmail: ${verify.status()} ${await verify.text()}`).toBeTruthy();
  return member;
}

/**
 * A page of its own browser context (a second device: a phone with `options`), signed in with
 * `token` as the app keeps it.
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...options, baseURL, serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return context.newPage();
}
