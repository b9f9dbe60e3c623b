/**
 * A ride's roll-call: only its organiser and admins read and mark it, from an hour before the
 * start to 7 days after and never on a cancelled ride; a mark is a state, so the same PUT twice,
 * or twice at once, leaves one row; walk-ups are members picked by id or guests by name, and a
 * retried add under the same Idempotency-Key adds nobody twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TEXT } from '../../src/contract/events';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '../../src/contract/idempotency';
import { ATTENDANCE_TEXT, attendanceSchema } from '../../src/contract/ride-attendance';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { createRide, inHours, makeRiders, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let organiser: Rider;
let riders: Rider[];
let admin: Member;

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  const made = await makeRiders(server, 'rollcall', 5);
  organiser = made[0]!;
  riders = made.slice(1);
  admin = await server.createMember('rollcall_admin', { roles: ['ROLE_ADMIN'] });
});
afterAll(async () => {
  await server?.close();
});

/** A ride starting `hours` from now (negative: started), with riders a and b going, a +1. */
async function rideStarting(hours: number) {
  const ride = await createRide(organiser.client, { startsAt: inHours(Math.max(hours, 0.5)) });
  await rsvp(riders[0]!.client, ride, true);
  await riders[0]!.client.put(`/api/event/${ride.id}/rsvp`, { going: true, guests: 1 });
  await rsvp(riders[1]!.client, ride, true);
  if (hours < 0.5) {
    await server.app.db
      .updateTable('events')
      .set({ starts_at: inHours(hours) })
      .where('id', '=', ride.id)
      .execute();
  }
  return ride;
}

const url = (ride: { id: number }, tail = '') => `/api/event/${ride.id}/attendance${tail}`;

async function rows(ride: { id: number }) {
  return server.app.db
    .selectFrom('event_attendance')
    .select(['user_id', 'guest_name', 'present', 'walk_up', 'marked_by'])
    .where('event_id', '=', ride.id)
    .orderBy('id')
    .execute();
}

describe('who may take the roll-call', () => {
  it('the organiser and admins; other members get 403 and visitors 401', async () => {
    const ride = await rideStarting(-1);
    const [a] = riders;
    expect((await server.client().get(url(ride))).statusCode).toBe(401);
    expect((await server.client().put(url(ride, `/${a!.id}`), { present: true })).statusCode).toBe(
      401,
    );
    for (const call of [
      a!.client.get(url(ride)),
      a!.client.put(url(ride, `/${a!.id}`), { present: true }),
      a!.client.post(url(ride, '/walk-ups'), { guestName: 'Sam' }),
    ]) {
      const reply = await call;
      expect(reply.statusCode, reply.body).toBe(403);
    }
    expect(await rows(ride)).toEqual([]);

    const list = attendanceSchema.parse((await organiser.client.get(url(ride))).json());
    expect(list).toMatchObject({ open: true, presentCount: 0, expectedCount: 3 });
    expect(list.entries.map((e) => [e.user?.id, e.guests, e.present])).toEqual([
      [riders[0]!.id, 1, false],
      [riders[1]!.id, 0, false],
    ]);

    const byAdmin = await admin.client.put(url(ride, `/${riders[1]!.id}`), { present: true });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(attendanceSchema.parse(byAdmin.json())).toMatchObject({
      presentCount: 1,
      expectedCount: 3,
    });
    expect(await rows(ride)).toEqual([
      { user_id: riders[1]!.id, guest_name: null, present: 1, walk_up: 0, marked_by: admin.id },
    ]);
  });
});

