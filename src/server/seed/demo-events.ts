/**
 * Demo rides: four upcoming and two past, planned by the demo members, so the ride lists, a
 * ride page with a route, a full ride with a waitlist and a nearly full one can be tried at
 * once. The Wednesday and Friday rides are weekly series of eight. Each falls on the day and at the hour its name and words say, on the club's clock (its
 * time zone setting). Planned through the rides service, so they obey the members' rules, and
 * only while there is no ride at all: a second start, or a club that already rides, gets
 * nothing more.
 */
import type { FastifyInstance } from 'fastify';
import { instantOf, wallClockAt } from '../../contract/club-time';
import { eventCreateSchema, type EventInput, type RepeatInput } from '../../contract/events';
import { toCount } from '../db/connect';
import { cancelJob } from '../jobs/repository';
import { reminderKey } from '../modules/events/reminders';
import { insertGuestWalkUp, insertMemberMark } from '../modules/events/attendance/repository';
import { updateEvent } from '../modules/events/repository';
import { setRsvp } from '../modules/events/rsvp/service';
import * as events from '../modules/events/service';
import { readClubSettings } from '../modules/settings/read';
import { demoMembers, type DemoUsername } from './demo-members';

/** Days of the week as the club's calendar counts them (club-time.ts): Sunday is 0. */
const SUNDAY = 0;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;

interface DemoRide {
  by: DemoUsername;
  /**
   * When, on the club's clock: the next such day and time still ahead (a day at least, so it
   * can be joined), or for a ride already ridden (`past`) the last one behind.
   */
  on: { weekday: number; hour: number; minute: number; past?: boolean };
  ride: Omit<EventInput, 'startsAt'>;
  /** Who joins, in this order; past the capacity they wait. */
  riders: DemoUsername[];
  /** A past ride's roll-call: who the organiser ticked, and guests who walked up. */
  rollCall?: { present: DemoUsername[]; guests: string[] };
  withRoute?: boolean;
  /** The club rides it every week: a series, its first ride the one the riders join. */
  repeat?: RepeatInput;
}

const EIGHT_WEEKS: RepeatInput = { frequency: 'weekly', interval: 1, count: 8 };

const DHANMONDI = { name: 'Dhanmondi Lake, Road 8 bridge', lat: 23.7465, lng: 90.3763 };

const DEMO_RIDES: DemoRide[] = [
  {
    by: 'rider1',
    on: { weekday: SUNDAY, hour: 6, minute: 0 },
    withRoute: true,
    ride: {
      name: 'Sunday long ride to Mawa',
      durationMinutes: 300,
      from: DHANMONDI,
      to: { name: 'Mawa ferry ghat', lat: 23.4308, lng: 90.2636 },
      pace: 'moderate',
      description:
        'Out along the Dhaka-Mawa expressway service road, breakfast by the river, back by noon. Bring two bottles and a spare tube.',
      capacity: null,
      sponsors: [{ name: 'Pedal Works Mirpur', description: 'Free chain check for every rider.' }],
    },
    riders: ['seller1', 'admin1'],
  },
  {
    by: 'admin1',
    on: { weekday: WEDNESDAY, hour: 17, minute: 30 },
    ride: {
      name: 'Beginners’ Wednesday loop',
      durationMinutes: 90,
      from: { name: 'Club house', lat: null, lng: null },
      to: { name: 'Club house', lat: null, lng: null },
      distanceKm: 25,
      pace: 'easy',
      description:
        'A chatty 25 km around Hatirjheel and back after work, at half past five. Nobody gets dropped.',
      capacity: 4,
    },
    riders: ['rider1', 'developer1'],
    repeat: EIGHT_WEEKS,
  },
  {
    by: 'developer1',
    on: { weekday: THURSDAY, hour: 21, minute: 30 },
    ride: {
      name: 'Hatirjheel night sprint',
      durationMinutes: 60,
      from: { name: 'Hatirjheel amphitheatre', lat: 23.7626, lng: 90.4045 },
      to: { name: 'Hatirjheel amphitheatre', lat: 23.7626, lng: 90.4045 },
      distanceKm: 18,
      pace: 'fast',
      kind: 'training',
      description: 'Three fast laps after the traffic thins out. Lights front and back.',
      capacity: 2,
    },
    // With its organiser, the two places are taken: seller1 waits.
    riders: ['rider1', 'seller1'],
  },
  {
    by: 'rider1',
    on: { weekday: SUNDAY, hour: 6, minute: 0 },
    ride: {
      name: 'বুড়িগঙ্গা তীরে ভোরের রাইড',
      durationMinutes: 120,
      from: DHANMONDI,
      to: { name: 'সদরঘাট', lat: 23.7061, lng: 90.4106 },
      distanceKm: 22,
      pace: 'easy',
      kind: 'social',
      description:
        'ধানমন্ডি লেক থেকে পুরান ঢাকা হয়ে সদরঘাট। ধীর গতির রাইড, নতুনদের স্বাগতম; শেষে চা-নাস্তা।',
      capacity: 15,
    },
    riders: ['admin1', 'developer1'],
  },
  {
    by: 'seller1',
    on: { weekday: FRIDAY, hour: 5, minute: 45 },
    ride: {
      name: 'Purbachal sunrise ride',
      durationMinutes: 150,
      from: { name: 'Kuril flyover', lat: 23.8203, lng: 90.4216 },
      to: { name: 'Purbachal 300 ft road', lat: 23.8425, lng: 90.5093 },
      distanceKm: 32,
      pace: 'easy',
      kind: 'gravel',
      description: 'Wide empty roads at dawn and tea at the lake.',
      capacity: 12,
      sponsors: [
        { name: 'SDC Bikewala', description: 'Water and bananas at the turn.' },
        { name: 'Tong tea stall', description: null },
      ],
    },
    riders: ['developer1'],
    repeat: EIGHT_WEEKS,
  },
  {
    by: 'admin1',
    on: { weekday: FRIDAY, hour: 6, minute: 30, past: true },
    ride: {
      name: 'Savar memorial ride',
      durationMinutes: 240,
      from: DHANMONDI,
      to: { name: 'National Martyrs’ Memorial, Savar', lat: 23.9113, lng: 90.2545 },
      distanceKm: 58,
      pace: 'moderate',
      description: 'Our monthly ride to Savar.',
      capacity: 20,
    },
    riders: ['rider1', 'seller1', 'developer1'],
    // seller1 said yes and stayed in bed.
    rollCall: { present: ['admin1', 'rider1', 'developer1'], guests: ['Sam'] },
  },
  {
    by: 'rider1',
    on: { weekday: TUESDAY, hour: 16, minute: 0, past: true },
    ride: {
      name: 'Rainy day coffee ride',
      durationMinutes: 90,
      from: { name: 'Gulshan 2 circle', lat: 23.7937, lng: 90.4144 },
      to: { name: 'Banani lake café', lat: 23.7947, lng: 90.4043 },
      distanceKm: 12,
      pace: 'easy',
      kind: 'social',
      description: 'Short and wet; the coffee made up for it.',
    },
    riders: ['admin1'],
    rollCall: { present: ['rider1', 'admin1'], guests: [] },
  },
];

