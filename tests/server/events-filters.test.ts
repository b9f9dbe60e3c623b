/**
 * Narrowing the rides list: pace, kind, distance band and "rides I'm going to", alone and
 * together; days from/to in the club's time zone across a month's end; the kind a ride is
 * planned with; and the 400s and 401 a bad or unsigned filter gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageSchema, eventSchema, EVENT_VALIDATION } from '../../src/contract/events';
import {
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';
import { createRide, inHours, rsvp } from './events-fixtures';

let server: TestServer;
let organiser: Member;
let rider: Member;
let admin: Member;
let visitor: TestClient;
const ids: Record<string, number> = {};

/** A ride wholly in next year's January/February, so it is upcoming whenever the test runs. */
const YEAR = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  [organiser, rider, admin] = await Promise.all([
    server.createMember('filter_organiser'),
    server.createMember('filter_rider'),
    server.createMember('filter_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
  visitor = server.client();
  const plan = async (name: string, overrides: Parameters<typeof createRide>[1]) => {
    ids[name] = (await createRide(organiser.client, { name, ...overrides })).id;
  };
  await plan('easy road 25', { pace: 'easy', kind: 'road', distanceKm: 25, startsAt: inHours(24) });
  await plan('easy gravel 45', {
    pace: 'easy',
    kind: 'gravel',
    distanceKm: 45,
    startsAt: inHours(25),
  });
  await plan('fast road 80', { pace: 'fast', kind: 'road', distanceKm: 80, startsAt: inHours(26) });
  await plan('moderate training 120', {
    pace: 'moderate',
    kind: 'training',
    distanceKm: 120,
    startsAt: inHours(27),
  });
  await plan('social no distance', {
    pace: 'easy',
    kind: 'social',
    distanceKm: null,
    startsAt: inHours(28),
  });
  // Dhaka is UTC+6: midnight on 1 February there is 18:00 UTC on 31 January.
  await plan('last minute of January', { startsAt: `${YEAR}-01-31T17:59:00.000Z` });
  await plan('first minute of February', { startsAt: `${YEAR}-01-31T18:00:00.000Z` });
  await plan('end of February', { startsAt: `${YEAR}-02-28T17:00:00.000Z` });
});
afterAll(async () => server?.close());

async function names(client: TestClient, query: string): Promise<string[]> {
  const reply = await client.get(`/api/event?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  const page = eventPageSchema.parse(reply.json());
  return page.content.map((ride) => ride.name);
}

async function refused(client: TestClient, query: string, status = 400) {
  const reply = await client.get(`/api/event?${query}`);
  expect(reply.statusCode, reply.body).toBe(status);
  return reply.json<{ message: string; fieldErrors?: Record<string, string> }>();
}

const THIS_WEEK = [
  'easy road 25',
  'easy gravel 45',
  'fast road 80',
  'moderate training 120',
  'social no distance',
];
const thisWeek = (list: string[]) => list.filter((name) => THIS_WEEK.includes(name));

describe('a ride has a kind', () => {
  it('is planned with one, shows it in lists and on its page, and is a road ride when none is given', async () => {
    const page = await server.client().get(`/api/event/${ids['easy gravel 45']}`);
    expect(eventSchema.parse(page.json()).kind).toBe('gravel');
    const plain = await createRide(organiser.client, { name: 'no kind given', kind: undefined });
    expect(plain.kind).toBe('road');
    expect(await names(visitor, 'kind=road&size=100')).toContain('no kind given');
    await organiser.client.post(`/api/event/${plain.id}/cancel`, {});
  });

  it('refuses a kind that is not one of ours', async () => {
    const reply = await organiser.client.post('/api/event', {
      name: 'Downhill',
      startsAt: inHours(30),
      durationMinutes: 60,
      from: { name: 'Here' },
      to: { name: 'There' },
      pace: 'easy',
      kind: 'downhill',
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().fieldErrors.kind).toBe(EVENT_VALIDATION.kindRequired);
  });

  it('an edit changes the kind, for the organiser', async () => {
    const ride = await createRide(organiser.client, {
      name: 'becomes gravel',
      startsAt: inHours(40),
    });
    const reply = await organiser.client.put(`/api/event/${ride.id}`, {
      name: 'becomes gravel',
      startsAt: ride.startsAt,
      durationMinutes: 60,
      from: { name: 'Here' },
      to: { name: 'There' },
      pace: 'easy',
      kind: 'gravel',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(eventSchema.parse(reply.json()).kind).toBe('gravel');
    const other = await rider.client.put(`/api/event/${ride.id}`, {
      name: 'becomes gravel',
      startsAt: ride.startsAt,
      durationMinutes: 60,
      from: { name: 'Here' },
      to: { name: 'There' },
      pace: 'easy',
      kind: 'mtb',
    });
    expect(other.statusCode).toBe(403);
    await admin.client.post(`/api/event/${ride.id}/cancel`, {});
  });
});

describe('filters', () => {
  it('pace takes one or several paces, written with commas or the key repeated', async () => {
    expect(thisWeek(await names(visitor, 'pace=fast'))).toEqual(['fast road 80']);
    const several = ['easy road 25', 'easy gravel 45', 'fast road 80', 'social no distance'];
    expect(thisWeek(await names(visitor, 'pace=easy,fast'))).toEqual(several);
    expect(thisWeek(await names(visitor, 'pace=easy&pace=fast'))).toEqual(several);
  });

  it('kind takes one or several kinds', async () => {
    expect(thisWeek(await names(visitor, 'kind=gravel'))).toEqual(['easy gravel 45']);
    expect(thisWeek(await names(visitor, 'kind=social,training'))).toEqual([
      'moderate training 120',
      'social no distance',
    ]);
  });

  it('distance bands take rides by the distance riders read; a ride with none is in no band', async () => {
    expect(thisWeek(await names(visitor, 'distance=upTo30'))).toEqual(['easy road 25']);
    expect(thisWeek(await names(visitor, 'distance=30to60,over100'))).toEqual([
      'easy gravel 45',
      'moderate training 120',
    ]);
    expect(thisWeek(await names(visitor, 'distance=60to100'))).toEqual(['fast road 80']);
  });

  it('going lists only the rides the reader is going on, not those they wait for', async () => {
    await rsvp(rider.client, { id: ids['easy gravel 45']! }, true);
    await rsvp(rider.client, { id: ids['fast road 80']! }, true);
    expect(await names(rider.client, 'going=true')).toEqual(['easy gravel 45', 'fast road 80']);
    expect(await names(rider.client, 'going=true&pace=fast')).toEqual(['fast road 80']);
    // A full ride: the rider waits, so it is not among the rides they are going to.
    const full = await createRide(
      organiser.client,
      {
        name: 'full ride',
        capacity: 1,
        startsAt: inHours(50),
      },
      { organiserRides: true },
    );
    await rider.client.put(`/api/event/${full.id}/rsvp`, { going: true });
    expect(await names(rider.client, 'going=true')).not.toContain('full ride');
    expect(await names(rider.client, 'going=false&pace=fast')).toContain('fast road 80');
    await organiser.client.post(`/api/event/${full.id}/cancel`, {});
  });

  it('filters combine: each narrows what the others left', async () => {
    expect(thisWeek(await names(visitor, 'pace=easy&kind=road,gravel&distance=30to60'))).toEqual([
      'easy gravel 45',
    ]);
    expect(await names(visitor, 'pace=fast&kind=gravel')).toEqual([]);
    expect(await names(rider.client, 'list=mine&going=true&kind=road')).toEqual(['fast road 80']);
  });

  it('pages and counts a filtered list', async () => {
    const reply = await visitor.get('/api/event?kind=training,social&size=1&page=0');
    const page = eventPageSchema.parse(reply.json());
    expect(page.content.map((ride) => ride.name)).toEqual(['moderate training 120']);
    expect(page.totalElements).toBe(2);
    expect(page.last).toBe(false);
  });
});

describe('days from and to, in the club time zone', () => {
  it('a month is its days in Dhaka: 23:59 on 31 January is January, 00:00 on 1 February is not', async () => {
    expect(await names(visitor, `from=${YEAR}-01-01&to=${YEAR}-01-31`)).toEqual([
      'last minute of January',
    ]);
    expect(await names(visitor, `from=${YEAR}-02-01&to=${YEAR}-02-28`)).toEqual([
      'first minute of February',
      'end of February',
    ]);
    // Either end alone leaves the other side open; `to` includes its whole day.
    expect(await names(visitor, `from=${YEAR}-02-28`)).toEqual(['end of February']);
    expect(await names(visitor, `to=${YEAR}-01-31&pace=moderate`)).toContain(
      'last minute of January',
    );
    expect(await names(visitor, `to=${YEAR}-01-31&pace=moderate`)).not.toContain(
      'first minute of February',
    );
  });

  it('a window holds past rides too, soonest first, whatever the list', async () => {
    // Rides cannot be planned in the past: this one is moved there as time would move it.
    const started = await createRide(organiser.client, {
      name: 'yesterday',
      startsAt: inHours(60),
    });
    await server.app.db
      .updateTable('events')
      .set({ starts_at: inHours(-24) })
      .where('id', '=', started.id)
      .execute();
    const today = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await names(visitor, `list=upcoming&from=${today}&kind=road`)).toContain('yesterday');
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const past = await names(visitor, `list=past&from=${today}&to=${inThreeDays}&kind=road`);
    expect(past.slice(0, 3)).toEqual(['yesterday', 'easy road 25', 'fast road 80']);
  });

  it('follows the club zone when an admin changes it', async () => {
    const set = await admin.client.put('/api/settings', { timeZone: 'UTC' });
    expect(set.statusCode, set.body).toBe(200);
    try {
      expect(await names(visitor, `from=${YEAR}-01-31&to=${YEAR}-01-31`)).toEqual([
        'last minute of January',
        'first minute of February',
      ]);
    } finally {
      await admin.client.put('/api/settings', { timeZone: 'Asia/Dhaka' });
    }
  });
});

describe('bad filters', () => {
  it.each([
    ['pace=slow', 'pace', EVENT_VALIDATION.paceFilter],
    ['pace=easy,,sprint', 'pace', EVENT_VALIDATION.paceFilter],
    ['kind=bmx', 'kind', EVENT_VALIDATION.kindFilter],
    ['distance=50', 'distance', EVENT_VALIDATION.distanceFilter],
    ['going=yes', 'going', EVENT_VALIDATION.goingFilter],
    ['from=2026-13-01', 'from', EVENT_VALIDATION.dayInvalid],
    ['from=2026-02-30', 'from', EVENT_VALIDATION.dayInvalid],
    ['to=tomorrow', 'to', EVENT_VALIDATION.dayInvalid],
    ['from=2026-03-01&to=2026-02-28', 'to', EVENT_VALIDATION.daysOrder],
    ['from=2026-01-01&to=2026-06-30', 'to', EVENT_VALIDATION.daysTooMany],
  ])('%s is answered 400 naming the field', async (query, field, message) => {
    const body = await refused(visitor, query);
    const named = Object.entries(body.fieldErrors ?? {}).filter(
      ([key]) => key.split('.')[0] === field,
    );
    expect(named.map(([, said]) => said)).toEqual([message]);
    expect(body.message).toContain(message);
  });

  it('going needs a session, as the list of my rides does', async () => {
    await refused(visitor, 'going=true', 401);
    await refused(visitor, 'list=mine', 401);
    expect(thisWeek(await names(visitor, 'going=false&kind=gravel'))).toEqual(['easy gravel 45']);
  });
});
