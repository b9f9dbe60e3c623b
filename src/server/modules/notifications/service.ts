/**
 * Notification settings and the inbox. `notify` (modules/push) asks decide.ts per member and
 * device, and writes the inbox through `recordInInbox`; each write and each read tells the
 * member's open apps the unread count on NOTIFICATION_INBOX_QUEUE, so every device's bell agrees.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DEFAULT_NOTIFICATION_MODES,
  NOTIFICATION_INBOX_QUEUE,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type DeviceSettings,
  type InboxLive,
  type InboxPage,
  type InboxQuery,
  type NotificationItem,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '../../../contract/notifications';
import type { PushPayload } from '../../../contract/push';
import type { Database, NotificationRow } from '../../db/schema';
import { forbidden, notFound } from '../../http-errors';
import { readClubSettings } from '../settings';
import { modeOf } from './decide';
import * as repo from './repository';

type Db = Kysely<Database>;

/** Quiet hours as a member who never set them sees them: off, at a usual night. */
const NO_QUIET_HOURS = { enabled: false, from: '22:00', to: '07:00' };

export async function readSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const settings = (await repo.settingsOf(db, [userId])).get(userId)!;
  const kinds = { ...DEFAULT_NOTIFICATION_MODES };
  for (const kind of NOTIFICATION_KINDS) kinds[kind] = modeOf(settings, kind);
  return {
    kinds,
    quietHours: settings.quietHours ?? NO_QUIET_HOURS,
    timeZone: (await readClubSettings(db)).timeZone,
  };
}

export async function updateSettings(
  db: Db,
  userId: number,
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  await db.transaction().execute(async (trx) => {
    if (update.kinds) await repo.saveModes(trx, userId, update.kinds);
    if (update.quietHours) await repo.saveQuietHours(trx, userId, update.quietHours);
  });
  return readSettings(db, userId);
}

/** A device is the member's own push subscription; anyone else's is not found. */
async function ownDevice(db: Db, userId: number, endpoint: string) {
  const row = await repo.ownSubscription(db, userId, endpoint);
  if (!row) throw notFound('This device has no push subscription of yours.');
  return row;
}

export async function readDevice(db: Db, userId: number, endpoint: string) {
  const row = await ownDevice(db, userId, endpoint);
  return {
    endpoint,
    push: row.push_muted !== 1,
    mutedKinds: repo.mutedKindsOf(row.muted_kinds),
  } satisfies DeviceSettings;
}

export async function updateDevice(db: Db, userId: number, input: DeviceSettings) {
  const row = await ownDevice(db, userId, input.endpoint);
  await repo.saveDeviceMutes(db, row.id, !input.push, input.mutedKinds);
  return readDevice(db, userId, input.endpoint);
}

function toItem(row: NotificationRow, actorName: string | null): NotificationItem {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    url: row.url,
    actor:
      row.actor_id !== null && actorName !== null ? { id: row.actor_id, name: actorName } : null,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** One row per member, then each member's open apps hear the new item and their count. */
export async function recordInInbox(
  app: FastifyInstance,
  userIds: readonly number[],
  kind: NotificationKind,
  payload: PushPayload,
  actorId: number | null,
  at: Date,
): Promise<void> {
  const rows = await repo.insertNotifications(
    app.db,
    userIds.map((userId) => ({
      user_id: userId,
      kind,
      title: payload.title,
      body: payload.body,
      url: payload.url,
      actor_id: actorId,
      created_at: at.toISOString(),
    })),
  );
  if (rows.length === 0) return;
  const [names, counts] = await Promise.all([
    repo.actorNames(app.db, actorId === null ? [] : [actorId]),
    repo.unreadCounts(app.db, userIds),
  ]);
  await Promise.all(
    rows.map((row) =>
      tellApps(app, row.user_id, {
        unread: counts.get(row.user_id) ?? 0,
        item: toItem(row, actorId === null ? null : (names.get(actorId) ?? null)),
      }),
    ),
  );
}

function tellApps(app: FastifyInstance, userId: number, live: InboxLive): Promise<void> {
  return app.realtime
    .sendToUser([userId], NOTIFICATION_INBOX_QUEUE, live)
    .catch((error: unknown) => app.log.warn({ err: error }, 'Inbox count not sent'));
}

async function tellCount(app: FastifyInstance, userId: number): Promise<void> {
  const unread = (await repo.unreadCounts(app.db, [userId])).get(userId) ?? 0;
  await tellApps(app, userId, { unread, item: null });
}

export async function inbox(db: Db, userId: number, query: InboxQuery): Promise<InboxPage> {
  // One more than asked tells whether an older page exists.
  const rows = await repo.inboxPage(db, userId, query.cursor, query.size + 1);
  const page = rows.slice(0, query.size);
  return {
    content: page.map((row) => toItem(row, row.actor_name)),
    nextCursor: rows.length > query.size ? page[page.length - 1]!.id : null,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  return (await repo.unreadCounts(db, [userId])).get(userId) ?? 0;
}

export async function markRead(app: FastifyInstance, userId: number, id: number) {
  const row = await repo.findNotification(app.db, id);
  if (!row) throw notFound('No such notification.');
  if (row.user_id !== userId) throw forbidden('That notification is not yours.');
  if (row.read_at === null) {
    await repo.markRead(app.db, id, new Date().toISOString());
    await tellCount(app, userId);
  }
}

/**
 * The member read what their notices about `url` lead to (an announcement opened or marked
 * read): those notices are read too, and every open app of theirs hears the new count.
 */
export async function markReadAbout(
  app: FastifyInstance,
  userId: number,
  url: string,
): Promise<void> {
  const read = await repo.markReadByUrl(app.db, userId, url, new Date().toISOString());
  if (read > 0) await tellCount(app, userId);
}

export async function markAllRead(app: FastifyInstance, userId: number): Promise<void> {
  await repo.markAllRead(app.db, userId, new Date().toISOString());
  await tellCount(app, userId);
}

const DAY_MS = 86_400_000;

/** Deletes inbox rows older than the kept days, counted back from `now`. */
export function sweepInbox(db: Db, now: Date): Promise<number> {
  return repo.deleteOlderThan(
    db,
    new Date(now.getTime() - NOTIFICATION_LIMITS.keepDays * DAY_MS).toISOString(),
  );
}