describe('when', () => {
  it('opens an hour before the start and closes 7 days after', async () => {
    const early = await rideStarting(3);
    const tooEarly = await organiser.client.put(url(early, `/${riders[0]!.id}`), {
      present: true,
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(ATTENDANCE_TEXT.notOpenYet);
    expect(attendanceSchema.parse((await organiser.client.get(url(early))).json()).open).toBe(
      false,
    );

    const soon = await rideStarting(0.5);
    const inTime = await organiser.client.put(url(soon, `/${riders[0]!.id}`), { present: true });
    expect(inTime.statusCode, inTime.body).toBe(200);

    const lastDay = await rideStarting(-24 * 7 + 1);
    expect(
      (await organiser.client.put(url(lastDay, `/${riders[0]!.id}`), { present: true })).statusCode,
    ).toBe(200);

    const old = await rideStarting(-24 * 7 - 1);
    const tooLate = await organiser.client.post(url(old, '/walk-ups'), { guestName: 'Sam' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(ATTENDANCE_TEXT.closed);
    expect(await rows(old)).toEqual([]);
    expect(await rows(early)).toEqual([]);
  });

  it('never on a cancelled ride', async () => {
    const ride = await rideStarting(0.5);
    expect((await organiser.client.post(`/api/event/${ride.id}/cancel`)).statusCode).toBe(200);
    const reply = await organiser.client.put(url(ride, `/${riders[0]!.id}`), { present: true });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(EVENT_TEXT.cancelled);
    expect(await rows(ride)).toEqual([]);
  });
});

describe('marks', () => {
  it('the same PUT twice, or twice at once, lands once; the other state replaces it', async () => {
    const ride = await rideStarting(-2);
    const a = riders[0]!;
    const put = (present: boolean) => organiser.client.put(url(ride, `/${a.id}`), { present });
    const replies = await Promise.all([put(true), put(true), put(true)]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const again = await put(true);
    expect(attendanceSchema.parse(again.json())).toMatchObject({
      presentCount: 2,
      expectedCount: 3,
    });
    expect(await rows(ride)).toEqual([
      { user_id: a.id, guest_name: null, present: 1, walk_up: 0, marked_by: organiser.id },
    ]);

    expect((await put(false)).statusCode).toBe(200);
    expect(await rows(ride)).toMatchObject([{ user_id: a.id, present: 0 }]);
  });

  it('refuses a member who is not on the ride, and a body without a state', async () => {
    const ride = await rideStarting(-2);
    const stranger = riders[3]!;
    const reply = await organiser.client.put(url(ride, `/${stranger.id}`), { present: true });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(ATTENDANCE_TEXT.notOnRide);
    const bad = await organiser.client.put(url(ride, `/${riders[0]!.id}`), { present: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(await rows(ride)).toEqual([]);
  });
});

describe('guests who came', () => {
  it('count all of a member’s guests until the organiser says how many came', async () => {
    const ride = await rideStarting(-1);
    const [a] = riders as [Rider];
    const put = async (rider: Rider, body: object) => {
      const reply = await organiser.client.put(url(ride, `/${rider.id}`), body);
      expect(reply.statusCode, reply.body).toBe(200);
      return attendanceSchema.parse(reply.json());
    };
    const entryOf = (list: { entries: { user: { id: number } | null }[] }, rider: Rider) =>
      list.entries.find((entry) => entry.user?.id === rider.id);

    const marked = await put(a, { present: true });
    expect(entryOf(marked, a)).toMatchObject({ guests: 1, guestsPresent: 1 });
    expect(marked).toMatchObject({ presentCount: 2, expectedCount: 3 });

    const guestStayedHome = await put(a, { present: true, guests: 0 });
    expect(entryOf(guestStayedHome, a)).toMatchObject({ present: true, guestsPresent: 0 });
    expect(guestStayedHome.presentCount).toBe(1);
    // A mark without a word on guests keeps what was said of them.
    expect((await put(a, { present: true })).presentCount).toBe(1);
    const absent = await put(a, { present: false });
    expect(entryOf(absent, a)).toMatchObject({ present: false, guestsPresent: 0 });
    expect(absent.presentCount).toBe(0);
    expect((await put(a, { present: true, guests: 1 })).presentCount).toBe(2);
  });

  it('refuses more guests than the member said they would bring', async () => {
    const ride = await rideStarting(-1);
    const [a, b] = riders as [Rider, Rider];
    const more = await organiser.client.put(url(ride, `/${a.id}`), { present: true, guests: 2 });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(ATTENDANCE_TEXT.tooManyGuests(1));
    const none = await organiser.client.put(url(ride, `/${b.id}`), { present: true, guests: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ATTENDANCE_TEXT.tooManyGuests(0));
    expect(await rows(ride)).toEqual([]);
  });
});

describe('walk-ups', () => {
  it('a member picked by id and a guest by name count in the total; a retry adds nobody', async () => {
    const ride = await rideStarting(-1);
    const walker = riders[2]!;
    const add = (payload: object, key: string) =>
      organiser.client.request({
        method: 'POST',
        url: url(ride, '/walk-ups'),
        payload,
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
    const member = await add({ userId: walker.id }, '1b6a0a57-3f51-4c1c-9d7e-0a1d2a3b4c01');
    expect(member.statusCode, member.body).toBe(201);
    const guestKey = '1b6a0a57-3f51-4c1c-9d7e-0a1d2a3b4c02';
    const guest = await add({ guestName: '  Sam ' }, guestKey);
    const retried = await add({ guestName: '  Sam ' }, guestKey);
    expect(guest.statusCode, guest.body).toBe(201);
    expect(retried.headers[IDEMPOTENCY_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(retried.json()).toEqual(guest.json());
    // The same name again with another key (a double tap, a second device) adds nobody: 409
    // with the reason.
    const again = await add({ guestName: 'sam' }, '1b6a0a57-3f51-4c1c-9d7e-0a1d2a3b4c05');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(ATTENDANCE_TEXT.guestAlreadyListed('sam'));
    expect(await rows(ride)).toHaveLength(2);

    const list = attendanceSchema.parse(guest.json());
    expect(list).toMatchObject({ presentCount: 2, expectedCount: 5 });
    expect(list.entries.slice(2).map((e) => [e.user?.id ?? null, e.guestName, e.present])).toEqual([
      [walker.id, null, true],
      [null, 'Sam', true],
    ]);
    expect(await rows(ride)).toMatchObject([
      { user_id: walker.id, guest_name: null, walk_up: 1, present: 1 },
      { user_id: null, guest_name: 'Sam', walk_up: 1, present: 1 },
    ]);

    // A member already on the list is marked present, not added again.
    const going = await add({ userId: riders[1]!.id }, '1b6a0a57-3f51-4c1c-9d7e-0a1d2a3b4c03');
    expect(attendanceSchema.parse(going.json()).entries).toHaveLength(4);

    const samId = list.entries[3]!.walkUpId!;
    const removed = await organiser.client.delete(url(ride, `/walk-ups/${samId}`));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(attendanceSchema.parse(removed.json()).entries.map((e) => e.guestName)).not.toContain(
      'Sam',
    );
    expect((await organiser.client.delete(url(ride, `/walk-ups/${samId}`))).statusCode).toBe(404);
  });

  it('answers 400 for neither or both of a member and a name, and 404 for no such member', async () => {
    const ride = await rideStarting(-1);
    for (const body of [{}, { userId: riders[2]!.id, guestName: 'Sam' }, { guestName: '   ' }]) {
      const reply = await organiser.client.post(url(ride, '/walk-ups'), body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toMatch(/member or a guest name|guest a name/);
    }
    const nobody = await organiser.client.post(url(ride, '/walk-ups'), { userId: 999999 });
    expect(nobody.statusCode).toBe(404);
    expect(await rows(ride)).toEqual([]);
  });
});
