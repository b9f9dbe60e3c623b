/**
 * Calendars: a ride's .ics read back field by field, a cancelled ride marked CANCELLED, and
 * the personal feed: only the rides its member is going to, no sign-in but the token, and a
 * reset that retires the old address at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TEXT, calendarFeedSchema } from '../../src/contract/events';
import { SERIES_TEXT } from '../../src/contract/ride-series';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { createRide, makeRiders, rideInput, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let organiser: Rider;
let rider: Rider;
let other: Rider;

beforeAll(async () => {
  server = await startTestServer({
    env: { JOB_INTERVAL_SECONDS: '0', PUBLIC_URL: 'https://club.example' },
  });
  [organiser, rider, other] = (await makeRiders(server, 'cal_rider', 3)) as [Rider, Rider, Rider];
});
afterAll(async () => server?.close());

interface CalendarEvent {
  [property: string]: string;
}

/** RFC 5545 read back: lines unfolded, then each VEVENT's properties (parameters dropped). */
function parseIcs(text: string): { calendar: Record<string, string>; events: CalendarEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: CalendarEvent[] = [];
  let current: CalendarEvent | null = null;
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    const value = line.slice(colon + 1);
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) current[name] = value;
    else calendar[name] = value;
  }
  return { calendar, events };
}

/** A day of next year: in the future and within the two years a ride may be planned ahead. */
const nextYear = (monthDayTime: string) => `${new Date().getUTCFullYear() + 1}-${monthDayTime}`;

const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('a ride as .ics', () => {
  it('holds the ride’s name, times, place, link and status', async () => {
    const ride = await createRide(organiser.client, {
      name: 'Night ride; Hatirjheel, Gulshan',
      startsAt: nextYear('03-01T13:30:00.000Z'),
      durationMinutes: 150,
    });
    const reply = await server.client().get(`/api/event/${ride.id}/calendar.ics`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="ride-${ride.id}.ics"`);
    const { calendar, events } = parseIcs(reply.body);
    expect(calendar).toMatchObject({ VERSION: '2.0', METHOD: 'PUBLISH' });
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(unescape(event.SUMMARY!)).toBe('Night ride; Hatirjheel, Gulshan');
    expect(event.DTSTART).toBe(icsTime(nextYear('03-01T13:30:00Z')));
    expect(event.DTEND).toBe(icsTime(nextYear('03-01T16:00:00Z')));
    expect(event.UID).toBe(`event-${ride.id}@club.example`);
    expect(event.URL).toBe(`https://club.example/events/${ride.id}`);
    expect(event.LOCATION).toBe('Dhanmondi Lake');
    expect(event.GEO).toBe('23.7465;90.3763');
    expect(event.STATUS).toBe('CONFIRMED');
    expect(unescape(event.DESCRIPTION!)).toContain('Steady pace, coffee stop at Hemayetpur.');
    expect(unescape(event.DESCRIPTION!)).toContain(`Organiser: Rider ${organiser.username}`);
    expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);

    await organiser.client.post(`/api/event/${ride.id}/cancel`);
    const cancelled = parseIcs(
      (await server.client().get(`/api/event/${ride.id}/calendar.ics`)).body,
    );
    expect(cancelled.events[0]!.STATUS).toBe('CANCELLED');
    expect(Number(cancelled.events[0]!.SEQUENCE)).toBeGreaterThanOrEqual(Number(event.SEQUENCE));
    expect((await server.client().get('/api/event/999999/calendar.ics')).statusCode).toBe(404);
  });
});

