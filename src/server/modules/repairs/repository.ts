/** Queries on repair_bookings. Each takes the database or a transaction. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RepairStatus } from '../../../contract/repairs';
import { pageOf } from '../../db/paging';
import type { Database, RepairBookingsTable } from '../../db/schema';

type Db = Kysely<Database>;
export type RepairRow = Selectable<RepairBookingsTable>;

export interface RepairFilter {
  bookerId?: number;
  status?: RepairStatus;
}

function filtered(db: Db, filter: RepairFilter) {
  let query = db.selectFrom('repair_bookings');
  if (filter.bookerId !== undefined) query = query.where('booker_id', '=', filter.bookerId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

/** Newest first. */
export async function listRepairs(db: Db, filter: RepairFilter, page: number, size: number) {
  return pageOf(
    filtered(db, filter).selectAll().orderBy('id', 'desc'),
    filtered(db, filter).select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

export function findRepair(db: Db, id: number): Promise<RepairRow | undefined> {
  return db.selectFrom('repair_bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRepair(db: Db, row: Insertable<RepairBookingsTable>): Promise<number> {
  const inserted = await db
    .insertInto('repair_bookings')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Moves the booking only if it is still in `from`, in one statement, so of two moves made at
 * once exactly one lands. False when it had moved on.
 */
export async function moveRepair(
  db: Db,
  id: number,
  from: RepairStatus,
  to: RepairStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('repair_bookings')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setRepairEta(db: Db, id: number, eta: string | null, now: string) {
  await db
    .updateTable('repair_bookings')
    .set({ eta, updated_at: now })
    .where('id', '=', id)
    .execute();
}
