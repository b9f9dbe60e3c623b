/**
 * Club announcements: who posts (admins club-wide, a ride's organiser to its riders, nobody
 * else), who sees what (a ride's riders, organiser and admins; visitors only public club-wide
 * ones; expired and unpinned ones leave the active list), read marks per member, edits and
 * deletes by the author or an admin, bad input, one announcement per Idempotency-Key, and the
 * push reaching the devices of the members it is for.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_TEXT,
  announcementUrl,
  announcementPageSchema,
  announcementSchema,
  type Announcement,
  type AnnouncementInput,
  ANNOUNCEMENT_VALIDATION,
} from '../../src/contract/announcements';
import {
  NOTIFICATION_INBOX_QUEUE,
  inboxLiveSchema,
  type InboxPage,
  type UnreadCount,
} from '../../src/contract/notifications';
import { grantRole } from '../../src/server/modules/roles/repository';
import { startTestServer, type TestClient, type TestServer } from '../helpers/server-app';
import { startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import { connectStomp, eventually, listen } from './chat-clients';
import { createRide, makeRiders, pushDevices, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let receiver: PushReceiver;
let admin: Rider;
let otherAdmin: Rider;
let organiser: Rider;
let going: Rider;
let waiting: Rider;
let stranger: Rider;
let visitor: TestClient;

beforeAll(async () => {
  // The test's push service listens on 127.0.0.1, which production refuses.
  server = await startTestServer({
    env: { JOB_INTERVAL_SECONDS: '0', PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' },
  });
  receiver = await startPushReceiver();
  [admin, otherAdmin, organiser, going, waiting, stranger] = (await makeRiders(
    server,
    'news_rider',
    6,
  )) as [Rider, Rider, Rider, Rider, Rider, Rider];
  await grantRole(server.app.db, admin.id, 'ROLE_ADMIN');
  await grantRole(server.app.db, otherAdmin.id, 'ROLE_ADMIN');
  visitor = server.client();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const URL = '/api/announcements';

async function announce(rider: Rider, input: AnnouncementInput): Promise<Announcement> {
  const reply = await rider.client.post(URL, input);
  expect(reply.statusCode, reply.body).toBe(201);
  return announcementSchema.parse(reply.json());
}

async function listOf(client: TestClient, query = '') {
  const reply = await client.get(`${URL}${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return announcementPageSchema.parse(reply.json());
}

const idsOf = async (client: TestClient, query = '') =>
  (await listOf(client, query)).content.map((item) => item.id);

/** A ride by `organiser` with `going` on its one place and `waiting` queued behind. */
async function rideWithRiders() {
  const ride = await createRide(organiser.client, { capacity: 1 });
  await rsvp(going.client, ride, true);
  await rsvp(waiting.client, ride, true);
  return ride;
}

