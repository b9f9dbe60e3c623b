/** Repair bookings as the contract shows them to the booker and the sponsor side. */
import type { Kysely } from 'kysely';
import { repairMovesFor, type RepairBooking, type RepairStatus } from '../../../contract/repairs';
import type { Database } from '../../db/schema';
import { memberNamesById } from '../users';
import type { RepairRow } from './repository';

/** Bookings no move leaves: the ETA is fixed with them. */
export const CLOSED_STATUSES: readonly RepairStatus[] = ['collected', 'declined', 'cancelled'];

/** Shapes rows the reader may see (their own, or any for the sponsor side). */
export async function toRepairs(
  db: Kysely<Database>,
  rows: RepairRow[],
  reader: { id: number; sponsorSide: boolean },
): Promise<RepairBooking[]> {
  const names = await memberNamesById(
    db,
    rows.map((row) => row.booker_id),
  );
  return rows.map((row) => {
    const status = row.status as RepairStatus;
    const booker = row.booker_id === reader.id;
    return {
      id: row.id,
      booker: names.get(row.booker_id)!,
      name: row.name,
      phone: row.phone,
      address: row.address,
      date: row.date,
      time: row.time,
      issue: row.issue,
      status,
      eta: row.eta,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      nextStatuses: repairMovesFor(status, { sponsorSide: reader.sponsorSide, booker }).map(
        (move) => move.to,
      ),
      canSetEta: reader.sponsorSide && !CLOSED_STATUSES.includes(status),
    };
  });
}
