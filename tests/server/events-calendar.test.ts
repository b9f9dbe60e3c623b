/**
 * Calendars: a ride's .ics read back field by field, a cancelled ride marked CANCELLED, and
 * the personal feed: only the rides its member is going to, no sign-in but the token, and a
 * reset that retires the old address at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TEXT, calendarFeedSchema } from '../../src/contract/events';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { createRide, makeRiders, rsvp, type Rider } from './events-fixtures';

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

const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('a ride as .ics', () => {
  it('holds the ride’s name, times, place, link and status', async () => {
    const ride = await createRide(organiser.client, {
      name: 'Night ride; Hatirjheel, Gulshan',
      startsAt: '2030-03-01T13:30:00.000Z',
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
    expect(event.DTSTART).toBe('20300301T133000Z');
    expect(event.DTEND).toBe('20300301T160000Z');
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
      startsAt: '2030-04-01T01:00:00.000Z',
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
