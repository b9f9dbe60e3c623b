/**
 * Queries on announcements and their read marks. Who may see one is decided here, in one
 * query shape used for lists and for a single announcement alike: club-wide ones are for
 * members (and visitors when public); a ride's are for its riders going or waiting, its
 * organiser and admins.
 */
import type { ExpressionBuilder, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AnnouncementsTable, Database } from '../../db/schema';
import { pageOf } from '../../db/paging';

type Db = Kysely<Database>;
export type AnnouncementRow = Selectable<AnnouncementsTable>;

/** Who reads: null for a visitor. */
export interface Reader {
  id: number;
  admin: boolean;
}

export interface AnnouncementFilter {
  /** Only the pinned, unexpired ones as of this instant (ISO); all when null. */
  activeAt: string | null;
  rideId: number | null;
}

type From = ExpressionBuilder<Database & { a: AnnouncementsTable }, 'a'>;

function mayRead(reader: Reader | null) {
  return (eb: From) => {
    if (!reader) return eb.and([eb('a.event_id', 'is', null), eb('a.is_public', '=', 1)]);
    if (reader.admin) return eb.lit(true);
    return eb.or([
      eb('a.event_id', 'is', null),
      eb.exists(
        eb
          .selectFrom('events as e')
          .select('e.id')
          .whereRef('e.id', '=', 'a.event_id')
          .where('e.organiser_id', '=', reader.id),
      ),
      eb.exists(
        eb
          .selectFrom('event_rsvps as r')
          .select('r.id')
          .whereRef('r.event_id', '=', 'a.event_id')
          .where('r.user_id', '=', reader.id),
      ),
    ]);
  };
}

function visible(db: Db, reader: Reader | null, filter: AnnouncementFilter) {
  let query = db.selectFrom('announcements as a').where(mayRead(reader));
  if (filter.activeAt !== null) {
    const now = filter.activeAt;
    query = query
      .where('a.pinned', '=', 1)
      .where((eb) => eb.or([eb('a.expires_at', 'is', null), eb('a.expires_at', '>', now)]));
  }
  if (filter.rideId !== null) query = query.where('a.event_id', '=', filter.rideId);
  return query;
}

/** The reader's visible announcements, newest first, a page at a time. */
export function listVisible(
  db: Db,
  reader: Reader | null,
  filter: AnnouncementFilter,
  page: number,
  size: number,
) {
  const query = visible(db, reader, filter);
  return pageOf(
    query.selectAll('a').orderBy('a.id', 'desc'),
    query.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

/** The announcement if the reader may see it. */
export function findVisible(db: Db, reader: Reader | null, id: number) {
  return visible(db, reader, { activeAt: null, rideId: null })
    .selectAll('a')
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export function findAnnouncement(db: Db, id: number) {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAnnouncement(
  db: Db,
  row: Insertable<AnnouncementsTable>,
): Promise<AnnouncementRow> {
  return db.insertInto('announcements').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateAnnouncement(
  db: Db,
  id: number,
  patch: Updateable<AnnouncementsTable>,
): Promise<void> {
  await db.updateTable('announcements').set(patch).where('id', '=', id).execute();
}

export async function deleteAnnouncement(db: Db, id: number): Promise<void> {
  await db.deleteFrom('announcements').where('id', '=', id).execute();
}

/** Marks it read for the member; marking it again keeps the first time. */
export async function markRead(db: Db, id: number, userId: number, at: string): Promise<void> {
  await db
    .insertInto('announcement_reads')
    .values({ announcement_id: id, user_id: userId, read_at: at })
    .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
    .execute();
}

/** Which of these announcements the member has read. */
export async function readBy(db: Db, ids: number[], userId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('announcement_reads')
    .select('announcement_id')
    .where('announcement_id', 'in', ids)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.announcement_id));
}

/** The names of these rides, by id. */
export async function rideNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('events')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
