/**
 * Builds the real app for a test file: its own data directory, its own database (SQLite, or a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set), and a real SMTP sink for its mail.
 * Requests go through `app.inject` with the anti-forgery cookie and header a browser would send.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, Response } from 'light-my-request';
import { inject } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/constants';
import type { SignupInput } from '../../src/contract/auth';
import type { RoleName } from '../../src/contract/roles';
import type { LoginReply } from '../../src/contract/users';
import { buildApp, type App, type BuildOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { grantRole } from '../../src/server/modules/roles/repository';
import { findUserByIdentifier } from '../../src/server/modules/users/repository';
import { seedDemoData } from '../../src/server/seed/demo';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createTestDatabase } from './test-database';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestClient {
  request(options: InjectOptions & { method: Method; csrf?: boolean }): Promise<Response>;
  get(url: string): Promise<Response>;
  post(url: string, payload?: unknown): Promise<Response>;
  put(url: string, payload?: unknown): Promise<Response>;
  delete(url: string): Promise<Response>;
  /** The same browser with a bearer token (or none). */
  as(token: string | undefined): TestClient;
  readonly remoteAddress: string;
}

export interface Member {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  client: TestClient;
}

export interface TestServer {
  app: App;
  sink: SmtpSink;
  dataDir: string;
  /** A client with its own address, so rate limits of one test do not touch another. */
  client(token?: string): TestClient;
  /** Signs up through the API, verifies with the e-mailed code, grants roles and signs in. */
  createMember(username: string, options?: { roles?: RoleName[] }): Promise<Member>;
  login(identifier: string, password: string): Promise<LoginReply>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery';

export function signupPayload(username: string, overrides: Partial<SignupInput> = {}) {
  return {
    fullName: `Member ${username}`,
    username,
    email: `${username.toLowerCase()}@riders.example`,
    phoneNumber: '01712345678',
    address: '12 Lake Road, Dhanmondi, Dhaka',
    dob: '1995-04-12',
    gender: 'FEMALE',
    password: TEST_PASSWORD,
    retypePassword: TEST_PASSWORD,
    ...overrides,
  } satisfies SignupInput;
}

/** What one browser keeps: the anti-forgery cookie, and every other cookie the server set. */
interface CookieJar {
  xsrf: string;
  others: Record<string, string>;
}

function makeClient(
  app: App,
  remoteAddress: string,
  token?: string,
  jar: CookieJar = { xsrf: '', others: {} },
) {
  async function xsrf(): Promise<string> {
    if (!jar.xsrf) {
      const reply = await app.inject({ method: 'GET', url: '/api/health', remoteAddress });
      const cookie = reply.cookies.find((c: { name: string }) => c.name === XSRF_COOKIE);
      if (!cookie) throw new Error('The server set no anti-forgery cookie.');
      jar.xsrf = cookie.value;
    }
    return jar.xsrf;
  }

  const client: TestClient = {
    remoteAddress,
    async request({ csrf = true, headers, ...options }) {
      const value = await xsrf();
      const reply = await app.inject({
        remoteAddress,
        ...options,
        cookies: { ...jar.others, [XSRF_COOKIE]: value },
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(csrf && options.method !== 'GET' ? { [XSRF_HEADER]: value } : {}),
          ...headers,
        },
      });
      for (const cookie of reply.cookies as { name: string; value: string; maxAge?: number }[]) {
        if (cookie.name === XSRF_COOKIE) continue;
        if (cookie.maxAge === 0) delete jar.others[cookie.name];
        else jar.others[cookie.name] = cookie.value;
      }
      return reply;
    },
    get: (url) => client.request({ method: 'GET', url }),
    post: (url, payload) =>
      client.request({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    put: (url, payload) =>
      client.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] }),
    delete: (url) => client.request({ method: 'DELETE', url }),
    as: (other) => makeClient(app, remoteAddress, other, jar),
  };
  return client;
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function startTestServer(
  options: {
    seed?: boolean;
    /** Where the app sends mail instead of the sink, e.g. a dead port. */
    smtpUrl?: string;
    /** Further configuration, as environment variables. */
    env?: Record<string, string>;
    /** Chat socket settings, e.g. short heart-beats. */
    realtime?: BuildOptions['realtime'];
    /** Request timeouts, e.g. a short window for a stalled body. */
    timeouts?: BuildOptions['timeouts'];
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-test-'));
  const sink = await startSmtpSink();
  const postgres = process.env.TEST_DATABASE_URL
    ? await createTestDatabase(process.env.TEST_DATABASE_URL, 'test', inject('migratedTemplate'))
    : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: options.seed ? '1' : '0',
    DEMO_PASSWORD: options.seed ? TEST_PASSWORD : '',
    LOG_LEVEL: 'silent',
    // The same scrypt at a test cost: files sign up hundreds of members (auth-signup.test.ts
    // checks the standard cost).
    PASSWORD_COST: 'low',
    SMTP_URL: options.smtpUrl ?? sink.url,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const app = await buildApp({ config, realtime: options.realtime, timeouts: options.timeouts });
  if (options.seed) await seedDemoData(app);

  const server: TestServer = {
    app,
    sink,
    dataDir,
    client: (token) => makeClient(app, randomAddress(), token),
    async login(identifier, password) {
      const reply = await server
        .client()
        .post('/api/auth/login', { username: identifier, password });
      if (reply.statusCode !== 200) throw new Error(`Login of ${identifier}: ${reply.body}`);
      return reply.json<LoginReply>();
    },
    async createMember(username, { roles = [] } = {}) {
      const client = server.client();
      const payload = signupPayload(username);
      const before = sink.messages.length;
      const signup = await client.post('/api/auth/signup', payload);
      if (signup.statusCode !== 201) throw new Error(`Signup of ${username}: ${signup.body}`);
      const otp = await sink.codeFor(payload.email, { after: before });
      const verify = await client.post('/api/auth/verifyEmail', { email: payload.email, otp });
      if (verify.statusCode !== 200) throw new Error(`Verify of ${username}: ${verify.body}`);
      const row = await findUserByIdentifier(app.db, username);
      if (!row) throw new Error(`${username} is not in the database after signup.`);
      for (const role of roles) await grantRole(app.db, row.id, role);
      const { user, jwtToken } = await server.login(username, TEST_PASSWORD);
      return {
        id: user.id,
        username,
        email: payload.email,
        password: TEST_PASSWORD,
        token: jwtToken,
        client: client.as(jwtToken),
      };
    },
    async close() {
      await app.close();
      await sink.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Every key of a JSON value, at any depth. */
export function keysDeep(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysDeep(inner, found);
    }
  }
  return found;
}

/** Keys that must never appear in anything said about another member. */
const PRIVATE_KEY =
  /^(email|contact|phone|phoneNumber|address|dob|gender|paymentMethod|code|otp)$|pass|hash|secret|session|token/i;

export function privateKeysIn(value: unknown): string[] {
  return [...keysDeep(value)].filter((key) => PRIVATE_KEY.test(key));
}
