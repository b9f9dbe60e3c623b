/**
 * Security headers on every kind of reply: API JSON, errors, the built client's files and its
 * shell, uploaded pictures, library files, calendars and downloads. Each carries a
 * Content-Security-Policy whose scripts come from the app alone (no 'unsafe-inline'), nosniff,
 * a Referrer-Policy and frame-ancestors 'none'; Strict-Transport-Security goes out when
 * PUBLIC_URL is https and never over plain http. Where a reply differs on purpose, the test
 * says where and why.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'light-my-request';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { parcelInput } from './parcels-fixtures';
import { makePerson, upload, type Person } from './route-access-things';
import { pngOf } from './shop-fixtures';

let clientDir: string;
let secure: TestServer;
let plain: TestServer;
let member: Person;
let pictureUrl: string;
let downloadUrl: string;
let rideCalendarUrl: string;

async function writeClient(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'club-client-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dir, 'assets', 'index-3f2a.js'), 'console.log("club");');
  return dir;
}

beforeAll(async () => {
  clientDir = await writeClient();
  [secure, plain] = await Promise.all([
    startTestServer({ env: { PUBLIC_URL: 'https://club.example', CLIENT_DIR: clientDir } }),
    startTestServer({ env: { PUBLIC_URL: 'http://club.example', CLIENT_DIR: clientDir } }),
  ]);
  member = await makePerson(secure, 'header_rider', ['ROLE_USER']);
  const png = await pngOf(64, 64);
  const picture = await member.client.request({
    method: 'POST',
    url: '/api/post/picture',
    ...upload('image', png, 'lake.png', 'image/png'),
  });
  expect(picture.statusCode, picture.body).toBe(201);
  pictureUrl = picture.json().url;
  const shared = await member.client.request({
    method: 'POST',
    url: '/api/tempfile',
    ...upload('file', Buffer.from('route notes'), 'notes.txt', 'text/plain'),
  });
  expect(shared.statusCode, shared.body).toBe(201);
  downloadUrl = `/api/tempfile/${shared.json().id}/download`;
  const ride = await member.client.post('/api/event', {
    name: 'Dawn loop',
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    durationMinutes: 90,
    from: { name: 'Dhanmondi Lake', lat: 23.7465, lng: 90.3763 },
    to: { name: 'Hatirjheel', lat: 23.7561, lng: 90.4043 },
    distanceKm: 12,
    pace: 'easy',
    description: 'Easy pace.',
    capacity: null,
    sponsors: [],
  });
  expect(ride.statusCode, ride.body).toBe(201);
  rideCalendarUrl = `/api/event/${ride.json().id}/calendar.ics`;
});
afterAll(async () => {
  await secure?.close();
  await plain?.close();
  if (clientDir) await rm(clientDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) found.set(name.toLowerCase(), values);
  }
  return found;
}

function expectHardened(reply: Response, what: string) {
  const policy = String(reply.headers['content-security-policy'] ?? '');
  expect(policy, `${what}: Content-Security-Policy`).not.toBe('');
  const csp = directives(policy);
  // script-src falls back to default-src when absent.
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what}: scripts are limited`).toBeDefined();
  expect(scripts, `${what}: no inline script`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(reply.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(reply.headers['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy();
  return csp;
}

function expectNotFramed(reply: Response, what: string) {
  const csp = expectHardened(reply, what);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  return csp;
}

type Call = () => Promise<Response>;

/** Replies that carry the app's own policy, as they are. */
const REPLIES: Record<string, Call> = {
  'API JSON': () => secure.client().get('/api/health'),
  'API JSON of a member': () => member.client.get('/api/user/me'),
  'a 401': () => secure.client().get('/api/user/me'),
  'a 403': () => member.client.get('/api/settings/all'),
  'an API 404': () => secure.client().get('/api/no-such-thing'),
  'a 400': () => secure.client().get('/api/post?page=-1'),
  'a 405': () => secure.client().get('/api/auth/forgotPassword?username=nobody'),
  'a refused anti-forgery check': () =>
    secure.client().request({ method: 'POST', url: '/api/bugs', payload: {}, csrf: false }),
  'the shell at /': () => secure.client().get('/'),
  'the shell of a client route': () => secure.client().get('/events/12'),
  'a hashed asset': () => secure.client().get('/assets/index-3f2a.js'),
  'the service worker': () => secure.client().get('/sw.js'),
  'a missing static file': () => secure.client().get('/assets/gone.js'),
  'an uploaded picture': () => secure.client().get(pictureUrl),
  'a ride calendar': () => secure.client().get(rideCalendarUrl),
  'a body too large': () =>
    member.client.post('/api/post', { content: 'x'.repeat(2 * 1024 * 1024) }),
  'the API docs page': () => secure.client().get('/api/docs/'),
  'the OpenAPI document': () => secure.client().get('/api/docs/json'),
};

