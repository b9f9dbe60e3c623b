/**
 * A ride's thread: who reads, writes and deletes (riders going or waiting, the organiser,
 * admins; nobody else), bad input, writing closed on cancelled and long-past rides, one message
 * per Idempotency-Key even when sent twice at once, new messages live on the readers' own
 * queues, and the organiser's messages pushed to the riders going at most once per interval.
 */
import { randomUUID } from 'node:crypto';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RIDE_THREAD_LIMITS,
  RIDE_THREAD_QUEUE,
  RIDE_THREAD_TEXT,
  rideCommentSchema,
  rideThreadLiveSchema,
  rideThreadSchema,
  type RideComment,
  RIDE_THREAD_VALIDATION,
} from '../../src/contract/ride-thread';
import { createSession } from '../../src/server/lib/sessions';
import { grantRole } from '../../src/server/modules/roles/repository';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import { connectStomp, eventually, listen, type StompTestClient } from './chat-clients';
import { createRide, inHours, makeRiders, pushDevices, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let url: string;
let receiver: PushReceiver;
let organiser: Rider;
let going: Rider;
let alsoGoing: Rider;
let outsider: Rider;
let admin: Rider;
const sockets: StompTestClient[] = [];

beforeAll(async () => {
  // The test's push service listens on 127.0.0.1, which production refuses.
  server = await startTestServer({
    env: { JOB_INTERVAL_SECONDS: '0', PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' },
  });
  url = await listen(server.app);
  receiver = await startPushReceiver();
  [organiser, going, alsoGoing, outsider, admin] = (await makeRiders(
    server,
    'thread_rider',
    5,
  )) as [Rider, Rider, Rider, Rider, Rider];
  await grantRole(server.app.db, admin.id, 'ROLE_ADMIN');
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
  await receiver?.close();
});

const threadOf = (ride: { id: number }) => `/api/event/${ride.id}/thread`;

async function say(rider: Rider, ride: { id: number }, text: string): Promise<RideComment> {
  const reply = await rider.client.post(threadOf(ride), { text });
  expect(reply.statusCode, reply.body).toBe(201);
  return rideCommentSchema.parse(reply.json());
}

async function read(rider: Rider, ride: { id: number }, query = '') {
  const reply = await rider.client.get(`${threadOf(ride)}${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return rideThreadSchema.parse(reply.json());
}

/** A ride the organiser planned (without a place of their own) with `going` on it. */
async function rideWithRider(overrides = {}) {
  const ride = await createRide(organiser.client, overrides);
  await rsvp(going.client, ride, true);
  return ride;
}

describe('who reads and writes', () => {
  it('riders going or waiting, the organiser and admins; nobody else', async () => {
    const ride = await rideWithRider({ capacity: 1 });
    // The one place is taken: this rider waits for it, and may read and write all the same.
    expect(await rsvp(alsoGoing.client, ride, true)).toMatchObject({ myRsvp: 'waitlisted' });

    await say(going, ride, 'Is it raining at the lake?');
    await say(alsoGoing, ride, 'Waiting for a place, coming if one frees');
    await say(organiser, ride, 'Dry here, we leave at seven');
    await say(admin, ride, 'Roads are clear');
    for (const reader of [going, alsoGoing, organiser, admin]) {
      const thread = await read(reader, ride);
      expect(thread.content.map((comment) => comment.text)).toEqual([
        'Is it raining at the lake?',
        'Waiting for a place, coming if one frees',
        'Dry here, we leave at seven',
        'Roads are clear',
      ]);
      expect(thread.canModerate).toBe(reader === organiser || reader === admin);
      expect(thread.closedReason).toBeNull();
    }
    const first = (await read(going, ride)).content[0]!;
    expect(first.author).toMatchObject({ id: going.id, username: going.username });
    expect(first.author).not.toHaveProperty('email');

    for (const reply of [
      await outsider.client.get(threadOf(ride)),
      await outsider.client.post(threadOf(ride), { text: 'Can I see?' }),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ message: RIDE_THREAD_TEXT.notAllowed });
    }
    const visitor = server.client();
    expect((await visitor.get(threadOf(ride))).statusCode).toBe(401);
    expect((await visitor.post(threadOf(ride), { text: 'Hello' })).statusCode).toBe(401);

    // A rider who leaves the ride leaves its thread.
    await rsvp(going.client, ride, false);
    expect((await going.client.get(threadOf(ride))).statusCode).toBe(403);
    expect((await outsider.client.get('/api/event/999999/thread')).statusCode).toBe(404);
    const stored = await server.app.db
      .selectFrom('ride_comments')
      .select('author_id')
      .where('event_id', '=', ride.id)
      .execute();
    expect(stored).toHaveLength(4);
  });

  it('bad input is refused with a clear message, and nothing is stored', async () => {
    const ride = await rideWithRider();
    const cases: [unknown, string][] = [
      [{ text: '   ' }, RIDE_THREAD_VALIDATION.fillRequired],
      [{}, RIDE_THREAD_VALIDATION.fillRequired],
      [{ text: 'x'.repeat(RIDE_THREAD_LIMITS.textMaxLength + 1) }, RIDE_THREAD_VALIDATION.tooLong],
    ];
    for (const [body, message] of cases) {
      const reply = await going.client.post(threadOf(ride), body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ fieldErrors: { text: message } });
    }
    expect((await going.client.get(`${threadOf(ride)}?size=0`)).statusCode).toBe(400);
    expect((await going.client.get(`${threadOf(ride)}?after=-1`)).statusCode).toBe(400);
    expect((await read(going, ride)).content).toEqual([]);
    // Spaces around a message are not kept.
    expect((await say(going, ride, '  at the bridge  ')).text).toBe('at the bridge');
  });

  it('pages oldest first from a cursor', async () => {
    const ride = await rideWithRider();
    for (const text of ['one', 'two', 'three', 'four', 'five']) await say(going, ride, text);
    const first = await read(going, ride, '?size=2');
    expect(first.content.map((c) => c.text)).toEqual(['one', 'two']);
    const second = await read(going, ride, `?size=2&after=${first.nextAfter}`);
    expect(second.content.map((c) => c.text)).toEqual(['three', 'four']);
    const last = await read(going, ride, `?size=2&after=${second.nextAfter}`);
    expect(last.content.map((c) => c.text)).toEqual(['five']);
    expect(last.nextAfter).toBeNull();
  });
});

describe('deleting', () => {
  it('by its author, the organiser or an admin; not by another rider', async () => {
    const ride = await rideWithRider();
    await rsvp(alsoGoing.client, ride, true);
    const mine = await say(going, ride, 'Wait for me at the bridge');
    const theirs = await say(alsoGoing, ride, 'Flat tyre, go on');
    const third = await say(alsoGoing, ride, 'Fixed it');
    const path = (comment: RideComment) => `${threadOf(ride)}/${comment.id}`;

    const refused = await going.client.delete(path(theirs));
    expect(refused.statusCode).toBe(403);
    expect((await outsider.client.delete(path(theirs))).statusCode).toBe(403);
    expect((await server.client().delete(path(theirs))).statusCode).toBe(401);
    expect((await going.client.delete(path(mine))).statusCode).toBe(204);
    expect((await organiser.client.delete(path(theirs))).statusCode).toBe(204);
    expect((await admin.client.delete(path(third))).statusCode).toBe(204);
    expect((await admin.client.delete(path(third))).statusCode).toBe(404);
    // A message is deleted only under its own ride.
    const other = await rideWithRider();
    const elsewhere = await say(going, other, 'Other ride');
    expect((await going.client.delete(`${threadOf(ride)}/${elsewhere.id}`)).statusCode).toBe(404);
    expect((await read(going, ride)).content).toEqual([]);
  });
});

describe('closed threads', () => {
  it('a cancelled ride is read but takes no new message', async () => {
    const ride = await rideWithRider();
    await say(going, ride, 'See you there');
    const cancelled = await organiser.client.post(`/api/event/${ride.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const thread = await read(going, ride);
    expect(thread.content.map((c) => c.text)).toEqual(['See you there']);
    expect(thread.closedReason).toBe(RIDE_THREAD_TEXT.closedCancelled);
    const refused = await organiser.client.post(threadOf(ride), { text: 'Sorry all' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: RIDE_THREAD_TEXT.closedCancelled });
  });

  it('a ride is written about up to 2 days after its start, then only read', async () => {
    const ride = await rideWithRider();
    const startAt = (hours: number) =>
      server.app.db
        .updateTable('events')
        .set({ starts_at: inHours(hours) })
        .where('id', '=', ride.id)
        .execute();
    await startAt(-47);
    await say(going, ride, 'Thanks for the ride');
    await startAt(-49);
    const refused = await going.client.post(threadOf(ride), { text: 'Photos?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: RIDE_THREAD_TEXT.closedPast });
    const thread = await read(going, ride);
    expect(thread.closedReason).toBe(RIDE_THREAD_TEXT.closedPast);
    expect(thread.content.map((c) => c.text)).toEqual(['Thanks for the ride']);
  });
});

describe('exactly once', () => {
  const keyed = (rider: Rider, ride: { id: number }, key: string, text: string) =>
    rider.client.request({
      method: 'POST',
      url: threadOf(ride),
      payload: { text },
      headers: { 'idempotency-key': key },
    });
  const stored = (ride: { id: number }) =>
    server.app.db.selectFrom('ride_comments').selectAll().where('event_id', '=', ride.id).execute();

  it('the same key sent again is answered from the first reply', async () => {
    const ride = await rideWithRider();
    const key = randomUUID();
    const first = await keyed(going, ride, key, 'Written in the tunnel');
    const again = await keyed(going, ride, key, 'Written in the tunnel');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stored(ride)).toHaveLength(1);
    // The same key with other words is refused, not written.
    expect((await keyed(going, ride, key, 'Something else')).statusCode).toBe(422);
    expect(await stored(ride)).toHaveLength(1);
  });

  it('the same key sent twice at once writes one message', async () => {
    const ride = await rideWithRider();
    const key = randomUUID();
    const replies = await Promise.all([
      keyed(going, ride, key, 'Sent twice at once'),
      keyed(going, ride, key, 'Sent twice at once'),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toContain(201);
    for (const reply of replies) expect([201, 409]).toContain(reply.statusCode);
    expect(await stored(ride)).toHaveLength(1);
  });
});

describe('live', () => {
  async function listenAs(rider: Rider): Promise<IMessage[]> {
    const token = await createSession(server.app.db, server.app.config, rider.id, 'socket');
    const socket = await connectStomp(url, { token });
    sockets.push(socket);
    return socket.subscribe(RIDE_THREAD_QUEUE);
  }
  const bodies = (messages: IMessage[]) =>
    messages.map((message) => rideThreadLiveSchema.parse(JSON.parse(message.body)));

  it('a new or deleted message reaches the open sockets of its readers, and nobody else', async () => {
    const ride = await rideWithRider({ capacity: 1 });
    await rsvp(alsoGoing.client, ride, true); // waiting
    const [atOrganiser, atGoing, atWaiting, atAdmin, atOutsider] = await Promise.all(
      [organiser, going, alsoGoing, admin, outsider].map(listenAs),
    );
    const comment = await say(going, ride, 'Puncture, two minutes');
    // An admin reads every ride's thread, so hears it too, without a place on the ride.
    for (const inbox of [atOrganiser!, atGoing!, atWaiting!, atAdmin!]) {
      await eventually(() => inbox.length === 1);
      expect(bodies(inbox)).toEqual([{ rideId: ride.id, comment, removedId: null }]);
    }
    const removed = await going.client.delete(`${threadOf(ride)}/${comment.id}`);
    expect(removed.statusCode).toBe(204);
    await eventually(() => atWaiting!.length === 2);
    expect(bodies(atWaiting!)[1]).toEqual({
      rideId: ride.id,
      comment: null,
      removedId: comment.id,
    });
    await eventually(() => atOrganiser!.length === 2);
    expect(atOutsider).toEqual([]);
  });
});

describe('push', () => {
  it("the organiser's message reaches the riders going, once per interval per ride", async () => {
    const ride = await rideWithRider({ capacity: 2 });
    await rsvp(alsoGoing.client, ride, true);
    await rsvp(outsider.client, ride, true); // waiting: not pushed
    const devices = await pushDevices(receiver, [organiser, going, alsoGoing, outsider]);
    const before = receiver.received.length;

    // A rider writing pushes nobody; the organiser writing pushes both riders going.
    await say(going, ride, 'Anyone for coffee after?');
    await say(organiser, ride, 'Start moved to the north gate');
    await receiver.waitFor(before + 2);
    for (const rider of [going, alsoGoing]) {
      expect(devices.notices(rider)).toEqual([
        {
          title: RIDE_THREAD_TEXT.pushTitle(ride.name),
          body: 'Start moved to the north gate',
          url: `/events/${ride.id}`,
          tag: `ride-thread-${ride.id}`,
        },
      ]);
    }

    // Within the interval: no second push. A later push of another ride is the barrier.
    await say(organiser, ride, 'Bring lights');
    const other = await rideWithRider();
    await say(organiser, other, 'Other ride starts on time');
    await receiver.waitFor(before + 3);
    expect(devices.notices(going).map((notice) => notice.body)).toEqual([
      'Start moved to the north gate',
      'Other ride starts on time',
    ]);

    // Once the stored time is an interval ago, the ride may push again.
    const longAgo = new Date(Date.now() - RIDE_THREAD_LIMITS.pushIntervalMs - 1000).toISOString();
    await server.app.db
      .updateTable('ride_thread_pushes')
      .set({ last_pushed_at: longAgo })
      .where('event_id', '=', ride.id)
      .execute();
    await say(organiser, ride, 'Leaving now');
    await receiver.waitFor(before + 5);
    expect(devices.notices(alsoGoing).map((notice) => notice.body)).toEqual([
      'Start moved to the north gate',
      'Leaving now',
    ]);
    expect(devices.notices(organiser)).toEqual([]);
    expect(devices.notices(outsider)).toEqual([]);
  });
});
