/** Queries of ride day, live. Each takes the database or a transaction. */
import type { Kysely, Selectable } from 'kysely';
import type { LiveAlertCause } from '../../../../contract/ride-live-constants';
import type {
  Database,
  RideHelpRequestsTable,
  RideLiveAlertsTable,
  RideLiveRidersTable,
  RideLiveTable,
} from '../../../db/schema';

type Db = Kysely<Database>;
export type RideLiveRow = Selectable<RideLiveTable>;
export type LiveRiderRow = Selectable<RideLiveRidersTable>;
export type LiveAlertRow = Selectable<RideLiveAlertsTable>;
export type HelpRow = Selectable<RideHelpRequestsTable>;

export function findLive(db: Db, eventId: number): Promise<RideLiveRow | undefined> {
  return db.selectFrom('ride_live').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

export async function saveLive(db: Db, row: RideLiveRow): Promise<void> {
  await db
    .insertInto('ride_live')
    .values(row)
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        leader_id: row.leader_id,
        sweep_id: row.sweep_id,
        ended_at: row.ended_at,
      }),
    )
    .execute();
}

export function sharersOf(db: Db, eventId: number): Promise<LiveRiderRow[]> {
  return db
    .selectFrom('ride_live_riders')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('sharing', '=', 1)
    .execute();
}

export function findSharer(db: Db, eventId: number, userId: number) {
  return db
    .selectFrom('ride_live_riders')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function setSharing(db: Db, eventId: number, userId: number, sharing: boolean) {
  await db
    .insertInto('ride_live_riders')
    .values({ event_id: eventId, user_id: userId, sharing: sharing ? 1 : 0 })
    .onConflict((oc) =>
      oc.columns(['event_id', 'user_id']).doUpdateSet({ sharing: sharing ? 1 : 0 }),
    )
    .execute();
}

/** Everyone's switch off (the organiser ended live day, or the ride ended). */
export async function stopAllSharing(db: Db, eventId: number): Promise<void> {
  await db
    .updateTable('ride_live_riders')
    .set({ sharing: 0 })
    .where('event_id', '=', eventId)
    .execute();
}

export interface PositionWrite {
  lat: number;
  lng: number;
  accuracy: number;
  fix_at: string;
  received_at: string;
  anchor_lat: number;
  anchor_lng: number;
  moved_at: string;
}

/**
 * Replaces the rider's latest position, if they share and their previous one was taken before
 * `notAfter`: one conditional UPDATE decides, so the pace holds over every socket and process.
 * Answers whether it was taken.
 */
export async function takePosition(
  db: Db,
  eventId: number,
  userId: number,
  position: PositionWrite,
  notAfter: string,
): Promise<boolean> {
  const result = await db
    .updateTable('ride_live_riders')
    .set(position)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('sharing', '=', 1)
    .where((eb) => eb.or([eb('received_at', 'is', null), eb('received_at', '<=', notAfter)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rides with a rider sharing: the ones the watch looks at. */
export async function ridesWithSharers(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('ride_live_riders')
    .select('event_id')
    .where('sharing', '=', 1)
    .groupBy('event_id')
    .execute();
  return rows.map((row) => row.event_id);
}

export function openAlerts(db: Db, eventId: number): Promise<LiveAlertRow[]> {
  return db
    .selectFrom('ride_live_alerts')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('cleared_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * Opens an alert unless one is open for this rider and cause (the partial unique index
 * decides between processes); answers the new row or undefined.
 */
export async function openAlert(
  db: Db,
  eventId: number,
  userId: number,
  cause: LiveAlertCause,
  at: string,
): Promise<LiveAlertRow | undefined> {
  const rows = await db
    .insertInto('ride_live_alerts')
    .values({ event_id: eventId, user_id: userId, cause, opened_at: at })
    .onConflict((oc) =>
      oc.columns(['event_id', 'user_id', 'cause']).where('cleared_at', 'is', null).doNothing(),
    )
    .returningAll()
    .execute();
  return rows[0];
}

export async function clearAlert(
  db: Db,
  id: number,
  at: string,
): Promise<LiveAlertRow | undefined> {
  return db
    .updateTable('ride_live_alerts')
    .set({ cleared_at: at })
    .where('id', '=', id)
    .where('cleared_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function insertHelp(db: Db, row: Omit<HelpRow, 'id'>): Promise<HelpRow> {
  return db.insertInto('ride_help_requests').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findHelp(db: Db, id: number): Promise<HelpRow | undefined> {
  return db.selectFrom('ride_help_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function openHelp(db: Db, eventId: number): Promise<HelpRow[]> {
  return db
    .selectFrom('ride_help_requests')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('resolved_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Marks it resolved unless it was already; answers the row as it is now, or undefined. */
export function resolveHelp(db: Db, id: number, by: number, at: string) {
  return db
    .updateTable('ride_help_requests')
    .set({ resolved_at: at, resolved_by: by })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function emergencyContactOf(db: Db, userId: number) {
  return db
    .selectFrom('emergency_contacts')
    .select(['name', 'phone'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function emergencyContactsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, { name: string; phone: string }>();
  const rows = await db
    .selectFrom('emergency_contacts')
    .select(['user_id', 'name', 'phone'])
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [row.user_id, { name: row.name, phone: row.phone }]));
}

export async function saveEmergencyContact(
  db: Db,
  userId: number,
  contact: { name: string; phone: string } | null,
): Promise<void> {
  if (contact === null) {
    await db.deleteFrom('emergency_contacts').where('user_id', '=', userId).execute();
    return;
  }
  const updated_at = new Date().toISOString();
  await db
    .insertInto('emergency_contacts')
    .values({ user_id: userId, ...contact, updated_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...contact, updated_at }))
    .execute();
}

/**
 * Deletes what these rides kept of where their riders were: the riders' rows go, and help
 * requests lose their position. Answers how many riders' positions were deleted.
 */
export async function deletePositionsOf(db: Db, eventIds: readonly number[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  const result = await db
    .deleteFrom('ride_live_riders')
    .where('event_id', 'in', [...eventIds])
    .executeTakeFirst();
  await db
    .updateTable('ride_help_requests')
    .set({ lat: null, lng: null, accuracy: null, fix_at: null })
    .where('event_id', 'in', [...eventIds])
    .where('lat', 'is not', null)
    .execute();
  return Number(result.numDeletedRows);
}

/** Rides with positions or help positions still kept: the ones the deletion looks at. */
export async function ridesHoldingPositions(db: Db) {
  return db
    .selectFrom('events')
    .leftJoin('ride_live', 'ride_live.event_id', 'events.id')
    .select(['events.id', 'events.starts_at', 'events.duration_minutes', 'ride_live.ended_at'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('ride_live_riders')
            .select('ride_live_riders.event_id')
            .whereRef('ride_live_riders.event_id', '=', 'events.id'),
        ),
        eb.exists(
          eb
            .selectFrom('ride_help_requests')
            .select('ride_help_requests.event_id')
            .whereRef('ride_help_requests.event_id', '=', 'events.id')
            .where('ride_help_requests.lat', 'is not', null),
        ),
      ]),
    )
    .execute();
}
