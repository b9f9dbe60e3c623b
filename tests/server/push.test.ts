/** Web Push: subscriptions per device, and a solved bug reaching its submitter encrypted. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bug } from '../../src/contract/bugs';
import type { PushPayload } from '../../src/contract/push';
import { loadConfig } from '../../src/server/config';
import {
  TEST_PASSWORD,
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';
import { PushSubscriber, startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';

let server: TestServer;
let receiver: PushReceiver;
let alice: Member;
let bob: Member;
let developer: TestClient;

beforeAll(async () => {
  // The test's push service listens on 127.0.0.1, which production refuses.
  server = await startTestServer({ seed: true, env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  receiver = await startPushReceiver();
  alice = await server.createMember('push_alice');
  bob = await server.createMember('push_bob');
  developer = server.client((await server.login('developer1', TEST_PASSWORD)).jwtToken);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

let devices = 0;
const newDevice = () => new PushSubscriber(`${receiver.origin}/push/${++devices}`);

const rowsOf = (userId: number) =>
  server.app.db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const rowFor = (endpoint: string) =>
  server.app.db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();

async function subscribe(member: Member, device: PushSubscriber) {
  const reply = await member.client.post('/api/push/subscriptions', device.toJSON());
  expect(reply.statusCode, reply.body).toBe(204);
}
const unsubscribe = (client: TestClient, endpoint: string) =>
  client.request({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint } });

describe('VAPID keys', () => {
  it('the public key is open to anyone and is an uncompressed P-256 point', async () => {
    const reply = await server.client().get('/api/push/publicKey');
    expect(reply.statusCode).toBe(200);
    const { publicKey } = reply.json<{ publicKey: string }>();
    expect(publicKey).toBe(server.app.config.vapid.publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it('are generated once into DATA_DIR and kept; the environment wins', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'club-vapid-'));
    try {
      const first = loadConfig({ DATA_DIR: dir }).vapid;
      expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(first);
      expect(first.subject).toBe('mailto:no-reply@localhost');
      const given = loadConfig({
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
        VAPID_SUBJECT: 'https://club.example',
      }).vapid;
      expect(given).toEqual({
        publicKey: 'pub',
        privateKey: 'priv',
        subject: 'https://club.example',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('subscriptions', () => {
  it('saving one requires sign-in', async () => {
    const reply = await server.client().post('/api/push/subscriptions', newDevice().toJSON());
    expect(reply.statusCode).toBe(401);
  });

  it('refuses what is not a subscription', async () => {
    const bad = { endpoint: 'ftp://push.example/x', keys: { p256dh: 'a', auth: 'b' } };
    expect((await alice.client.post('/api/push/subscriptions', bad)).statusCode).toBe(400);
    const noKeys = { endpoint: 'https://push.example/x' };
    expect((await alice.client.post('/api/push/subscriptions', noKeys)).statusCode).toBe(400);
  });

  it('in production, accepts only public https push services', async () => {
    server.app.config.pushAllowPrivateEndpoints = false;
    try {
      const keys = newDevice().toJSON().keys;
      for (const endpoint of [
        'http://push.example/x',
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://localhost/x',
        'https://metadata/x',
        'https://db.internal/x',
      ]) {
        const reply = await alice.client.post('/api/push/subscriptions', { endpoint, keys });
        expect(reply.statusCode, endpoint).toBe(400);
      }
      const real = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys };
      expect((await alice.client.post('/api/push/subscriptions', real)).statusCode).toBe(204);
      expect((await unsubscribe(alice.client, real.endpoint)).statusCode).toBe(204);
    } finally {
      server.app.config.pushAllowPrivateEndpoints = true;
    }
  });

  it('one member may have many devices; saving a device again keeps one row', async () => {
    const [phone, laptop] = [newDevice(), newDevice()];
    await subscribe(alice, phone);
    await subscribe(alice, laptop);
    await subscribe(alice, phone);
    const rows = await rowsOf(alice.id);
    expect(rows.map((row) => row.endpoint)).toEqual([phone.endpoint, laptop.endpoint]);
    expect(rows[0]).toMatchObject({ p256dh: phone.toJSON().keys.p256dh, last_success_at: null });
    for (const device of [phone, laptop])
      expect((await unsubscribe(alice.client, device.endpoint)).statusCode).toBe(204);
  });

  it('a device re-subscribed by another member moves to them', async () => {
    const shared = newDevice();
    await subscribe(alice, shared);
    await subscribe(bob, shared);
    expect((await rowFor(shared.endpoint))?.user_id).toBe(bob.id);
    expect(await rowsOf(alice.id)).toEqual([]);
    await unsubscribe(bob.client, shared.endpoint);
  });

  it('a member deletes only their own subscription', async () => {
    const device = newDevice();
    await subscribe(bob, device);
    expect((await unsubscribe(alice.client, device.endpoint)).statusCode).toBe(404);
    expect(await rowFor(device.endpoint)).toBeDefined();
    expect((await unsubscribe(server.client(), device.endpoint)).statusCode).toBe(401);
    expect((await unsubscribe(bob.client, device.endpoint)).statusCode).toBe(204);
    expect(await rowFor(device.endpoint)).toBeUndefined();
  });
});

describe('a solved bug notifies its submitter', () => {
  it('end to end: encrypted, VAPID-signed, and forgotten once the service says 410', async () => {
    const device = newDevice();
    await subscribe(alice, device);
    const submitted = await alice.client.post('/api/bugs', {
      title: 'Ride map is blank',
      description: 'The map stays grey.',
      severity: 'HIGH',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const bug = submitted.json<Bug>();
    const before = receiver.received.length;

    const solved = await developer.put(`/api/bugs/${bug.id}`, { ...bug, isSolved: true });
    expect(solved.statusCode, solved.body).toBe(200);
    const push = (await receiver.waitFor(before + 1))[before]!;

    expect(push.method).toBe('POST');
    expect(push.path).toBe(new URL(device.endpoint).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');

    // RFC 8292: "vapid t=<JWT>, k=<public key>", the JWT signed for the push service's origin.
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
      push.headers.authorization ?? '',
    );
    expect(match, push.headers.authorization).not.toBeNull();
    const [, jwt, k] = match!;
    expect(k).toBe(server.app.config.vapid.publicKey);
    const point = Buffer.from(k!, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(jwt!, key, { audience: receiver.origin });
    expect(claims.sub).toBe(server.app.config.vapid.subject);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const payload = JSON.parse(device.decrypt(push.body)) as PushPayload;
    expect(payload).toEqual({
      title: 'Your bug report was solved',
      body: 'Ride map is blank',
      url: '/bugs',
      tag: `bug-${bug.id}`,
    });
    await expect.poll(async () => (await rowFor(device.endpoint))?.last_success_at).toBeTruthy();

    // The push service no longer knows the device: the next notice forgets it.
    receiver.status = 410;
    const result = await server.app.notify([alice.id], 'bugs', { ...payload, tag: 'again' });
    expect(result).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(await rowFor(device.endpoint)).toBeUndefined();
    receiver.status = 201;
  });

  it('404 forgets a device too; other failures keep it and never reach the caller', async () => {
    const [gone, flaky] = [newDevice(), newDevice()];
    await subscribe(bob, gone);
    receiver.status = 404;
    const payload = { title: 't', body: 'b', url: '/bugs', tag: 'x' };
    expect(await server.app.notify([bob.id], 'bugs', payload)).toEqual({
      sent: 0,
      removed: 1,
      failed: 0,
    });
    await subscribe(bob, flaky);
    receiver.status = 500;
    expect(await server.app.notify([bob.id], 'bugs', payload)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });
    expect(await rowFor(flaky.endpoint)).toBeDefined();
    receiver.status = 201;
    await unsubscribe(bob.client, flaky.endpoint);
  });

  it('solving a visitor’s bug or re-saving a solved one sends nothing', async () => {
    const device = newDevice();
    await subscribe(alice, device);
    const visitorBug = (
      await server.client().post('/api/bugs', { title: 'Anon', description: 'd', severity: 'LOW' })
    ).json<Bug>();
    const own = (
      await alice.client.post('/api/bugs', { title: 'Mine', description: 'd', severity: 'LOW' })
    ).json<Bug>();
    await developer.put(`/api/bugs/${own.id}`, { ...own, isSolved: true });
    await receiver.waitFor(receiver.received.length + 1);
    const count = receiver.received.length;
    await developer.put(`/api/bugs/${visitorBug.id}`, { ...visitorBug, isSolved: true });
    await developer.put(`/api/bugs/${own.id}`, { ...own, isSolved: true, title: 'Mine, edited' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(count);
    await unsubscribe(alice.client, device.endpoint);
  });
});