const DAY_MS = 86_400_000;

/**
 * The next `weekday` at `hour:minute` on the club's clock at least a day from now, or for a past
 * ride the last one at least a day ago (it is over, whatever its length).
 */
export function demoStart(on: DemoRide['on'], now: Date, timeZone: string): Date {
  const today = wallClockAt(now, timeZone);
  const step = on.past ? -1 : 1;
  for (let days = step; ; days += step) {
    const at = instantOf(
      {
        year: today.year,
        month: today.month,
        day: today.day + days,
        hour: on.hour,
        minute: on.minute,
      },
      timeZone,
    );
    const away = (at.getTime() - now.getTime()) * step;
    if (wallClockAt(at, timeZone).weekday === on.weekday && away >= DAY_MS) return at;
  }
}

/** A plausible ride out of Dhanmondi towards Mawa: gently bending, a few bridges to climb. */
function demoGpx(): Buffer {
  const from = [23.7465, 90.3763];
  const to = [23.4308, 90.2636];
  const points = Array.from({ length: 240 }, (_, i) => {
    const t = i / 239;
    const lat = from[0]! + (to[0]! - from[0]!) * t;
    const lng = from[1]! + (to[1]! - from[1]!) * t + 0.02 * Math.sin(t * Math.PI * 3);
    const ele = 8 + 6 * Math.max(0, Math.sin(t * Math.PI * 8));
    return `<trkpt lat="${lat.toFixed(6)}" lon="${lng.toFixed(6)}"><ele>${ele.toFixed(1)}</ele></trkpt>`;
  });
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="club demo" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Dhanmondi to Mawa</name><trkseg>${points.join('')}</trkseg></trk></gpx>`,
  );
}

export async function seedDemoEvents(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  const count = await app.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (toCount(count.n as string | number) > 0) return;
  const members = await demoMembers(app);
  if (!members) return;
  const member = (username: DemoUsername) => members.get(username)!;

  const { timeZone } = await readClubSettings(app.db);
  const now = new Date();
  for (const demo of DEMO_RIDES) {
    const organiser = member(demo.by);
    const routeId = demo.withRoute
      ? (await events.uploadRoute(app.db, organiser, demoGpx())).id
      : null;
    const startsAt = demoStart(demo.on, now, timeZone);
    // Past rides are planned two weeks on and joined, then moved back to when they were ridden.
    const input = eventCreateSchema.parse({
      ...demo.ride,
      repeat: demo.repeat ?? null,
      routeId,
      startsAt: (demo.on.past
        ? new Date(startsAt.getTime() + 14 * DAY_MS)
        : startsAt
      ).toISOString(),
    });
    const ride = await events.create(app.db, organiser, input);
    for (const username of demo.riders) await setRsvp(app, member(username), ride.id, true);
    if (demo.on.past) {
      await updateEvent(app.db, ride.id, { starts_at: startsAt.toISOString() });
      await cancelJob(app.db, reminderKey(ride.id));
    }
    if (demo.rollCall) {
      const marked = { eventId: ride.id, markedBy: organiser.id, at: startsAt.toISOString() };
      for (const username of demo.rollCall.present) {
        const walkUp = !demo.riders.includes(username) && username !== demo.by;
        await insertMemberMark(app.db, member(username).id, walkUp, { ...marked, present: true });
      }
      for (const guest of demo.rollCall.guests) await insertGuestWalkUp(app.db, guest, marked);
    }
  }
  app.log.info(`Demo rides planned: ${DEMO_RIDES.length}`);
}
