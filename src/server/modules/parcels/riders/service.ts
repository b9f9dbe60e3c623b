/**
 * Riders: a member asks to carry parcels, and a club admin approves them first, as courier
 * platforms do, since a rider who takes a parcel reads a stranger's phone and address. An
 * approved rider who gave back PARCEL_LIMITS.giveBacksPerDay parcels in 24 hours takes no
 * other until the first of those is a day old, and every time a rider is shown a receiver's
 * details it goes into the parcel's history for the merchant to see.
 */
import type { Kysely } from 'kysely';
import { toPage, type Page } from '../../../../contract/paging';
import type { RiderEntry, RiderState } from '../../../../contract/parcel-riders';
import {
  PARCEL_LIMITS,
  PARCEL_TEXT,
  type Parcel,
  type RiderStatus,
} from '../../../../contract/parcels';
import type { Database } from '../../../db/schema';
import { forbidden, notFound, tooMany } from '../../../http-errors';
import type { AuthUser } from '../../../types';
import { recordAudit } from '../../admin';
import { memberNamesById } from '../../users';
import type { ParcelRow } from '../repository';
import {
  giveBacksSince,
  listRiders,
  recordReceiverViews,
  riderRow,
  setApproval,
  setRiderActive,
} from './repository';
import { toParcels, viewOf } from '../shapes';

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

export async function riderStatus(db: Db, reader: AuthUser): Promise<RiderStatus> {
  const row = await riderRow(db, reader.id);
  return { rider: row?.active === 1, approved: Boolean(row?.approved_at) };
}

export async function changeRiderStatus(db: Db, reader: AuthUser, rider: boolean) {
  await setRiderActive(db, reader.id, rider);
  return riderStatus(db, reader);
}

/** Whether the member rides now: opted in and approved. */
export async function isApprovedRider(db: Db, userId: number): Promise<boolean> {
  const row = await riderRow(db, userId);
  return row?.active === 1 && row.approved_at !== null;
}

/** 403 for a member who has not opted in, or whose approval is still to come. */
export async function requireRider(db: Db, reader: AuthUser): Promise<void> {
  const row = await riderRow(db, reader.id);
  if (row?.active !== 1) throw forbidden(PARCEL_TEXT.notARider);
  if (row.approved_at === null) throw forbidden(PARCEL_TEXT.riderPending);
}

/** 429 for a rider who gave back their day's worth of parcels, until the first is a day old. */
export async function requireGiveBacksLeft(db: Db, rider: AuthUser): Promise<void> {
  const now = Date.now();
  const recent = await giveBacksSince(db, [rider.id], new Date(now - DAY_MS).toISOString());
  if (recent.length < PARCEL_LIMITS.giveBacksPerDay) return;
  const until = Date.parse(recent[0]!.at) + DAY_MS;
  const clock = new Date(until).toISOString().slice(11, 16);
  throw tooMany(PARCEL_TEXT.giveBacksReached(`${clock} UTC`), {
    retryAfterSeconds: (until - now) / 1000,
  });
}

/**
 * Parcels in full for their merchant or rider. A rider is shown the receiver's phone, address
 * and instructions here, so each such view is kept for the merchant to see.
 */
export async function shownInFull(db: Db, rows: ParcelRow[], reader: AuthUser): Promise<Parcel[]> {
  const parcels = await toParcels(db, rows, reader.id);
  const ridden = rows.filter((row) => viewOf(row, reader.id) === 'rider').map((row) => row.id);
  if (ridden.length) await recordReceiverViews(db, ridden, reader.id);
  return parcels;
}

export async function ridersFor(
  db: Db,
  query: { status: RiderState; page: number; size: number },
): Promise<Page<RiderEntry>> {
  const { rows, total } = await listRiders(db, query.status, query.page, query.size);
  const ids = rows.map((row) => row.user_id);
  const [people, giveBacks] = await Promise.all([
    memberNamesById(db, [
      ...ids,
      ...rows.flatMap((row) => (row.approved_by === null ? [] : [row.approved_by])),
    ]),
    giveBacksSince(db, ids, new Date(Date.now() - DAY_MS).toISOString()),
  ]);
  const content = rows.flatMap((row) => {
    const member = people.get(row.user_id);
    if (!member) return [];
    return [
      {
        member,
        since: row.since,
        active: row.active === 1,
        approvedAt: row.approved_at,
        approvedBy: row.approved_by === null ? null : (people.get(row.approved_by) ?? null),
        giveBacksToday: giveBacks.filter((move) => move.by_user_id === row.user_id).length,
      },
    ];
  });
  return toPage(content, total, query.page, query.size);
}

/** An admin approves a rider, or stops one; kept in the audit log with the change. */
export async function setRiderApproval(
  db: Db,
  admin: AuthUser,
  userId: number,
  approved: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const approval = approved ? { at: new Date().toISOString(), by: admin.id } : null;
    if (!(await setApproval(trx, userId, approval))) throw notFound(PARCEL_TEXT.notAskedToRide);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'rider.approval',
      subjectType: 'user',
      subjectId: userId,
      details: { approved },
    });
  });
}
