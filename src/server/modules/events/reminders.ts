/**
 * Ride reminders: one job per ride, due the club setting `reminderLeadHours` before it starts
 * (or at once when the ride is planned closer to its start than that). Moving the ride moves the
 * job, cancelling it drops the job, changing the setting moves every planned job; when the job
 * runs it pushes a reminder to the riders going at that time.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EVENT_TEXT } from '../../../contract/events';
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

/** After the lead time changed: every ride still ahead gets its reminder at the new time. */
export const replanRemindersOnLeadChange: SettingsListener = async (trx, { moved, next }) => {
  if (moved.includes('reminderLeadHours')) await replanReminders(trx, next.reminderLeadHours);
};

async function replanReminders(db: Kysely<Database>, leadHours: number): Promise<void> {
  const now = new Date();
  const ahead = await db
    .selectFrom('events')
    .select(['id', 'starts_at', 'status'])
    .where('status', '=', 'scheduled')
    .where('starts_at', '>', now.toISOString())
    .execute();
  for (const ride of ahead) await planReminder(db, ride, now, leadHours);
}

/** "In 12 hours", "In 40 minutes": riders read it wherever they are, so no clock time. */
export function startsIn(startsAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((startsAt.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return `In ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `In ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The reminder job's work: push the riders going, unless the ride is gone, off or begun. */
export function reminderHandler(app: FastifyInstance): JobHandler {
  return async (payload) => {
    const { eventId } = payload as { eventId: number };
    const event = await findEvent(app.db, eventId);
    const now = new Date();
    if (!event || event.status !== 'scheduled' || new Date(event.starts_at) <= now) return;
    const riders = await ridersOf(app.db, eventId, 'going');
    if (riders.length === 0) return;
    await app.notify(
      riders.map((rider) => rider.user_id),
      'rideReminder',
      {
        title: EVENT_TEXT.reminderTitle(event.name),
        body: EVENT_TEXT.reminderBody(startsIn(new Date(event.starts_at), now), event.from_name),
        url: `/events/${event.id}`,
        tag: `event-reminder-${event.id}`,
      },
    );
  };
}

export function registerReminders(app: FastifyInstance): void {
  app.jobs.handle(REMINDER_JOB, reminderHandler(app));
}
