/**
 * Ride series over HTTP: a repeating ride planned in one request makes real rides, each with
 * its own RSVPs and reminder, at the first ride's clock time on the club's clock; "this ride"
 * and "this and later rides" for edits and cancelling; who may; rules refused with their
 * message; every ride of a series in the .ics feed; a reminder for each ride.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dayKeyOf, instantOf, wallClockAt } from '../../src/contract/club-time';
import {
  EVENT_TEXT,
  eventPageSchema,
  eventSchema,
  calendarFeedSchema,
  type Event,
  type EventCreateInput,
} from '../../src/contract/events';
import { SERIES_TEXT } from '../../src/contract/ride-series';
import { findJob } from '../../src/server/jobs/repository';
import { reminderKey } from '../../src/server/modules/events/reminders';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import { makeRiders, pushDevices, rideInput, rsvp, type Rider } from './events-fixtures';

const HOUR = 3_600_000;
const ZONE = DEFAULT_TIME_ZONE;
let server: TestServer;
let receiver: PushReceiver;
let organiser: Rider;
let rider: Rider;
let other: Rider;
let admin: Member;
let push: Awaited<ReturnType<typeof pushDevices>>;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      JOB_INTERVAL_SECONDS: '0',
      PUBLIC_URL: 'https://club.example',
      PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    },
  });
  receiver = await startPushReceiver();
  [organiser, rider, other] = (await makeRiders(server, 'series_rider', 3)) as [
    Rider,
    Rider,
    Rider,
  ];
  admin = await server.createMember('series_admin', { roles: ['ROLE_ADMIN'] });
  push = await pushDevices(receiver, [rider]);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** 06:30 on the club's clock, `days` days from today. */
function clubMorning(days: number, hour = 6, minute = 30): string {
  const today = wallClockAt(new Date(), ZONE);
  return instantOf(
    { year: today.year, month: today.month, day: today.day + days, hour, minute },
    ZONE,
  ).toISOString();
}

