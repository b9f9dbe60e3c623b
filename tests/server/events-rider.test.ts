/**
 * A member's rides on their profile (GET /api/event/rider/{userId}): members see the rides
 * another member is going to, soonest first, then the rides the roll-call marked them present
 * at, latest first, with their count and distance, in pages, without cancelled rides or the
 * rides that member only waits for; the member sees their own waitlisted places too; visitors
 * get 401; an unknown member 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderEventPageSchema } from '../../src/contract/events';
import { privateKeysIn, startTestServer, type TestServer } from '../helpers/server-app';
import { createRide, inHours, makeRiders, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let organiser: Rider;
let rider: Rider;
let reader: Rider;
let other: Rider;
const ride: Record<string, number> = {};

/** Moves a ride's start into the past, as time passing would: the API refuses past starts. */
async function startedHoursAgo(id: number, hours: number) {
  await server.app.db
    .updateTable('events')
    .set({ starts_at: inHours(-hours) })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  [organiser, rider, reader, other] = (await makeRiders(server, 'profile_rider', 4)) as [
    Rider,
    Rider,
    Rider,
    Rider,
  ];
  const plan = async (name: string, hours: number, capacity: number | null = null) => {
    const created = await createRide(organiser.client, {
      name,
      startsAt: inHours(hours),
      capacity,
    });
    ride[name] = created.id;
    return created;
  };
  await rsvp(rider.client, await plan('Tomorrow', 24), true);
  await rsvp(rider.client, await plan('In two days', 48), true);
  await rsvp(rider.client, await plan('Yesterday', 30), true);
  await rsvp(rider.client, await plan('Two days ago', 31), true);
  // Going, but the roll-call did not find them there: not a ride they rode.
  await rsvp(rider.client, await plan('No-show', 32), true);
  await rsvp(rider.client, await plan('Cancelled', 60), true);
  const full = await plan('Full', 36, 1);
  await rsvp(other.client, full, true);
  expect(await rsvp(rider.client, full, true)).toMatchObject({ myRsvp: 'waitlisted' });
  await rsvp(other.client, await plan('Not joined', 12), true);
  const left = await plan('Left', 40);
  await rsvp(rider.client, left, true);
  await rsvp(rider.client, left, false);
  await startedHoursAgo(ride.Yesterday!, 24);
  await startedHoursAgo(ride['Two days ago']!, 48);
  await startedHoursAgo(ride['No-show']!, 30);
  const mark = async (rideId: number, present: boolean) => {
    const reply = await organiser.client.put(`/api/event/${rideId}/attendance/${rider.id}`, {
      present,
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };
  await mark(ride.Yesterday!, true);
  await mark(ride['Two days ago']!, true);
  await mark(ride['No-show']!, false);
  const cancelled = await organiser.client.post(`/api/event/${ride.Cancelled}/cancel`);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

async function ridesOf(as: Rider, riderId: number, query = '') {
  const reply = await as.client.get(`/api/event/rider/${riderId}${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return riderEventPageSchema.parse(reply.json());
}
const names = (page: { content: { name: string }[] }) => page.content.map((item) => item.name);

describe('a member’s joined rides', () => {
  it('another member sees the rides they are going to: upcoming first, then the latest past', async () => {
    const page = await ridesOf(reader, rider.id);
    expect(names(page)).toEqual(['Tomorrow', 'In two days', 'Yesterday', 'Two days ago']);
    expect(page).toMatchObject({ totalElements: 4, number: 0, first: true, last: true });
    // The reader's own place on each ride, which is none.
    expect(page.content.every((item) => item.myRsvp === null)).toBe(true);
    expect(privateKeysIn(page)).toEqual([]);
  });

  it('lists only the started rides the roll-call marked them at, and adds those up', async () => {
    const page = await ridesOf(reader, rider.id);
    expect(names(page)).not.toContain('No-show');
    expect(page.ridden).toEqual({ rides: 2, distanceKm: 85 });
    // A walk-up counts as much as a rider who said they would come.
    const walkUp = await organiser.client.post(
      `/api/event/${ride['No-show']}/attendance/walk-ups`,
      {
        userId: reader.id,
      },
    );
    expect(walkUp.statusCode, walkUp.body).toBe(201);
    const readers = await ridesOf(rider, reader.id);
    expect(names(readers)).toEqual(['No-show']);
    expect(readers.ridden).toEqual({ rides: 1, distanceKm: 42.5 });
  });

  it('the member sees their waitlisted places too, marked as such', async () => {
    const page = await ridesOf(rider, rider.id);
    expect(names(page)).toEqual(['Tomorrow', 'Full', 'In two days', 'Yesterday', 'Two days ago']);
    expect(page.content.find((item) => item.name === 'Full')).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 1,
    });
  });

  it('even the ride’s organiser does not see another member’s waitlisted place there', async () => {
    expect(names(await ridesOf(organiser, rider.id))).not.toContain('Full');
    expect(names(await ridesOf(reader, other.id))).toEqual(['Not joined', 'Full']);
  });

  it('comes in pages', async () => {
    const first = await ridesOf(reader, rider.id, '?page=0&size=3');
    expect(names(first)).toEqual(['Tomorrow', 'In two days', 'Yesterday']);
    expect(first).toMatchObject({ totalElements: 4, totalPages: 2, last: false });
    const second = await ridesOf(reader, rider.id, '?page=1&size=3');
    expect(names(second)).toEqual(['Two days ago']);
    expect(second.last).toBe(true);
    const beyond = await ridesOf(reader, rider.id, '?page=5&size=3');
    expect(beyond.content).toEqual([]);
  });

  it('a member who joined nothing has an empty list', async () => {
    const page = await ridesOf(rider, organiser.id);
    expect(page).toMatchObject({ content: [], totalElements: 0, ridden: { rides: 0 } });
  });

  it('visitors get 401, an unknown member 404, a bad page 400', async () => {
    expect((await server.client().get(`/api/event/rider/${rider.id}`)).statusCode).toBe(401);
    expect((await reader.client.get('/api/event/rider/999999')).statusCode).toBe(404);
    expect((await reader.client.get(`/api/event/rider/${rider.id}?size=500`)).statusCode).toBe(400);
  });
});
