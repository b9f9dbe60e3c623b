/**
 * Ride reminders: one job per ride, due the club setting `reminderLeadHours` before it starts
 * (or at once when the ride is planned closer to its start than that). Moving the ride moves the
 * job, cancelling it drops the job, changing the setting moves every reminder still to come;
 * when the job runs it pushes a reminder to the riders going at that time, and is gone: a ride's
 * riders are reminded once, not again when the lead time changes after that.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MONTH_SHORT_NAMES, WEEKDAY_SHORT_NAMES, wallClockAt } from '../../../contract/club-time';
import { EVENT_REMINDER_SOON_HOURS, EVENT_TEXT } from '../../../contract/events';
import type { Database } from '../../db/schema';
import { cancelJob, scheduleJob } from '../../jobs/repository';
import { readClubSettings, type SettingsListener } from '../settings';
import type { JobHandler } from '../../jobs/runner';
import { findEvent, type EventRow } from './repository';
import { ridersOf } from './rsvp/repository';

export const REMINDER_JOB = 'event-reminder';
export const reminderKey = (eventId: number) => `${REMINDER_JOB}:${eventId}`;

type PlannedRide = Pick<EventRow, 'id' | 'starts_at' | 'status'>;

export async function planReminder(
  db: Kysely<Database>,
  event: PlannedRide,
  now = new Date(),
  leadHours?: number,
): Promise<void> {
  const startsAt = new Date(event.starts_at);
  if (event.status !== 'scheduled' || startsAt <= now) {
    await cancelJob(db, reminderKey(event.id));
    return;
  }
  const lead = leadHours ?? (await readClubSettings(db)).reminderLeadHours;
  const due = new Date(Math.max(now.getTime(), startsAt.getTime() - lead * 3_600_000));
  await scheduleJob(db, {
    kind: REMINDER_JOB,
    key: reminderKey(event.id),
    payload: { eventId: event.id },
    runAt: due,
  });
}

/**
 * After the lead time changed: every reminder still to come moves to the new time. A ride whose
 * reminder went out (its job ran and is gone) or is going out right now (claimed) is left alone.
 */
export const replanRemindersOnLeadChange: SettingsListener = async (trx, { moved, next }) => {
  if (moved.includes('reminderLeadHours')) await replanReminders(trx, next.reminderLeadHours);
};

async function replanReminders(db: Kysely<Database>, leadHours: number): Promise<void> {
  const now = new Date();
  const waiting = await db
    .selectFrom('jobs')
    .select('key')
    .where('kind', '=', REMINDER_JOB)
    .where('claimed_by', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
  const pending = new Set(waiting.map((job) => job.key));
  const ahead = await db
    .selectFrom('events')
    .select(['id', 'starts_at', 'status'])
    .where('status', '=', 'scheduled')
    .where('starts_at', '>', now.toISOString())
    .execute();
  for (const ride of ahead) {
    if (pending.has(reminderKey(ride.id))) await planReminder(db, ride, now, leadHours);
  }
}

/** "In 40 minutes", "In 12 hours", "In 3 days": how long until the start. */
export function startsIn(startsAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((startsAt.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return EVENT_TEXT.reminderInMinutes(minutes);
  const hours = Math.round(minutes / 60);
  if (hours < 48) return EVENT_TEXT.reminderInHours(hours);
  return EVENT_TEXT.reminderInDays(Math.round(hours / 24));
}

/** "Tue 9 Dec at 07:00": the start on the club's clock, wherever the rider reads it. */
export function startDay(startsAt: Date, timeZone: string): string {
  const clock = wallClockAt(startsAt, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return EVENT_TEXT.reminderDay(
    WEEKDAY_SHORT_NAMES[clock.weekday]!,
    clock.day,
    MONTH_SHORT_NAMES[clock.month - 1]!,
    `${pad(clock.hour)}:${pad(clock.minute)}`,
  );
}

/** A reminder's title: "starts soon" close to the start; further ahead, the day and time. */
function reminderTitle(name: string, startsAt: Date, now: Date, timeZone: string): string {
  const soon = startsAt.getTime() - now.getTime() <= EVENT_REMINDER_SOON_HOURS * 3_600_000;
  return soon
    ? EVENT_TEXT.reminderTitle(name)
    : EVENT_TEXT.reminderTitleOn(name, startDay(startsAt, timeZone));
}

/** The reminder job's work: push the riders going, unless the ride is gone, off or begun. */
export function reminderHandler(app: FastifyInstance): JobHandler {
  return async (payload, job) => {
    const { eventId } = payload as { eventId: number };
    const event = await findEvent(app.db, eventId);
    // The runner's clock when it took the job: "In 12 hours" is counted from the same instant.
    const now = new Date(job.claimedAt);
    if (!event || event.status !== 'scheduled' || new Date(event.starts_at) <= now) return;
    const riders = await ridersOf(app.db, eventId, 'going');
    if (riders.length === 0) return;
    const startsAt = new Date(event.starts_at);
    const { timeZone } = await readClubSettings(app.db);
    await app.notify(
      riders.map((rider) => rider.user_id),
      'rideReminder',
      () => ({
        title: reminderTitle(event.name, startsAt, now, timeZone),
        body: EVENT_TEXT.reminderBody(startsIn(startsAt, now), event.from_name),
        url: `/events/${event.id}`,
        tag: `event-reminder-${event.id}`,
      }),
    );
  };
}

export function registerReminders(app: FastifyInstance): void {
  app.jobs.handle(REMINDER_JOB, reminderHandler(app));
}