async function planSeries(overrides: Partial<EventCreateInput> = {}, client = organiser.client) {
  const reply = await client.post('/api/event', {
    ...rideInput({ name: 'Wednesday lake loop', startsAt: clubMorning(3), capacity: 10 }),
    repeat: { frequency: 'weekly', interval: 1, count: 4 },
    ...overrides,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return eventSchema.parse(reply.json());
}

async function ridesOf(first: Event): Promise<Event[]> {
  const ids = [first.id, ...first.seriesNext.map((ride) => ride.id)];
  return Promise.all(
    ids.map(async (id) =>
      eventSchema.parse((await organiser.client.get(`/api/event/${id}`)).json()),
    ),
  );
}

const clock = (iso: string) => {
  const { hour, minute } = wallClockAt(new Date(iso), ZONE);
  return `${hour}:${String(minute).padStart(2, '0')}`;
};
const day = (iso: string) => dayKeyOf(new Date(iso), ZONE);
const addDays = (iso: string, days: number) =>
  day(new Date(Date.parse(iso) + days * 24 * HOUR).toISOString());

describe('planning a series', () => {
  it('makes every ride at once, a week apart at the same clock time, each with its own places and reminder', async () => {
    const first = await planSeries();
    const weekday = wallClockAt(new Date(first.startsAt), ZONE).weekday;
    expect(first.series).toMatchObject({
      frequency: 'weekly',
      interval: 1,
      weekOfMonth: null,
      weekday,
    });
    expect(first.seriesNext).toHaveLength(3);

    const rides = await ridesOf(first);
    expect(rides.map((ride) => day(ride.startsAt))).toEqual(
      [0, 7, 14, 21].map((days) => addDays(first.startsAt, days)),
    );
    for (const ride of rides) {
      expect(clock(ride.startsAt)).toBe('6:30');
      expect(ride).toMatchObject({
        name: 'Wednesday lake loop',
        capacity: 10,
        status: 'scheduled',
        goingCount: 1,
        myRsvp: 'going',
        series: { id: first.series!.id },
      });
      const job = await findJob(server.app.db, reminderKey(ride.id));
      expect(Date.parse(job!.run_at)).toBe(Date.parse(ride.startsAt) - 12 * HOUR);
    }

    // Each ride keeps its own RSVPs.
    await rsvp(rider.client, rides[1]!, true);
    const [one, two] = await ridesOf(first);
    expect(one!.goingCount).toBe(1);
    expect(two!.goingCount).toBe(2);

    const upcoming = eventPageSchema.parse(
      (await server.client().get('/api/event?list=upcoming&size=100')).json(),
    );
    const listed = upcoming.content.filter((ride) => ride.series?.id === first.series!.id);
    expect(listed.map((ride) => ride.id)).toEqual(rides.map((ride) => ride.id));
    // A visitor sees the series too.
    expect(listed[0]!.series).toMatchObject({ frequency: 'weekly', weekday });
  });

  it('makes monthly rides on the n-th weekday, and ends on a date', async () => {
    // The first Saturday of a month a few months ahead.
    const today = wallClockAt(new Date(), ZONE);
    const monthStart = instantOf({ year: today.year, month: today.month + 2, day: 1 }, ZONE);
    const start = wallClockAt(monthStart, ZONE);
    const firstSaturday = 1 + ((6 - start.weekday + 7) % 7);
    const startsAt = instantOf(
      { year: start.year, month: start.month, day: firstSaturday, hour: 7, minute: 0 },
      ZONE,
    ).toISOString();
    const lastDay = instantOf({ year: start.year, month: start.month + 3, day: 0 }, ZONE);
    const first = await planSeries({
      startsAt,
      repeat: { frequency: 'monthly', weekOfMonth: 1, until: dayKeyOf(lastDay, ZONE) },
    });
    expect(first.series).toMatchObject({ frequency: 'monthly', weekOfMonth: 1, weekday: 6 });
    const rides = await ridesOf(first);
    expect(rides).toHaveLength(3);
    for (const ride of rides) {
      const wall = wallClockAt(new Date(ride.startsAt), ZONE);
      expect(wall).toMatchObject({ weekday: 6, hour: 7, minute: 0 });
      expect(wall.day).toBeLessThanOrEqual(7);
    }
  });

  it('refuses bad rules with a clear message on the field', async () => {
    const refused = async (repeat: unknown, startsAt = clubMorning(3)) => {
      const reply = await organiser.client.post('/api/event', {
        ...rideInput({ startsAt }),
        repeat,
      });
      expect(reply.statusCode, reply.body).toBe(400);
      return reply.json<{ message: string; fieldErrors?: Record<string, string> }>();
    };
    // Refused by the schema: the message names the field, as every body's check does.
    const tooMany = await refused({ frequency: 'weekly', count: 53 });
    expect(tooMany.message).toContain(SERIES_TEXT.countRange);
    expect(tooMany.fieldErrors).toEqual({ 'repeat.count': SERIES_TEXT.countRange });
    expect((await refused({ frequency: 'weekly', interval: 5, count: 4 })).message).toContain(
      SERIES_TEXT.intervalRange,
    );
    expect((await refused({ frequency: 'weekly' })).message).toContain(SERIES_TEXT.endNeeded);
    expect(
      (await refused({ frequency: 'weekly', count: 4, until: '2099-01-01' })).message,
    ).toContain(SERIES_TEXT.endTwice);
    expect((await refused({ frequency: 'monthly', count: 4 })).message).toContain(
      SERIES_TEXT.weekOfMonthNeeded,
    );
    expect((await refused({ frequency: 'weekly', interval: 4, count: 20 })).message).toBe(
      SERIES_TEXT.tooLong,
    );
    const far = day(new Date(Date.now() + 400 * 24 * HOUR).toISOString());
    expect((await refused({ frequency: 'weekly', until: far })).message).toBe(
      SERIES_TEXT.tooManyRides,
    );
    // The 8th of a month is never its first or last of that weekday.
    const today = wallClockAt(new Date(), ZONE);
    const eighth = instantOf(
      { year: today.year, month: today.month + 1, day: 8, hour: 7, minute: 0 },
      ZONE,
    );
    const weekday = wallClockAt(eighth, ZONE).weekday;
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(
      await refused({ frequency: 'monthly', weekOfMonth: -1, count: 3 }, eighth.toISOString()),
    ).toMatchObject({
      message: SERIES_TEXT.notThatWeekday('last', names[weekday]!),
      fieldErrors: { 'repeat.weekOfMonth': SERIES_TEXT.notThatWeekday('last', names[weekday]!) },
    });
    // Nothing was planned by any of them.
    const mine = eventPageSchema.parse(
      (await organiser.client.get('/api/event?list=mine&size=100')).json(),
    );
    expect(mine.content.filter((ride) => ride.name === 'Saturday ride to Savar')).toHaveLength(0);
  });
});

describe('editing a series', () => {
  it('"this ride" changes that ride alone', async () => {
    const first = await planSeries({ name: 'Friday dawn ride' });
    const [, second] = await ridesOf(first);
    const reply = await organiser.client.put(`/api/event/${second!.id}?rides=this`, {
      ...rideInput({ name: 'Friday dawn ride, long way round', startsAt: second!.startsAt }),
      capacity: 10,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const names = (await ridesOf(first)).map((ride) => ride.name);
    expect(names).toEqual([
      'Friday dawn ride',
      'Friday dawn ride, long way round',
      'Friday dawn ride',
      'Friday dawn ride',
    ]);
  });

  it('"this and later" changes the same fields on later rides not cancelled, each on its own date', async () => {
    const first = await planSeries({ name: 'Lake loop', description: 'Flat and friendly.' });
    const before = await ridesOf(first);
    const [, second, third] = before;
    // The fourth ride got its own description; the third is cancelled.
    const own = await organiser.client.put(`/api/event/${before[3]!.id}`, {
      ...rideInput({ name: 'Lake loop', startsAt: before[3]!.startsAt, capacity: 10 }),
      description: 'Fourth week: coffee after.',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await organiser.client.post(`/api/event/${third!.id}/cancel`)).statusCode).toBe(200);

    const movedStart = clubMorning(
      Math.round((Date.parse(second!.startsAt) - Date.parse(clubMorning(0))) / (24 * HOUR)),
      7,
      15,
    );
    const reply = await organiser.client.put(`/api/event/${second!.id}?rides=later`, {
      ...rideInput({ name: 'Lake loop, two laps', startsAt: movedStart, capacity: 6 }),
      description: 'Flat and friendly.',
    });
    expect(reply.statusCode, reply.body).toBe(200);

    const after = await ridesOf(first);
    // The first ride is before this one, the third cancelled: both as they were.
    expect(after[0]).toMatchObject({
      name: 'Lake loop',
      capacity: 10,
      startsAt: before[0]!.startsAt,
    });
    expect(after[2]).toMatchObject({
      name: 'Lake loop',
      status: 'cancelled',
      startsAt: third!.startsAt,
    });
    for (const index of [1, 3]) {
      expect(after[index]).toMatchObject({ name: 'Lake loop, two laps', capacity: 6 });
      expect(clock(after[index]!.startsAt)).toBe('7:15');
      expect(day(after[index]!.startsAt)).toBe(day(before[index]!.startsAt));
      const job = await findJob(server.app.db, reminderKey(after[index]!.id));
      expect(Date.parse(job!.run_at)).toBe(Date.parse(after[index]!.startsAt) - 12 * HOUR);
    }
    // The description was not changed on this ride, so the fourth keeps its own.
    expect(after[3]!.description).toBe('Fourth week: coffee after.');
  });

  it('only the organiser and admins may edit or cancel later rides', async () => {
    const first = await planSeries({ name: 'Admin check ride' });
    const [, second] = await ridesOf(first);
    const body = rideInput({ name: 'Not yours', startsAt: second!.startsAt });
    expect((await other.client.put(`/api/event/${second!.id}?rides=later`, body)).statusCode).toBe(
      403,
    );
    expect(
      (await other.client.post(`/api/event/${second!.id}/cancel?rides=later`)).statusCode,
    ).toBe(403);
    expect(
      (await server.client().post(`/api/event/${second!.id}/cancel?rides=later`)).statusCode,
    ).toBe(401);
    expect((await ridesOf(first)).every((ride) => ride.name === 'Admin check ride')).toBe(true);

    const byAdmin = await admin.client.put(`/api/event/${second!.id}?rides=later`, {
      ...body,
      name: 'Renamed by an admin',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await ridesOf(first)).map((ride) => ride.name)).toEqual([
      'Admin check ride',
      'Renamed by an admin',
      'Renamed by an admin',
      'Renamed by an admin',
    ]);
    expect(
      (await organiser.client.put(`/api/event/${second!.id}?rides=all`, body)).statusCode,
    ).toBe(400);
  });
});

describe('cancelling in a series', () => {
  it('cancelling one ride leaves the rest; "this and later" ends the series', async () => {
    const first = await planSeries({
      name: 'Cancel check ride',
      repeat: { frequency: 'weekly', count: 5 },
    });
    const rides = await ridesOf(first);
    await rsvp(rider.client, rides[3]!, true);
    await rsvp(rider.client, rides[4]!, true);
    const noticesBefore = push.notices(rider).length;

    expect((await organiser.client.post(`/api/event/${rides[1]!.id}/cancel`)).statusCode).toBe(200);
    expect((await ridesOf(first)).map((ride) => ride.status)).toEqual(
      ['scheduled', 'scheduled', 'scheduled', 'scheduled', 'scheduled'].map((status, index) =>
        index === 1 ? 'cancelled' : status,
      ),
    );

    const reply = await organiser.client.post(`/api/event/${rides[2]!.id}/cancel?rides=later`);
    expect(reply.statusCode, reply.body).toBe(200);
    const after = await Promise.all(
      rides.map(async (ride) =>
        eventSchema.parse((await organiser.client.get(`/api/event/${ride.id}`)).json()),
      ),
    );
    expect(after.map((ride) => ride.status)).toEqual([
      'scheduled',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    for (const ride of after.slice(1)) {
      expect(await findJob(server.app.db, reminderKey(ride.id))).toBeUndefined();
    }
    expect(after[0]!.seriesNext).toEqual([]);
    // The rider on the fourth and fifth rides is told once, of the first of them.
    await expect.poll(() => push.notices(rider).length).toBe(noticesBefore + 1);
    expect(push.notices(rider).at(-1)).toMatchObject({
      title: EVENT_TEXT.seriesCancelledTitle('Cancel check ride'),
      body: EVENT_TEXT.seriesCancelledBody,
      url: `/events/${rides[3]!.id}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.notices(rider).length).toBe(noticesBefore + 1);
  });
});

describe('a series in calendars and reminders', () => {
  it('the .ics feed carries every ride of the series the member is going to', async () => {
    const first = await planSeries({ name: 'Feed series ride', startsAt: clubMorning(4, 6, 5) });
    const rides = await ridesOf(first);
    await rsvp(rider.client, rides[0]!, true);
    await rsvp(rider.client, rides[2]!, true);
    const { url } = calendarFeedSchema.parse(
      (await rider.client.get('/api/event/calendar/feed')).json(),
    );
    const feed = await server.client().get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    const body = feed.body.replace(/\r\n[ \t]/g, '');
    const linked = [...body.matchAll(/^URL[^:]*:\S*\/events\/(\d+)$/gm)].map((match) =>
      Number(match[1]),
    );
    expect(linked).toContain(rides[0]!.id);
    expect(linked).toContain(rides[2]!.id);
    expect(linked).not.toContain(rides[1]!.id);

    // The organiser is on every ride: all four in their feed.
    const own = calendarFeedSchema.parse(
      (await organiser.client.get('/api/event/calendar/feed')).json(),
    );
    const ownFeed = (await server.client().get(new URL(own.url).pathname)).body;
    expect(ownFeed.match(/SUMMARY:Feed series ride/g)).toHaveLength(4);
  });

  it('each ride of a series sends its own reminder to the riders going on it', async () => {
    const first = await planSeries({
      name: 'Reminder series ride',
      startsAt: clubMorning(5, 6, 10),
    });
    const rides = await ridesOf(first);
    await rsvp(rider.client, rides[1]!, true);
    const reminders = () =>
      push.notices(rider).filter((notice) => notice.title === 'Reminder series ride starts soon');
    // When the second ride's reminder is due, it runs; the first's ran already.
    const due = new Date(Date.parse(rides[1]!.startsAt) - 12 * HOUR + 1_000);
    expect(await server.app.jobs.runDue(due)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => reminders().length).toBe(1);
    expect(reminders()[0]).toMatchObject({ url: `/events/${rides[1]!.id}` });
    for (const ride of rides.slice(2)) {
      expect(await findJob(server.app.db, reminderKey(ride.id))).toBeDefined();
    }
  });
});
