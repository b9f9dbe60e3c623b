/**
 * Calendars: a ride as an .ics file, and each member's feed of the rides they are going to,
 * read by calendar apps with the secret token in its address (they cannot sign in). A
 * cancelled ride stays in both with STATUS:CANCELLED, so calendars that have it drop it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createEvent, createEvents, type EventAttributes, type ReturnObject } from 'ics';
import { API_PREFIX } from '../../../../contract/api-paths';
import { EVENT_PATHS, EVENT_TEXT, type CalendarFeed } from '../../../../contract/events';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import { notFound } from '../../../http-errors';
import type { AuthUser } from '../../../types';
import { addFeedToken, feedTokenOf, memberOfToken, putFeedToken, ridesGoingTo } from './repository';
import { findEvent, type EventRow } from '../repository';
import { publicUsers } from '../../users';

const PRODUCT_ID = 'club-app/rides';
/** A feed keeps the rides of the last month, so a ride just ridden does not vanish at once. */
const FEED_PAST_DAYS = 30;
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The latest instant iCalendar can carry: its times have four-digit years. */
const LAST_CALENDAR_TIME = Date.parse('9999-12-31T23:59:59Z');

/**
 * Whether every time of the ride can be written as an iCalendar time. The server refuses starts
 * past two years ahead; a ride stored before it did is left out rather than written broken.
 */
function fitsCalendar(row: EventRow): boolean {
  const start = Date.parse(row.starts_at);
  const end = start + row.duration_minutes * 60_000;
  return [start, end, Date.parse(row.created_at), Date.parse(row.updated_at)].every(
    (time) => Number.isFinite(time) && time >= 0 && time <= LAST_CALENDAR_TIME,
  );
}

function toCalendarEvent(
  app: FastifyInstance,
  row: EventRow,
  organiserName: string,
): EventAttributes {
  const start = Date.parse(row.starts_at);
  const created = Date.parse(row.created_at);
  const updated = Date.parse(row.updated_at);
  const details = [
    row.description,
    `Pace: ${row.pace}`,
    row.distance_km === null ? '' : `Distance: ${Number(row.distance_km)} km`,
    `From ${row.from_name} to ${row.to_name}`,
    `Organiser: ${organiserName}`,
  ].filter(Boolean);
  return {
    uid: `event-${row.id}@${new URL(app.config.publicUrl).host}`,
    title: row.name,
    description: details.join('\n'),
    location: row.from_name,
    ...(row.from_lat !== null && row.from_lng !== null
      ? { geo: { lat: Number(row.from_lat), lon: Number(row.from_lng) } }
      : {}),
    url: `${app.config.publicUrl}/events/${row.id}`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + row.duration_minutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    // Calendar apps take the copy with the higher sequence: it grows with every edit.
    sequence: Math.max(0, Math.floor((updated - created) / 1000)),
    lastModified: updated,
    productId: PRODUCT_ID,
  };
}

function render(result: ReturnObject): string {
  if (result.error || typeof result.value !== 'string') {
    throw result.error ?? new Error('calendar could not be written');
  }
  return result.value;
}

async function organiserNames(app: FastifyInstance, rows: EventRow[]) {
  const users = await publicUsers(
    app.db,
    rows.map((row) => row.organiser_id),
  );
  return (row: EventRow) => users.get(row.organiser_id)?.fullName ?? '';
}

export async function rideCalendar(app: FastifyInstance, id: number): Promise<string> {
  const row = await findEvent(app.db, id);
  if (!row || !fitsCalendar(row)) throw notFound(SERVER_MESSAGE.notFound);
  const nameOf = await organiserNames(app, [row]);
  return render(createEvent({ ...toCalendarEvent(app, row, nameOf(row)), method: 'PUBLISH' }));
}

/** The feed behind a token; 404 for a token nobody holds (a reset one included). */
export async function feedCalendar(app: FastifyInstance, token: string): Promise<string> {
  const userId = FEED_TOKEN_PATTERN.test(token) ? await memberOfToken(app.db, token) : undefined;
  if (userId === undefined) throw notFound(SERVER_MESSAGE.notFound);
  const since = new Date(Date.now() - FEED_PAST_DAYS * 86_400_000).toISOString();
  const rows = (await ridesGoingTo(app.db, userId, since)).filter(fitsCalendar);
  const nameOf = await organiserNames(app, rows);
  return render(
    createEvents(
      rows.map((row) => toCalendarEvent(app, row, nameOf(row))),
      { productId: PRODUCT_ID, method: 'PUBLISH', calName: EVENT_TEXT.feedName },
    ),
  );
}

const newToken = () => randomBytes(24).toString('base64url');

function feedUrl(app: FastifyInstance, token: string): CalendarFeed {
  return { url: `${app.config.publicUrl}${API_PREFIX}${EVENT_PATHS.calendarFeedOf(token)}` };
}

/** The member's feed address, made on first request. */
export async function calendarFeed(app: FastifyInstance, member: AuthUser): Promise<CalendarFeed> {
  let token = await feedTokenOf(app.db, member.id);
  if (!token) {
    await addFeedToken(app.db, member.id, newToken());
    token = await feedTokenOf(app.db, member.id);
  }
  return feedUrl(app, token!);
}

/** A new feed address; the old one answers 404 from now on. */
export async function resetCalendarFeed(
  app: FastifyInstance,
  member: AuthUser,
): Promise<CalendarFeed> {
  const token = newToken();
  await putFeedToken(app.db, member.id, token);
  return feedUrl(app, token);
}