describe('every reply is hardened', () => {
  it.each(Object.entries(REPLIES))('%s', async (what, call) => {
    const reply = await call();
    expect(reply.statusCode, `${what}: ${reply.body.slice(0, 200)}`).toBeLessThan(500);
    expectNotFramed(reply, what);
  });

  // Stricter on purpose: a personal calendar feed and a parcel's tracking page are read by
  // their secret address alone, so the address never goes out as a referrer.
  it('a personal calendar feed sends no referrer', async () => {
    const feed = await member.client.get('/api/event/calendar/feed');
    const url = new URL(feed.json().url, 'https://club.example').pathname;
    const reply = await secure.client().get(url);
    expect(reply.statusCode, reply.body).toBe(200);
    expectNotFramed(reply, 'a calendar feed');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
  });

  it("a parcel's tracking page sends no referrer", async () => {
    const sent = await member.client.post('/api/parcel', parcelInput());
    expect(sent.statusCode, sent.body).toBe(201);
    const token = String(sent.json().trackingPath).split('/').at(-1);
    const reply = await secure.client().get(`/api/parcel/track/${token}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expectNotFramed(reply, 'a tracking page');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
  });

  // Differs on purpose: a shared file is sent as an attachment under its own policy,
  // "default-src 'none'; sandbox" (tempfiles/download-headers.ts). Nothing in it may run or load
  // anything, and sandbox gives it an opaque origin, so a frame of it could act on nothing.
  it('a download is sandboxed with nothing allowed', async () => {
    const reply = await secure.client().get(downloadUrl);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment;/);
    const csp = expectHardened(reply, 'a download');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
  });
});

// Differs on purpose: a script, a stylesheet or an icon a page loads is never a page itself
// (plugins/security-headers.ts). Its policy allows nothing, and the headers only a page reads
// stay off the fifty or so files of a screen.
describe('a file a page loads', () => {
  it('allows nothing and carries none of the headers only a page reads', async () => {
    const reply = await secure.client().get('/assets/index-3f2a.js');
    expect(reply.statusCode).toBe(200);
    const csp = expectNotFramed(reply, 'a hashed asset');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    for (const pageOnly of [
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(reply.headers[pageOnly], pageOnly).toBeUndefined();
    }
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    const headerBytes = Object.entries(reply.headers)
      .map(([name, value]) => `${name}: ${String(value)}\r\n`)
      .join('').length;
    // With the page's headers this reply's headers were 1,182 bytes.
    expect(headerBytes).toBeLessThan(700);
  });

  it.each([
    ['the shell', '/events/12'],
    ['the service worker', '/sw.js'],
  ])("%s keeps the app's policy", async (what, url) => {
    const reply = await secure.client().get(url);
    expect(reply.statusCode).toBe(200);
    const csp = expectNotFramed(reply, what);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // The service worker's own fetches follow its script's policy.
    expect(csp.get('connect-src')).toContain("'self'");
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('Strict-Transport-Security', () => {
  it('goes out on every reply when PUBLIC_URL is https', async () => {
    for (const [what, call] of Object.entries(REPLIES)) {
      const hsts = String((await call()).headers['strict-transport-security'] ?? '');
      expect(hsts, what).toMatch(/max-age=\d{7,}/);
    }
  });

  it('never goes out when PUBLIC_URL is plain http', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/', '/assets/index-3f2a.js']) {
      const reply = await plain.client().get(url);
      expect(reply.headers['strict-transport-security'], url).toBeUndefined();
      expectNotFramed(reply, `plain http ${url}`);
    }
  });
});
