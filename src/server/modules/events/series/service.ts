/**
 * Ride series: the rides a repeating ride makes, all planned in one transaction; "this and
 * later" edits and cancellations carried to the series' later rides that have not started and
 * are not cancelled. Each ride stays a ride of its own: RSVPs, waitlist and reminder.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { wallClockAt } from '../../../../contract/club-time';
import type { EventCreateParsed } from '../../../../contract/events';
import { SERIES_TEXT, seriesStarts, withClockOf } from '../../../../contract/ride-series';
import type { Database } from '../../../db/schema';
import { badRequest } from '../../../http-errors';
import { readClubSettings } from '../../settings';
import { planReminder } from '../reminders';
import {
  picturesOfEvent,
  replaceSponsors,
  sponsorsOf,
  updateEvent,
  type EventRow,
  type SponsorValues,
} from '../repository';
import { everyoneOn } from '../rsvp/repository';
import { fillFreePlaces } from '../rsvp/waitlist';
import { endSeries, insertSeries, laterRides } from './repository';

type Db = Kysely<Database>;
type Rule = NonNullable<EventCreateParsed['repeat']>;

/**
 * The starts of a series' rides and the series row to keep, or 400 with the rule's field. The
 * club's zone sets the wall-clock time every ride keeps; no ride starts after `latestStart`.
 */
export async function seriesToPlan(
  db: Db,
  organiserId: number,
  firstStart: string,
  rule: Rule,
  latestStart: string,
) {
  const { timeZone } = await readClubSettings(db);
  const dates = seriesStarts(new Date(firstStart), rule, timeZone);
  if (!dates.ok) throw badRequest(dates.message, { [`repeat.${dates.field}`]: dates.message });
  if (dates.starts.at(-1)!.toISOString() > latestStart) {
    const field = rule.count !== null ? 'repeat.count' : 'repeat.until';
    throw badRequest(SERIES_TEXT.tooFar, { [field]: SERIES_TEXT.tooFar });
  }
  const clock = wallClockAt(new Date(firstStart), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    starts: dates.starts.map((at) => at.toISOString()),
    insert: (trx: Db, at: string) =>
      insertSeries(trx, {
        organiser_id: organiserId,
        frequency: dates.pattern.frequency,
        interval: dates.pattern.interval,
        week_of_month: dates.pattern.weekOfMonth,
        weekday: dates.pattern.weekday,
        start_time: `${pad(clock.hour)}:${pad(clock.minute)}`,
        time_zone: timeZone,
        until: rule.until,
        ride_count: rule.count,
        created_at: at,
        ended_at: null,
      }),
  };
}

/** Stored numbers come back as strings from some drivers: compare them as numbers. */
function same(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return a === b;
}

const sponsorsKey = (sponsors: SponsorValues[]) =>
  JSON.stringify(sponsors.map(({ name, description, mediaId }) => [name, description, mediaId]));

/** What an edit of one ride changed, to carry to the later rides of its series. */
export interface RideChange {
  /** The changed columns and their new values; `starts_at` is left to `clockOf`. */
  columns: Partial<EventRow>;
  /** The new start, when its clock time moved: later rides take its clock time on their day. */
  clockOf: Date | null;
  sponsors: SponsorValues[] | null;
}

/** Compares the ride before an edit with the edit, before anything is written. */
export async function changeOf(
  trx: Db,
  before: EventRow,
  columns: Partial<EventRow> & { starts_at: string },
  sponsors: SponsorValues[],
): Promise<RideChange> {
  const { timeZone } = await readClubSettings(trx);
  const changed: Partial<EventRow> = {};
  for (const [key, value] of Object.entries(columns) as [keyof EventRow, unknown][]) {
    if (key === 'starts_at') continue;
    if (!same(value, before[key])) Object.assign(changed, { [key]: value });
  }
  const clockBefore = wallClockAt(new Date(before.starts_at), timeZone);
  const clockAfter = wallClockAt(new Date(columns.starts_at), timeZone);
  const clockMoved =
    clockBefore.hour !== clockAfter.hour || clockBefore.minute !== clockAfter.minute;
  const current = (await sponsorsOf(trx, before.id)).map((row) => ({
    name: row.name,
    description: row.description,
    mediaId: row.media_id,
  }));
  return {
    columns: changed,
    clockOf: clockMoved ? new Date(columns.starts_at) : null,
    sponsors: sponsorsKey(current) === sponsorsKey(sponsors) ? null : sponsors,
  };
}

/**
 * Carries a change to the series' rides after `ride` that have not started and are not
 * cancelled. Answers, per ride changed, the riders moved off its waitlist, and the pictures
 * the rides held before (the caller drops those no ride holds any more).
 */
export async function changeLaterRides(
  app: FastifyInstance,
  trx: Db,
  ride: EventRow,
  change: RideChange,
  now: Date,
) {
  const promoted: { row: EventRow; riders: number[] }[] = [];
  const picturesBefore: string[] = [];
  if (ride.series_id === null) return { promoted, picturesBefore };
  const { timeZone } = await readClubSettings(trx);
  const stamp = now.toISOString();
  const rides = await laterRides(trx, app.dialect, ride.series_id, ride.starts_at, stamp);
  for (const later of rides) {
    picturesBefore.push(...(await picturesOfEvent(trx, later.id)));
    const patch: Partial<EventRow> = { ...change.columns };
    if (change.clockOf) {
      patch.starts_at = withClockOf(
        new Date(later.starts_at),
        change.clockOf,
        timeZone,
      ).toISOString();
    }
    await updateEvent(trx, later.id, { ...patch, updated_at: stamp });
    if (change.sponsors) await replaceSponsors(trx, later.id, change.sponsors);
    const after: EventRow = { ...later, ...patch };
    if (after.starts_at !== later.starts_at) await planReminder(trx, after, now);
    promoted.push({ row: after, riders: await fillFreePlaces(trx, after) });
  }
  return { promoted, picturesBefore };
}

/**
 * Cancels the series' rides after `ride` that have not started and ends the series: no ride is
 * added to it again. Answers each cancelled ride with everyone who was on it.
 */
export async function cancelLaterRides(app: FastifyInstance, trx: Db, ride: EventRow, now: string) {
  const cancelled: { row: EventRow; riders: number[] }[] = [];
  if (ride.series_id === null) return cancelled;
  for (const later of await laterRides(trx, app.dialect, ride.series_id, ride.starts_at, now)) {
    await updateEvent(trx, later.id, { status: 'cancelled', cancelled_at: now, updated_at: now });
    const after: EventRow = { ...later, status: 'cancelled' };
    await planReminder(trx, after);
    cancelled.push({ row: after, riders: await everyoneOn(trx, later.id) });
  }
  await endSeries(trx, ride.series_id, now);
  return cancelled;
}