describe('who posts', () => {
  it('admins post club-wide; members are refused 403 and visitors 401', async () => {
    const made = await announce(admin, { title: 'AGM on 3 December', body: 'At the club room.' });
    expect(made).toMatchObject({
      title: 'AGM on 3 December',
      body: 'At the club room.',
      ride: null,
      pinned: true,
      active: true,
      // Its author has read it.
      read: true,
      canEdit: true,
      public: false,
    });
    const days = (Date.parse(made.expiresAt!) - Date.parse(made.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);

    const byMember = await going.client.post(URL, { title: 'Free bikes' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ message: ANNOUNCEMENT_TEXT.clubWideAdminsOnly });
    expect((await visitor.post(URL, { title: 'Free bikes' })).statusCode).toBe(401);
  });

  it("a ride's organiser posts to their own ride only; an admin to any ride", async () => {
    const ride = await rideWithRiders();
    const made = await announce(organiser, { title: 'We leave at 9:00', rideId: ride.id });
    expect(made.ride).toEqual({ id: ride.id, name: ride.name });

    const othersRide = await createRide(stranger.client);
    const refused = await organiser.client.post(URL, { title: 'Mine now', rideId: othersRide.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ANNOUNCEMENT_TEXT.rideOrganiserOnly });
    const byRider = await going.client.post(URL, { title: 'Faster!', rideId: ride.id });
    expect(byRider.statusCode).toBe(403);
    await announce(admin, { title: 'Helmets on', rideId: othersRide.id });
    expect((await organiser.client.post(URL, { title: 'x', rideId: 999999 })).statusCode).toBe(404);
  });
});

describe('who sees what', () => {
  it("a ride's announcement reaches its riders going and waiting, the organiser and admins", async () => {
    const ride = await rideWithRiders();
    const made = await announce(organiser, { title: 'Bring lights', rideId: ride.id });
    for (const reader of [organiser, going, waiting, admin]) {
      expect(await idsOf(reader.client), reader.username).toContain(made.id);
      expect(await idsOf(reader.client, `?rideId=${ride.id}`)).toEqual([made.id]);
    }
    expect(await idsOf(stranger.client, '?show=all')).not.toContain(made.id);
    expect(await idsOf(visitor, '?show=all')).not.toContain(made.id);
    expect((await stranger.client.post(`${URL}/${made.id}/read`)).statusCode).toBe(404);
  });

  it('club-wide ones are for members; visitors see only the public ones', async () => {
    const members = await announce(admin, { title: 'Members night' });
    const open = await announce(admin, { title: 'Open day on Saturday', public: true });
    expect(await idsOf(stranger.client)).toEqual(expect.arrayContaining([members.id, open.id]));
    const seen = await idsOf(visitor, '?show=all');
    expect(seen).toContain(open.id);
    expect(seen).not.toContain(members.id);
    expect((await listOf(visitor)).content.every((item) => !item.read && !item.canEdit)).toBe(true);
  });

  it('unpinned and expired ones leave the active list and stay in the list of all', async () => {
    const unpinned = await announce(admin, { title: 'Old route closed' });
    const expired = await announce(admin, { title: 'Last week news', expiresInDays: 1 });
    const forever = await announce(admin, { title: 'Club rules', expiresInDays: null });
    const patched = await admin.client.request({
      method: 'PATCH',
      url: `${URL}/${unpinned.id}`,
      payload: { pinned: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ pinned: false, active: false });
    await server.app.db
      .updateTable('announcements')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();

    const active = await idsOf(going.client, '?size=100');
    expect(active).toContain(forever.id);
    expect(active).not.toContain(unpinned.id);
    expect(active).not.toContain(expired.id);
    const all = await listOf(going.client, '?show=all&size=100');
    expect(all.content.find((item) => item.id === expired.id)).toMatchObject({ active: false });
    expect(all.content.find((item) => item.id === forever.id)).toMatchObject({
      active: true,
      expiresAt: null,
    });
    // Newest first.
    const ids = all.content.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('read marks', () => {
  it('are per member: one member reading leaves it new for another, on every device', async () => {
    const made = await announce(admin, { title: 'New jerseys are in' });
    const readFlag = async (rider: Rider) =>
      (await listOf(rider.client, '?size=100')).content.find((item) => item.id === made.id)!.read;
    expect(await readFlag(going)).toBe(false);
    expect((await going.client.post(`${URL}/${made.id}/read`)).statusCode).toBe(204);
    // Again: nothing changes.
    expect((await going.client.post(`${URL}/${made.id}/read`)).statusCode).toBe(204);
    expect(await readFlag(going)).toBe(true);
    expect(await readFlag(waiting)).toBe(false);
    const marks = await server.app.db
      .selectFrom('announcement_reads')
      .select('user_id')
      .where('announcement_id', '=', made.id)
      .orderBy('user_id')
      .execute();
    expect(marks).toEqual([{ user_id: admin.id }, { user_id: going.id }]);
    expect((await visitor.post(`${URL}/${made.id}/read`)).statusCode).toBe(401);
    expect((await going.client.post(`${URL}/999999/read`)).statusCode).toBe(404);
  });

  it("read, its notice in the member's inbox is read too, and their open apps hear the count", async () => {
    const reader = await server.createMember('news_reader');
    const socket = await connectStomp(await listen(server.app), { token: reader.token });
    try {
      const heard = await socket.subscribe(NOTIFICATION_INBOX_QUEUE);
      const made = await announce(admin, { title: 'Club night moves to Friday' });
      const noticeOf = async () =>
        (await reader.client.get('/api/notifications?size=100'))
          .json<InboxPage>()
          .content.find((item) => item.url === announcementUrl(made.id));
      await expect.poll(noticeOf).toMatchObject({ kind: 'announcement', readAt: null });
      const unread = async () =>
        (await reader.client.get('/api/notifications/unread-count')).json<UnreadCount>().unread;
      const before = await unread();
      await eventually(() => heard.length === 1);

      expect((await reader.client.post(`${URL}/${made.id}/read`)).statusCode).toBe(204);
      expect((await noticeOf())?.readAt).not.toBeNull();
      expect(await unread()).toBe(before - 1);
      await eventually(() => heard.length === 2);
      expect(inboxLiveSchema.parse(JSON.parse(heard[1]!.body))).toEqual({
        unread: before - 1,
        item: null,
      });
      // Read again: nothing more to tell.
      expect((await reader.client.post(`${URL}/${made.id}/read`)).statusCode).toBe(204);
      expect(await unread()).toBe(before - 1);
    } finally {
      await socket.close();
    }
  });
});

describe('edit and delete', () => {
  const patch = (rider: Rider, id: number, payload: object) =>
    rider.client.request({ method: 'PATCH', url: `${URL}/${id}`, payload });

  it('by the author or an admin only', async () => {
    const ride = await rideWithRiders();
    const ridesNews = await announce(organiser, { title: 'Start moves', rideId: ride.id });
    const clubNews = await announce(admin, { title: 'Dues are due' });

    const edited = await patch(organiser, ridesNews.id, {
      title: 'Start moves to the bridge',
      body: 'By the tea stall.',
      link: `/events/${ride.id}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Start moves to the bridge',
      body: 'By the tea stall.',
      link: `/events/${ride.id}`,
    });
    expect((await patch(going, ridesNews.id, { title: 'Mine' })).statusCode).toBe(403);
    expect((await patch(organiser, clubNews.id, { pinned: false })).statusCode).toBe(403);
    expect((await patch(stranger, ridesNews.id, { pinned: false })).statusCode).toBe(404);
    expect((await patch(otherAdmin, clubNews.id, { pinned: false })).statusCode).toBe(200);

    expect((await going.client.delete(`${URL}/${ridesNews.id}`)).statusCode).toBe(403);
    expect((await organiser.client.delete(`${URL}/${clubNews.id}`)).statusCode).toBe(403);
    expect((await visitor.delete(`${URL}/${clubNews.id}`)).statusCode).toBe(401);
    expect((await organiser.client.delete(`${URL}/${ridesNews.id}`)).statusCode).toBe(204);
    expect((await otherAdmin.client.delete(`${URL}/${clubNews.id}`)).statusCode).toBe(204);
    const left = await idsOf(admin.client, '?show=all&size=100');
    expect(left).not.toContain(ridesNews.id);
    expect(left).not.toContain(clubNews.id);
  });
});

describe('bad input', () => {
  it.each([
    ['no title', {}, ANNOUNCEMENT_VALIDATION.titleRequired],
    ['a blank title', { title: '   ' }, ANNOUNCEMENT_VALIDATION.titleRequired],
    ['a long title', { title: 'x'.repeat(121) }, ANNOUNCEMENT_VALIDATION.titleTooLong],
    ['a long body', { title: 'Hi', body: 'x'.repeat(4001) }, ANNOUNCEMENT_VALIDATION.bodyTooLong],
    [
      'a link to another site',
      { title: 'Hi', link: 'https://x.example' },
      ANNOUNCEMENT_VALIDATION.linkInvalid,
    ],
    [
      'a link starting //',
      { title: 'Hi', link: '//x.example/a' },
      ANNOUNCEMENT_VALIDATION.linkInvalid,
    ],
    ['91 days', { title: 'Hi', expiresInDays: 91 }, ANNOUNCEMENT_VALIDATION.expiryInvalid],
    ['0 days', { title: 'Hi', expiresInDays: 0 }, ANNOUNCEMENT_VALIDATION.expiryInvalid],
  ])('%s is refused with 400 and a clear message', async (_name, body, message) => {
    const reply = await otherAdmin.client.post(URL, body);
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toContain(message);
  });

  it('a public ride announcement and an empty edit are refused with 400', async () => {
    const ride = await rideWithRiders();
    const reply = await organiser.client.post(URL, { title: 'Hi', rideId: ride.id, public: true });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: ANNOUNCEMENT_TEXT.publicOnlyClubWide });
    const made = await announce(admin, { title: 'Edited later' });
    const empty = await admin.client.request({
      method: 'PATCH',
      url: `${URL}/${made.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(ANNOUNCEMENT_VALIDATION.nothingToChange);
    expect((await admin.client.get(`${URL}?show=later`)).statusCode).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('the same post sent twice with one key is one announcement; another body is 422', async () => {
    const key = randomUUID();
    const send = (title: string) =>
      admin.client.request({
        method: 'POST',
        url: URL,
        payload: { title },
        headers: { 'idempotency-key': key },
      });
    const first = await send('Posted from the tablet');
    const second = await send('Posted from the tablet');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    const rows = await server.app.db
      .selectFrom('announcements')
      .select('id')
      .where('title', '=', 'Posted from the tablet')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await send('Something else')).statusCode).toBe(422);
  });
});

describe('push', () => {
  it("club-wide news reaches every member but its author; a ride's only its riders", async () => {
    const ride = await rideWithRiders();
    const devices = await pushDevices(receiver, [admin, organiser, going, waiting, stranger]);
    const before = receiver.received.length;

    const club = await announce(admin, { title: 'AGM on 3 December', body: 'Club room, 7 pm.' });
    await receiver.waitFor(before + 4);
    for (const rider of [organiser, going, waiting, stranger]) {
      expect(devices.notices(rider), rider.username).toEqual([
        {
          title: 'Club news: AGM on 3 December',
          body: 'Club room, 7 pm.',
          url: `/announcements#announcement-${club.id}`,
          tag: `announcement-${club.id}`,
        },
      ]);
    }
    expect(devices.notices(admin)).toEqual([]);

    const forRide = await announce(organiser, {
      title: 'Sunday moves to 9:00',
      rideId: ride.id,
      body: 'x'.repeat(300),
    });
    await receiver.waitFor(before + 6);
    for (const rider of [going, waiting]) {
      const last = devices.notices(rider).at(-1)!;
      expect(last).toMatchObject({
        title: `${ride.name}: Sunday moves to 9:00`,
        tag: `announcement-${forRide.id}`,
        url: `/announcements#announcement-${forRide.id}`,
      });
      expect(last.body.length).toBe(120);
    }
    // Nobody else was sent the ride's news (the stranger and the organiser had one notice).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.length).toBe(before + 6);
    expect(devices.notices(stranger)).toHaveLength(1);
    expect(devices.notices(organiser)).toHaveLength(1);
  });
});
