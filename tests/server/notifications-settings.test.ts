/**
 * Notification settings: each member's mode per kind, quiet hours in the club's zone, and each
 * device's push mutes, as `app.notify` obeys them. What reached the stand-in push service, one
 * path per device, and what the inbox holds show what was sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_MODES,
  NOTIFICATION_KINDS,
  type NotificationSettings,
} from '../../src/contract/notifications';
import type { PushPayload } from '../../src/contract/push';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { PushSubscriber, startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';

let server: TestServer;
let receiver: PushReceiver;

beforeAll(async () => {
  // The test's push service listens on 127.0.0.1, which production refuses.
  server = await startTestServer({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

let devices = 0;
async function newDevice(member: Member) {
  const device = new PushSubscriber(`${receiver.origin}/push/settings-${++devices}`);
  const reply = await member.client.post('/api/push/subscriptions', device.toJSON());
  expect(reply.statusCode, reply.body).toBe(204);
  return device;
}
const pushesTo = (device: PushSubscriber) =>
  receiver.received.filter((push) => device.endpoint.endsWith(push.path)).length;
const inboxCount = async (member: Member) =>
  (
    await server.app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', member.id)
      .execute()
  ).length;

const notice = (tag: string): PushPayload => ({
  title: 'Your order moved',
  body: 'Bell, shipped',
  url: '/shop/orders',
  tag,
});
// 10:00 in Dhaka, the club's zone.
const morning = new Date('2026-11-23T04:00:00Z');
// 23:30 in Dhaka.
const lateEvening = new Date('2026-11-23T17:30:00Z');

describe('settings', () => {
  it('start at the defaults: likes in the app, everything else pushed, no quiet hours', async () => {
    const member = await server.createMember('set_fresh');
    const reply = await member.client.get('/api/notifications/settings');
    expect(reply.statusCode, reply.body).toBe(200);
    const settings = reply.json<NotificationSettings>();
    expect(settings.kinds).toEqual(DEFAULT_NOTIFICATION_MODES);
    expect(settings.kinds.likes).toBe('app');
    expect(Object.keys(settings.kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(settings.quietHours.enabled).toBe(false);
    expect(settings.timeZone).toBe('Asia/Dhaka');
  });

  it('a save changes the kinds given and the quiet hours, and is kept', async () => {
    const member = await server.createMember('set_saver');
    const saved = await member.client.put('/api/notifications/settings', {
      kinds: { orders: 'off', likes: 'push' },
      quietHours: { enabled: true, from: '22:30', to: '06:15' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await member.client.put('/api/notifications/settings', { kinds: { parcels: 'app' } });
    const settings = (
      await member.client.get('/api/notifications/settings')
    ).json<NotificationSettings>();
    expect(settings.kinds).toMatchObject({ orders: 'off', likes: 'push', parcels: 'app' });
    expect(settings.kinds.bugs).toBe('push');
    expect(settings.quietHours).toEqual({ enabled: true, from: '22:30', to: '06:15' });
  });

  it('bad input is 400 with a clear message, and nothing is saved', async () => {
    const member = await server.createMember('set_bad');
    const bad = [
      { kinds: { weather: 'push' } },
      { kinds: { orders: 'loud' } },
      { quietHours: { enabled: true, from: '25:00', to: '06:00' } },
      { quietHours: { enabled: true, from: '7pm', to: '06:00' } },
      { quietHours: { enabled: 'yes', from: '22:00', to: '06:00' } },
      { kinds: { orders: 'off' }, colour: 'red' },
    ];
    for (const body of bad) {
      const reply = await member.client.put('/api/notifications/settings', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json<{ message: string }>().message).toBeTruthy();
    }
    const time = await member.client.put('/api/notifications/settings', {
      quietHours: { enabled: true, from: '25:00', to: '06:00' },
    });
    expect(time.body).toContain('Give a time as HH:MM');
    const settings = (
      await member.client.get('/api/notifications/settings')
    ).json<NotificationSettings>();
    expect(settings.kinds.orders).toBe('push');
  });

  it('are only for the signed-in member themself', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/notifications/settings')).statusCode).toBe(401);
    expect(
      (await visitor.put('/api/notifications/settings', { kinds: { orders: 'off' } })).statusCode,
    ).toBe(401);
  });
});

describe('notify obeys each kind', () => {
  it('off: no inbox row and no push; app: an inbox row and no push; push: both', async () => {
    const member = await server.createMember('kind_rider');
    const phone = await newDevice(member);
    await member.client.put('/api/notifications/settings', {
      kinds: { orders: 'off', parcels: 'app', repairs: 'push' },
    });
    const at = { now: morning };

    expect(await server.app.notify([member.id], 'orders', notice('o1'), at)).toMatchObject({
      sent: 0,
    });
    expect(await inboxCount(member)).toBe(0);
    expect(pushesTo(phone)).toBe(0);

    expect(await server.app.notify([member.id], 'parcels', notice('p1'), at)).toMatchObject({
      sent: 0,
    });
    expect(await inboxCount(member)).toBe(1);
    expect(pushesTo(phone)).toBe(0);

    expect(await server.app.notify([member.id], 'repairs', notice('r1'), at)).toMatchObject({
      sent: 1,
    });
    expect(await inboxCount(member)).toBe(2);
    expect(pushesTo(phone)).toBe(1);
    expect(JSON.parse(phone.decrypt(receiver.received.at(-1)!.body))).toMatchObject({ tag: 'r1' });
  });

  it('a like on a post reaches its author in the app only, by default', async () => {
    const [author, fan] = await Promise.all([
      server.createMember('like_author'),
      server.createMember('like_fan'),
    ]);
    const phone = await newDevice(author);
    const post = await author.client.post('/api/post', { content: 'Sunday ride photos' });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json<{ id: number }>().id;
    const liked = await fan.client.put(`/api/post/${postId}/like`, { liked: true });
    expect(liked.statusCode, liked.body).toBe(200);
    // Liking again changes nothing and tells nobody twice.
    await fan.client.put(`/api/post/${postId}/like`, { liked: true });
    await expect
      .poll(() =>
        server.app.db
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', author.id)
          .execute(),
      )
      .toHaveLength(1);
    const [row] = await server.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', author.id)
      .execute();
    expect(row).toMatchObject({ kind: 'likes', actor_id: fan.id, url: `/home?post=${postId}` });
    expect(row!.title).toBe('Member like_fan liked your post');
    expect(pushesTo(phone)).toBe(0);
  });
});

describe('each device', () => {
  it('may refuse push altogether or for some kinds; the inbox still gets the notice', async () => {
    const member = await server.createMember('device_owner');
    const [phone, tablet] = [await newDevice(member), await newDevice(member)];
    const muted = await member.client.put('/api/notifications/device', {
      endpoint: tablet.endpoint,
      push: true,
      mutedKinds: ['orders'],
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const read = await member.client.get(
      `/api/notifications/device?endpoint=${encodeURIComponent(tablet.endpoint)}`,
    );
    expect(read.json()).toEqual({ endpoint: tablet.endpoint, push: true, mutedKinds: ['orders'] });

    await server.app.notify([member.id], 'orders', notice('d1'), { now: morning });
    expect(pushesTo(phone)).toBe(1);
    expect(pushesTo(tablet)).toBe(0);
    await server.app.notify([member.id], 'parcels', notice('d2'), { now: morning });
    expect(pushesTo(tablet)).toBe(1);

    await member.client.put('/api/notifications/device', {
      endpoint: tablet.endpoint,
      push: false,
      mutedKinds: [],
    });
    await server.app.notify([member.id], 'parcels', notice('d3'), { now: morning });
    expect(pushesTo(phone)).toBe(3);
    expect(pushesTo(tablet)).toBe(1);
    expect(await inboxCount(member)).toBe(3);
  });

  it("another member's device is not found, and bad input is 400", async () => {
    const [owner, other] = await Promise.all([
      server.createMember('device_mine'),
      server.createMember('device_theirs'),
    ]);
    const phone = await newDevice(owner);
    const body = { endpoint: phone.endpoint, push: false, mutedKinds: [] };
    expect((await other.client.put('/api/notifications/device', body)).statusCode).toBe(404);
    expect(
      (
        await other.client.get(
          `/api/notifications/device?endpoint=${encodeURIComponent(phone.endpoint)}`,
        )
      ).statusCode,
    ).toBe(404);
    const bad = await owner.client.put('/api/notifications/device', {
      ...body,
      mutedKinds: ['weather'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('That is not a kind of notification.');
    // The device still pushes: nothing was changed by the refused requests.
    await server.app.notify([owner.id], 'bugs', notice('mine'), { now: morning });
    expect(pushesTo(phone)).toBe(1);
  });

  it('a device signed in by another member forgets the mutes of the one before', async () => {
    const [first, second] = await Promise.all([
      server.createMember('device_first'),
      server.createMember('device_second'),
    ]);
    const shared = await newDevice(first);
    await first.client.put('/api/notifications/device', {
      endpoint: shared.endpoint,
      push: false,
      mutedKinds: ['bugs'],
    });
    const taken = await second.client.post('/api/push/subscriptions', shared.toJSON());
    expect(taken.statusCode).toBe(204);
    const read = await second.client.get(
      `/api/notifications/device?endpoint=${encodeURIComponent(shared.endpoint)}`,
    );
    expect(read.json()).toMatchObject({ push: true, mutedKinds: [] });
  });
});

describe('quiet hours', () => {
  it("hold pushes back in the club's evening, keep the inbox entry, and end in the morning", async () => {
    const member = await server.createMember('quiet_rider');
    const phone = await newDevice(member);
    await member.client.put('/api/notifications/settings', {
      quietHours: { enabled: true, from: '22:00', to: '07:00' },
    });
    const late = await server.app.notify([member.id], 'announcement', notice('q1'), {
      now: lateEvening,
    });
    expect(late.sent).toBe(0);
    expect(pushesTo(phone)).toBe(0);
    expect(await inboxCount(member)).toBe(1);

    const day = await server.app.notify([member.id], 'announcement', notice('q2'), {
      now: morning,
    });
    expect(day.sent).toBe(1);
    expect(pushesTo(phone)).toBe(1);

    await member.client.put('/api/notifications/settings', {
      quietHours: { enabled: false, from: '22:00', to: '07:00' },
    });
    await server.app.notify([member.id], 'announcement', notice('q3'), { now: lateEvening });
    expect(pushesTo(phone)).toBe(2);
  });
});
