/**
 * What roll-calls feed the organiser: on each of their past rides with a roll-call, the places
 * said going against those present, and per member the rides they said yes to and were not
 * marked present at, over the last 90 days. Rides without a roll-call count neither way; an
 * admin sees every ride.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceSummarySchema } from '../../src/contract/ride-attendance';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { createRide, inHours, makeRiders, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let organiser: Rider;
let otherOrganiser: Rider;
let a: Rider;
let b: Rider;
let c: Rider;
let admin: Member;
const rides: Record<string, number> = {};

/** `withGuest` brings one guest. */
async function pastRide(
  by: Rider,
  name: string,
  hoursAgo: number,
  going: Rider[],
  withGuest?: Rider,
) {
  const ride = await createRide(by.client, { name });
  for (const rider of going) await rsvp(rider.client, ride, true);
  if (withGuest) {
    const reply = await withGuest.client.put(`/api/event/${ride.id}/rsvp`, {
      going: true,
      guests: 1,
    });
    expect(reply.statusCode, reply.body).toBe(200);
  }
  await server.app.db
    .updateTable('events')
    .set({ starts_at: inHours(-hoursAgo) })
    .where('id', '=', ride.id)
    .execute();
  rides[name] = ride.id;
  return ride;
}

async function mark(by: Rider, rideId: number, rider: Rider, present: boolean) {
  const reply = await by.client.put(`/api/event/${rideId}/attendance/${rider.id}`, { present });
  expect(reply.statusCode, reply.body).toBe(200);
}

async function summaryOf(client: Rider['client']) {
  const reply = await client.get('/api/event/attendance/summary');
  expect(reply.statusCode, reply.body).toBe(200);
  return attendanceSummarySchema.parse(reply.json());
}

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  [organiser, otherOrganiser, a, b, c] = (await makeRiders(server, 'figures', 5)) as Rider[] as [
    Rider,
    Rider,
    Rider,
    Rider,
    Rider,
  ];
  admin = await server.createMember('figures_admin', { roles: ['ROLE_ADMIN'] });

  // a brings a guest and comes; b is marked not there; c is never ticked; Sam walks up.
  const first = await pastRide(organiser, 'Lake loop', 48, [a, b, c], a);
  await mark(organiser, first.id, a, true);
  await mark(organiser, first.id, b, false);
  const sam = await organiser.client.post(`/api/event/${first.id}/attendance/walk-ups`, {
    guestName: 'Sam',
  });
  expect(sam.statusCode, sam.body).toBe(201);

  const second = await pastRide(organiser, 'Hill repeats', 72, [b]);
  await mark(organiser, second.id, b, true);

  // Nobody took a roll-call: a and b said yes, and count neither way.
  await pastRide(organiser, 'Unchecked', 24, [a, b]);

  // Too long ago for the figures.
  const old = await pastRide(organiser, 'Spring classic', 24 * 100, [c]);
  await server.app.db
    .insertInto('event_attendance')
    .values({
      event_id: old.id,
      user_id: a.id,
      guest_name: null,
      walk_up: 1,
      present: 1,
      marked_by: organiser.id,
      marked_at: inHours(-24 * 100),
    })
    .execute();

  // Another organiser's ride: b said yes and was not there.
  const theirs = await pastRide(otherOrganiser, 'Their ride', 30, [b]);
  await mark(otherOrganiser, theirs.id, b, false);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/event/attendance/summary', () => {
  it("shows the organiser's rides with a roll-call, going against present, latest first", async () => {
    const summary = await summaryOf(organiser.client);
    expect(summary.rides.map((ride) => [ride.name, ride.going, ride.present])).toEqual([
      // a and their guest, b, c said going; a, the guest and Sam were there.
      ['Lake loop', 4, 3],
      ['Hill repeats', 1, 1],
    ]);
  });

  it('counts only the guests who came, once the organiser says how many', async () => {
    const ride = (await summaryOf(organiser.client)).rides.find((one) => one.name === 'Lake loop')!;
    const reply = await organiser.client.put(`/api/event/${ride.id}/attendance/${a.id}`, {
      present: true,
      guests: 0,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = (await summaryOf(organiser.client)).rides.find((one) => one.id === ride.id);
    expect([after?.going, after?.present]).toEqual([4, 2]);
    // As it was, for the figures below.
    await organiser.client.put(`/api/event/${ride.id}/attendance/${a.id}`, {
      present: true,
      guests: 1,
    });
  });

  it('counts no-shows per member at rides with a roll-call in the last 90 days', async () => {
    const summary = await summaryOf(organiser.client);
    expect(summary.noShows.map((row) => [row.user.id, row.noShows, row.rollCalls])).toEqual([
      [b.id, 1, 2],
      [c.id, 1, 1],
    ]);
    expect(Date.parse(summary.since)).toBeLessThan(Date.now() - 89 * 24 * 3_600_000);
  });

  it("shows an admin every organiser's rides, and a member without rides nothing", async () => {
    const all = await (async () => {
      const reply = await admin.client.get('/api/event/attendance/summary');
      expect(reply.statusCode).toBe(200);
      return attendanceSummarySchema.parse(reply.json());
    })();
    expect(all.rides.map((ride) => ride.name)).toEqual(['Their ride', 'Lake loop', 'Hill repeats']);
    expect(all.noShows.find((row) => row.user.id === b.id)).toMatchObject({
      noShows: 2,
      rollCalls: 3,
    });
    expect(await summaryOf(c.client)).toMatchObject({ rides: [], noShows: [] });
    expect((await server.client().get('/api/event/attendance/summary')).statusCode).toBe(401);
  });
});
