/**
 * What roll-calls tell an organiser over the last 90 days: on each past ride of theirs with a
 * roll-call, the places said going against the places present; and per member, how often they
 * said yes and were not marked present. Rides without a roll-call count neither way. An admin
 * sees every ride of the club.
 */
import type { Kysely } from 'kysely';
import { ATTENDANCE_LIMITS, type AttendanceSummary } from '../../../../contract/ride-attendance';
import type { Database } from '../../../db/schema';
import { hasRole } from '../../../plugins/auth';
import type { AuthUser } from '../../../types';
import { publicUsers } from '../../users';
import { goingAndMarks, rollCallRides } from './repository';
import { guestsCame } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function attendanceSummary(
  db: Kysely<Database>,
  reader: AuthUser,
  now = new Date(),
): Promise<AttendanceSummary> {
  const since = new Date(now.getTime() - ATTENDANCE_LIMITS.noShowDays * DAY_MS).toISOString();
  const organiserId = hasRole(reader, 'ROLE_ADMIN') ? null : reader.id;
  const rides = await rollCallRides(db, organiserId, since, now.toISOString());
  const { going, marks } = await goingAndMarks(
    db,
    rides.map((ride) => ride.id),
  );
  const presentOn = new Set(
    marks
      .filter((mark) => mark.present === 1 && mark.user_id !== null)
      .map((mark) => `${mark.event_id}:${mark.user_id}`),
  );
  const guestsOn = new Map(going.map((row) => [`${row.event_id}:${row.user_id}`, row.guests]));

  const perRide = new Map(rides.map((ride) => [ride.id, { going: 0, present: 0 }]));
  const perMember = new Map<number, { noShows: number; rollCalls: number }>();
  for (const row of going) {
    const counts = perRide.get(row.event_id)!;
    counts.going += 1 + row.guests;
    const member = perMember.get(row.user_id) ?? { noShows: 0, rollCalls: 0 };
    member.rollCalls += 1;
    if (!presentOn.has(`${row.event_id}:${row.user_id}`)) member.noShows += 1;
    perMember.set(row.user_id, member);
  }
  for (const mark of marks) {
    if (mark.present !== 1) continue;
    // A member present brings the guests who came with them; a guest walk-up is one place.
    const guests =
      mark.user_id === null
        ? 0
        : guestsCame(guestsOn.get(`${mark.event_id}:${mark.user_id}`) ?? 0, mark.guests_present);
    perRide.get(mark.event_id)!.present += 1 + guests;
  }

  const noShowRows = [...perMember.entries()]
    .filter(([, counts]) => counts.noShows > 0)
    .sort(([idA, a], [idB, b]) => b.noShows - a.noShows || b.rollCalls - a.rollCalls || idA - idB)
    .slice(0, ATTENDANCE_LIMITS.summaryRows);
  const users = await publicUsers(
    db,
    noShowRows.map(([userId]) => userId),
  );
  return {
    since,
    rides: rides.slice(0, ATTENDANCE_LIMITS.summaryRows).map((ride) => ({
      id: ride.id,
      name: ride.name,
      startsAt: ride.starts_at,
      ...perRide.get(ride.id)!,
    })),
    noShows: noShowRows.flatMap(([userId, counts]) => {
      const user = users.get(userId);
      return user ? [{ user, ...counts }] : [];
    }),
  };
}
