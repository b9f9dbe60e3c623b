/**
 * RSVPs: joining and leaving are idempotent; past the capacity riders wait in join order; a
 * freed place (a rider leaves, the capacity is raised) moves the first waiting riders up and
 * tells them by push; cancelling tells everyone on the ride. Thirty riders racing for the last
 * three places: exactly three ride, the rest wait in order, nobody is lost or counted twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TEXT, attendeesSchema, type Attendees } from '../../src/contract/events';
import { privateKeysIn, startTestServer, type TestServer } from '../helpers/server-app';
import { startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import {
  createRide,
  inHours,
  makeRiders,
  pushDevices,
  rideInput,
  rsvp,
  type Rider,
} from './events-fixtures';

let server: TestServer;
let receiver: PushReceiver;
let organiser: Rider;
let admin: Rider;
let riders: Rider[];
let push: Awaited<ReturnType<typeof pushDevices>>;

beforeAll(async () => {
  // The test's push service listens on 127.0.0.1, which production refuses.
  server = await startTestServer({
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1', JOB_INTERVAL_SECONDS: '0' },
  });
  receiver = await startPushReceiver();
  const made = await makeRiders(server, 'rsvp_rider', 8);
  organiser = made[0]!;
  admin = made[1]!;
  riders = made.slice(2);
  await server.app.db
    .insertInto('user_roles')
    .values({ user_id: admin.id, role: 'ROLE_ADMIN', created_at: new Date().toISOString() })
    .execute();
  push = await pushDevices(receiver, [organiser, admin, ...riders]);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function attendeesAs(rider: Rider, ride: { id: number }): Promise<Attendees> {
  const reply = await rider.client.get(`/api/event/${ride.id}/attendees`);
  expect(reply.statusCode, reply.body).toBe(200);
  return attendeesSchema.parse(reply.json());
}
const ids = (list: { user: { id: number } }[] | null) => list?.map((entry) => entry.user.id);

describe('capacity and waitlist', () => {
  it('riders past the capacity wait in join order; repeating an RSVP changes nothing', async () => {
    const [a, b, c, d] = riders;
    const ride = await createRide(organiser.client, { capacity: 2 });
    expect(await rsvp(a!.client, ride, true)).toMatchObject({ myRsvp: 'going', goingCount: 1 });
    expect(await rsvp(a!.client, ride, true)).toMatchObject({ myRsvp: 'going', goingCount: 1 });
    expect(await rsvp(b!.client, ride, true)).toMatchObject({ myRsvp: 'going', goingCount: 2 });
    expect(await rsvp(c!.client, ride, true)).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 1,
      goingCount: 2,
      waitlistCount: 1,
    });
    expect(await rsvp(d!.client, ride, true)).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 2,
      waitlistCount: 2,
    });
    expect(await rsvp(d!.client, ride, true)).toMatchObject({ myWaitlistPosition: 2 });

    // Members see who is going; the organiser and admins see the waitlist too.
    const seenByMember = await attendeesAs(d!, ride);
    expect(ids(seenByMember.going)).toEqual([a!.id, b!.id]);
    expect(seenByMember).toMatchObject({ waitlist: null, goingCount: 2, waitlistCount: 2 });
    expect(privateKeysIn(seenByMember)).toEqual([]);
    const seenByOrganiser = await attendeesAs(organiser, ride);
    expect(ids(seenByOrganiser.waitlist)).toEqual([c!.id, d!.id]);
    expect(ids((await attendeesAs(admin, ride)).waitlist)).toEqual([c!.id, d!.id]);
    expect((await server.client().get(`/api/event/${ride.id}/attendees`)).statusCode).toBe(401);

    // Leaving while waiting moves those behind up a place, and frees no riding place.
    expect(await rsvp(c!.client, ride, false)).toMatchObject({ myRsvp: null, waitlistCount: 1 });
    expect(await rsvp(c!.client, ride, false)).toMatchObject({ myRsvp: null, waitlistCount: 1 });
    expect((await d!.client.get(`/api/event/${ride.id}`)).json().myWaitlistPosition).toBe(1);
    // Joining again goes to the back of the queue.
    expect(await rsvp(c!.client, ride, true)).toMatchObject({ myWaitlistPosition: 2 });
  });

  it('a rider leaving moves the first waiting rider up, who is told; no one else moves', async () => {
    const [a, b, c, d] = riders;
    const ride = await createRide(organiser.client, { capacity: 2, name: 'Gazipur forest ride' });
    for (const rider of [a, b, c, d]) await rsvp(rider!.client, ride, true);
    const before = push.notices(c!).length;

    expect(await rsvp(a!.client, ride, false)).toMatchObject({ goingCount: 2, waitlistCount: 1 });
    const promoted = await c!.client.get(`/api/event/${ride.id}`);
    expect(promoted.json()).toMatchObject({ myRsvp: 'going', myWaitlistPosition: null });
    expect((await d!.client.get(`/api/event/${ride.id}`)).json()).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 1,
    });
    await expect.poll(() => push.notices(c!).length).toBe(before + 1);
    expect(push.notices(c!).at(-1)).toEqual({
      title: EVENT_TEXT.promotedTitle('Gazipur forest ride'),
      body: EVENT_TEXT.promotedBody,
      url: `/events/${ride.id}`,
      tag: `event-${ride.id}`,
    });
    expect(push.notices(d!).some((notice) => notice.url === `/events/${ride.id}`)).toBe(false);
    expect(ids((await attendeesAs(organiser, ride)).going)).toEqual([b!.id, c!.id]);
  });

  it('raising the capacity, or removing it, moves waiting riders up in order', async () => {
    const ride = await createRide(organiser.client, { capacity: 1 });
    for (const rider of riders.slice(0, 5)) await rsvp(rider.client, ride, true);
    const raised = await organiser.client.put(`/api/event/${ride.id}`, {
      ...rideInput({ startsAt: ride.startsAt }),
      capacity: 3,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ goingCount: 3, waitlistCount: 2 });
    const seen = await attendeesAs(organiser, ride);
    expect(ids(seen.going)).toEqual(riders.slice(0, 3).map((rider) => rider.id));
    expect(ids(seen.waitlist)).toEqual(riders.slice(3, 5).map((rider) => rider.id));
    await expect
      .poll(() => push.notices(riders[2]!).filter((n) => n.url === `/events/${ride.id}`).length)
      .toBe(1);

    // Lowering it takes nobody off; removing it lets everyone ride.
    const lowered = await organiser.client.put(`/api/event/${ride.id}`, {
      ...rideInput({ startsAt: ride.startsAt }),
      capacity: 1,
    });
    expect(lowered.json()).toMatchObject({ goingCount: 3, waitlistCount: 2 });
    const open = await organiser.client.put(`/api/event/${ride.id}`, {
      ...rideInput({ startsAt: ride.startsAt }),
      capacity: null,
    });
    expect(open.json()).toMatchObject({ goingCount: 5, waitlistCount: 0 });
  });

  it('refuses RSVPs to a missing or started ride, and from visitors', async () => {
    const ride = await createRide(organiser.client);
    expect(
      (await server.client().put(`/api/event/${ride.id}/rsvp`, { going: true })).statusCode,
    ).toBe(401);
    expect(
      (await riders[0]!.client.put('/api/event/999999/rsvp', { going: true })).statusCode,
    ).toBe(404);
    expect(
      (await riders[0]!.client.put(`/api/event/${ride.id}/rsvp`, { going: 'yes' })).statusCode,
    ).toBe(400);
    await server.app.db
      .updateTable('events')
      .set({ starts_at: inHours(-1) })
      .where('id', '=', ride.id)
      .execute();
    const late = await riders[0]!.client.put(`/api/event/${ride.id}/rsvp`, { going: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(EVENT_TEXT.started);
  });
});

describe('cancelling', () => {
  it('tells everyone going or waiting, not the one who cancelled', async () => {
    const ride = await createRide(organiser.client, { capacity: 1, name: 'Rainy day ride' });
    const [a, b] = riders;
    await rsvp(a!.client, ride, true);
    await rsvp(b!.client, ride, true);
    await rsvp(organiser.client, ride, true);
    const cancelled = await organiser.client.post(`/api/event/${ride.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notice = {
      title: EVENT_TEXT.cancelledTitle('Rainy day ride'),
      body: EVENT_TEXT.cancelledBody,
      url: `/events/${ride.id}`,
      tag: `event-${ride.id}`,
    };
    await expect
      .poll(() => push.notices(a!).filter((n) => n.title === notice.title))
      .toEqual([notice]);
    await expect
      .poll(() => push.notices(b!).filter((n) => n.title === notice.title))
      .toEqual([notice]);
    expect(push.notices(organiser).filter((n) => n.title === notice.title)).toEqual([]);
  });
});

describe('racing for the last places', () => {
  it('30 riders at once for the last 3 places: 3 ride, 27 wait in join order, none lost', async () => {
    const crowd = await makeRiders(server, 'rsvp_crowd', 30);
    const ride = await createRide(organiser.client, { capacity: 5 });
    await rsvp(riders[0]!.client, ride, true);
    await rsvp(riders[1]!.client, ride, true);

    const replies = await Promise.all(
      crowd.map((rider) => rider.client.put(`/api/event/${ride.id}/rsvp`, { going: true })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(crowd.map(() => 200));

    const rows = await server.app.db
      .selectFrom('event_rsvps')
      .select(['id', 'user_id', 'state'])
      .where('event_id', '=', ride.id)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(32);
    const fromCrowd = rows.filter((row) => crowd.some((rider) => rider.id === row.user_id));
    // The first three to get in ride; everyone after them waits, in the order they got in.
    expect(fromCrowd.slice(0, 3).map((row) => row.state)).toEqual(['going', 'going', 'going']);
    expect(fromCrowd.slice(3).every((row) => row.state === 'waitlisted')).toBe(true);
    const seen = await attendeesAs(organiser, ride);
    expect(seen.goingCount).toBe(5);
    expect(ids(seen.waitlist)).toEqual(fromCrowd.slice(3).map((row) => row.user_id));

    // Each rider's own reply names their place, and the positions are 1 to 27 once each.
    const positions = replies
      .map((reply) => reply.json<{ myWaitlistPosition: number | null }>().myWaitlistPosition)
      .filter((position) => position !== null)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));

    // Now seven riders leave at once while five new ones join: nobody moves up twice.
    const leaving = [...fromCrowd.slice(0, 3), ...fromCrowd.slice(3, 7)].map((row) =>
      crowd.find((rider) => rider.id === row.user_id)!,
    );
    const late = await makeRiders(server, 'rsvp_late', 5);
    const churn = await Promise.all([
      ...leaving.map((rider) => rider.client.put(`/api/event/${ride.id}/rsvp`, { going: false })),
      ...late.map((rider) => rider.client.put(`/api/event/${ride.id}/rsvp`, { going: true })),
    ]);
    expect(churn.map((reply) => reply.statusCode).every((status) => status === 200)).toBe(true);
    const after = await attendeesAs(organiser, ride);
    expect(after.goingCount).toBe(5);
    expect(after.waitlistCount).toBe(32 - 7 + 5 - 5);
    const stillWaiting = fromCrowd.slice(7).map((row) => row.user_id);
    // The three freed places went to the first three who were still waiting.
    expect(ids(after.going)).toEqual(
      expect.arrayContaining([riders[0]!.id, riders[1]!.id, ...stillWaiting.slice(0, 3)]),
    );
    expect(ids(after.waitlist)!.slice(0, stillWaiting.length - 3)).toEqual(stillWaiting.slice(3));
    const lateIds = late.map((rider) => rider.id);
    expect(
      ids(after.waitlist)!
        .slice(stillWaiting.length - 3)
        .sort(),
    ).toEqual([...lateIds].sort());
  });
});