describe('the personal feed', () => {
  it('lists the rides its member is going to, with nothing but the token', async () => {
    const going = await createRide(organiser.client, {
      name: 'Going ride',
      startsAt: nextYear('04-01T01:00:00.000Z'),
    });
    const waiting = await createRide(organiser.client, { name: 'Full ride', capacity: 1 });
    const notJoined = await createRide(organiser.client, { name: 'Other ride' });
    await rsvp(rider.client, going, true);
    await rsvp(other.client, waiting, true);
    await rsvp(rider.client, waiting, true);
    await rsvp(other.client, notJoined, true);

    const address = await rider.client.get('/api/event/calendar/feed');
    expect(address.statusCode).toBe(200);
    const { url } = calendarFeedSchema.parse(address.json());
    expect(url).toMatch(/^https:\/\/club\.example\/api\/event\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    // Asking again gives the same address.
    expect((await rider.client.get('/api/event/calendar/feed')).json().url).toBe(url);
    expect((await server.client().get('/api/event/calendar/feed')).statusCode).toBe(401);

    const path = new URL(url).pathname;
    const feed = await server.client().get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parseIcs(feed.body);
    expect(calendar['X-WR-CALNAME']).toBe(EVENT_TEXT.feedName);
    expect(events.map((event) => event.SUMMARY)).toEqual(['Going ride']);
    expect(events[0]!.DTSTART).toBe(icsTime(going.startsAt));
  });

  it('a reset retires the old address at once; unknown tokens are 404', async () => {
    const old = calendarFeedSchema.parse(
      (await other.client.get('/api/event/calendar/feed')).json(),
    );
    expect((await server.client().get(new URL(old.url).pathname)).statusCode).toBe(200);
    const reset = await other.client.post('/api/event/calendar/feed/reset');
    expect(reset.statusCode).toBe(200);
    const fresh = calendarFeedSchema.parse(reset.json());
    expect(fresh.url).not.toBe(old.url);
    expect((await server.client().get(new URL(old.url).pathname)).statusCode).toBe(404);
    expect((await server.client().get(new URL(fresh.url).pathname)).statusCode).toBe(200);
    expect((await other.client.get('/api/event/calendar/feed')).json().url).toBe(fresh.url);
    expect((await server.client().post('/api/event/calendar/feed/reset')).statusCode).toBe(401);
    expect((await server.client().get('/api/event/calendar/nope.ics')).statusCode).toBe(404);
    expect(
      (await server.client().get(`/api/event/calendar/${'a'.repeat(32)}.ics`)).statusCode,
    ).toBe(404);
  });
});

describe('a ride’s start, as calendars can carry it', () => {
  const farOff = '9999-12-31T23:30:00.000Z';
  const inYears = (years: number) => new Date(Date.now() + years * 365 * 86_400_000).toISOString();

  it('is refused more than two years ahead, on a new ride, an edit and a series', async () => {
    for (const startsAt of [farOff, inYears(2.1)]) {
      const reply = await organiser.client.post(
        '/api/event',
        rideInput({ startsAt, durationMinutes: 7 * 24 * 60 }),
      );
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().fieldErrors).toEqual({ startsAt: EVENT_TEXT.startsTooFar });
    }

    const ride = await createRide(organiser.client, { startsAt: inYears(1.9) });
    const edit = await organiser.client.put(
      `/api/event/${ride.id}`,
      rideInput({ startsAt: farOff }),
    );
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json().message).toBe(EVENT_TEXT.startsTooFar);

    const series = await organiser.client.post('/api/event', {
      ...rideInput({ startsAt: inYears(1.5) }),
      repeat: { frequency: 'weekly', interval: 1, count: 52 },
    });
    expect(series.statusCode, series.body).toBe(400);
    expect(series.json().fieldErrors).toEqual({ 'repeat.count': SERIES_TEXT.tooFar });
  });

  it('writes only four-digit-year times, leaving out a ride stored before the limit', async () => {
    const [stored, kept] = [
      await createRide(organiser.client, { name: 'Stored long ago' }),
      await createRide(organiser.client, { name: 'A ride this week' }),
    ];
    for (const ride of [stored, kept]) await rsvp(rider.client, ride, true);
    await server.app.db
      .updateTable('events')
      .set({ starts_at: farOff, duration_minutes: 7 * 24 * 60 })
      .where('id', '=', stored.id)
      .execute();

    const { url } = calendarFeedSchema.parse(
      (await rider.client.get('/api/event/calendar/feed')).json(),
    );
    const feed = await server.client().get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    const { events } = parseIcs(feed.body);
    expect(events.map((event) => event.SUMMARY)).toContain('A ride this week');
    expect(events.map((event) => event.SUMMARY)).not.toContain('Stored long ago');
    for (const event of events) {
      for (const name of ['DTSTART', 'DTEND', 'DTSTAMP', 'LAST-MODIFIED']) {
        expect(event[name], name).toMatch(/^\d{8}T\d{6}Z$/);
      }
    }
    expect((await server.client().get(`/api/event/${stored.id}/calendar.ics`)).statusCode).toBe(
      404,
    );
  });
});
