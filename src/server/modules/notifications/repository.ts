/** Queries on notification settings and the inbox. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import type { Database, NotificationRow } from '../../db/schema';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MODES,
  type NotificationKind,
  type NotificationMode,
} from '../../../contract/notifications-constants';
import type { MemberNotificationSettings, QuietHoursSetting } from './decide';

type Db = Kysely<Database>;

const isKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);
const isMode = (value: string): value is NotificationMode =>
  (NOTIFICATION_MODES as readonly string[]).includes(value);

/** Each member's chosen modes and quiet hours; members who chose nothing get empty settings. */
export async function settingsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, MemberNotificationSettings>> {
  const found = new Map<number, MemberNotificationSettings>(
    userIds.map((id) => [id, { modes: {}, quietHours: null }]),
  );
  if (userIds.length === 0) return found;
  const [modes, quiet] = await Promise.all([
    db
      .selectFrom('notification_settings')
      .selectAll()
      .where('user_id', 'in', [...userIds])
      .execute(),
    db
      .selectFrom('notification_quiet_hours')
      .selectAll()
      .where('user_id', 'in', [...userIds])
      .execute(),
  ]);
  for (const row of modes) {
    // A kind a later version dropped is ignored rather than trusted.
    if (isKind(row.kind) && isMode(row.mode)) found.get(row.user_id)!.modes[row.kind] = row.mode;
  }
  for (const row of quiet) {
    found.get(row.user_id)!.quietHours = {
      enabled: row.enabled === 1,
      from: row.from_time,
      to: row.to_time,
    };
  }
  return found;
}

export async function saveModes(
  db: Db,
  userId: number,
  modes: Partial<Record<NotificationKind, NotificationMode>>,
): Promise<void> {
  const rows = Object.entries(modes).map(([kind, mode]) => ({ user_id: userId, kind, mode }));
  if (rows.length === 0) return;
  await db
    .insertInto('notification_settings')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ mode: eb.ref('excluded.mode') })),
    )
    .execute();
}

export async function saveQuietHours(
  db: Db,
  userId: number,
  quiet: QuietHoursSetting,
): Promise<void> {
  const values = { enabled: quiet.enabled ? 1 : 0, from_time: quiet.from, to_time: quiet.to };
  await db
    .insertInto('notification_quiet_hours')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export function ownSubscription(db: Db, userId: number, endpoint: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'push_muted', 'muted_kinds'])
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
}

export async function saveDeviceMutes(
  db: Db,
  id: number,
  pushMuted: boolean,
  mutedKinds: readonly NotificationKind[],
): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ push_muted: pushMuted ? 1 : 0, muted_kinds: JSON.stringify([...new Set(mutedKinds)]) })
    .where('id', '=', id)
    .execute();
}

/** The stored kinds a device refuses; anything unreadable counts as none. */
export function mutedKindsOf(stored: string): NotificationKind[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((k): k is NotificationKind => isKind(k)) : [];
  } catch {
    return [];
  }
}

export interface NewNotification {
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  actor_id: number | null;
  created_at: string;
}

/** Rows per insert: well under SQLite's 32 766 bound values at 8 columns a row. */
const INSERT_SLICE = 500;

export async function insertNotifications(
  db: Db,
  rows: NewNotification[],
): Promise<NotificationRow[]> {
  // In slices: one statement for a whole club's announcement would pass SQLite's limit on
  // bound values (a few thousand rows of this width).
  const inserted: NotificationRow[] = [];
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const slice = rows.slice(start, start + INSERT_SLICE);
    inserted.push(...(await db.insertInto('notifications').values(slice).returningAll().execute()));
  }
  return inserted;
}

export interface InboxRow extends NotificationRow {
  actor_name: string | null;
}

/** Newest first, older than the cursor (an id) when there is one. */
export function inboxPage(
  db: Db,
  userId: number,
  cursor: number | undefined,
  limit: number,
): Promise<InboxRow[]> {
  let query = db
    .selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.actor_id')
    .selectAll('notifications')
    .select('users.full_name as actor_name')
    .where('notifications.user_id', '=', userId);
  if (cursor !== undefined) query = query.where('notifications.id', '<', cursor);
  return query.orderBy('notifications.id', 'desc').limit(limit).execute();
}

export async function actorNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}

export async function unreadCounts(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('unread')])
    .where('user_id', 'in', [...userIds])
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
  for (const row of rows) counts.set(row.user_id, Number(row.unread));
  return counts;
}

export function findNotification(db: Db, id: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'read_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markRead(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

/** The member's unread items that lead to `url`, read now; how many were. */
export async function markReadByUrl(
  db: Db,
  userId: number,
  url: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('url', '=', url)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markAllRead(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

export async function deleteOlderThan(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
