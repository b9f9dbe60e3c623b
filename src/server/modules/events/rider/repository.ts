/** The rides one member joined, for their profile. Takes the database or a transaction. */
import { sql, type Kysely } from 'kysely';
import type { RsvpState } from '../../../../contract/events';
import { pageOf } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import type { EventRow } from '../repository';

type Db = Kysely<Database>;

/**
 * A page of the scheduled rides where `riderId` holds a place in one of `states`: upcoming
 * soonest first, then past latest first, as the member's own list orders them. Cancelled rides
 * are left out: nobody rode them.
 */
export async function listRiderEvents(
  db: Db,
  riderId: number,
  states: readonly RsvpState[],
  now: string,
  page: number,
  size: number,
): Promise<{ rows: EventRow[]; total: number }> {
  const base = db
    .selectFrom('events')
    .where('status', '=', 'scheduled')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_rsvps')
          .select('event_rsvps.id')
          .whereRef('event_rsvps.event_id', '=', 'events.id')
          .where('event_rsvps.user_id', '=', riderId)
          .where('event_rsvps.state', 'in', states),
      ),
    );
  return pageOf(
    base
      .selectAll()
      .orderBy(sql`case when starts_at >= ${now} then 0 else 1 end`)
      .orderBy(sql`case when starts_at >= ${now} then starts_at end`, 'asc')
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'asc'),
    base.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}
