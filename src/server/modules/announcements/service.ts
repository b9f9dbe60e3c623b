/**
 * Club announcements. Admins post to the whole club; a ride's organiser (or an admin) posts to
 * the riders of that ride, going and waiting. Only the author or an admin edits, unpins or
 * deletes one. A new announcement is pushed once, from announceToMembers, to every member it is
 * for; the push is not awaited, so a big club does not hold up the author's reply.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TEXT,
  announcementUrl,
  type Announcement,
  type AnnouncementInputParsed,
  type AnnouncementPatchParsed,
} from '../../../contract/announcements';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { toPage, type Page } from '../../../contract/paging';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { hasRole } from '../../plugins/auth';
import { keepNoReply, type KeepReply } from '../../plugins/idempotency-reply';
import type { AuthUser } from '../../types';
import { canEdit as canEditRide, everyoneOn, findEvent } from '../events';
import { markReadAbout } from '../notifications';
import { memberIds, publicUsers } from '../users';
import * as repo from './repository';

type Db = Kysely<Database>;
const DAY_MS = 24 * 3_600_000;

const readerOf = (user: AuthUser | null): repo.Reader | null =>
  user ? { id: user.id, admin: hasRole(user, 'ROLE_ADMIN') } : null;

const expiresAt = (days: number | null, now: Date) =>
  days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString();

function mayChange(row: repo.AnnouncementRow, member: AuthUser): boolean {
  return row.author_id === member.id || hasRole(member, 'ROLE_ADMIN');
}

async function toAnnouncements(
  db: Db,
  rows: repo.AnnouncementRow[],
  reader: AuthUser | null,
  now: Date,
): Promise<Announcement[]> {
  const [authors, rides, read] = await Promise.all([
    publicUsers(
      db,
      rows.map((row) => row.author_id),
    ),
    repo.rideNames(
      db,
      rows.flatMap((row) => (row.event_id === null ? [] : [row.event_id])),
    ),
    reader
      ? repo.readBy(
          db,
          rows.map((row) => row.id),
          reader.id,
        )
      : Promise.resolve(new Set<number>()),
  ]);
  return rows.map((row) => {
    const author = authors.get(row.author_id);
    if (!author) throw new Error(`announcement ${row.id} has no author row`);
    return {
      id: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      ride:
        row.event_id === null ? null : { id: row.event_id, name: rides.get(row.event_id) ?? '' },
      author,
      public: row.is_public === 1,
      pinned: row.pinned === 1,
      expiresAt: row.expires_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      active: row.pinned === 1 && (row.expires_at === null || row.expires_at > now.toISOString()),
      read: read.has(row.id),
      canEdit: reader !== null && mayChange(row, reader),
    };
  });
}

export async function list(
  db: Db,
  reader: AuthUser | null,
  query: { show: 'active' | 'all'; rideId?: number; page: number; size: number },
): Promise<Page<Announcement>> {
  const now = new Date();
  const { rows, total } = await repo.listVisible(
    db,
    readerOf(reader),
    { activeAt: query.show === 'active' ? now.toISOString() : null, rideId: query.rideId ?? null },
    query.page,
    query.size,
  );
  return toPage(await toAnnouncements(db, rows, reader, now), total, query.page, query.size);
}

async function one(db: Db, reader: AuthUser, id: number): Promise<Announcement> {
  const row = await repo.findVisible(db, readerOf(reader), id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  const [made] = await toAnnouncements(db, [row], reader, new Date());
  return made!;
}

export async function create(
  app: FastifyInstance,
  author: AuthUser,
  input: AnnouncementInputParsed,
  keepReply: KeepReply = keepNoReply,
): Promise<Announcement> {
  let rideName: string | null = null;
  if (input.rideId === null) {
    if (!hasRole(author, 'ROLE_ADMIN')) throw forbidden(ANNOUNCEMENT_TEXT.clubWideAdminsOnly);
  } else {
    const ride = await findEvent(app.db, input.rideId);
    if (!ride) throw notFound(SERVER_MESSAGE.notFound);
    if (!canEditRide(ride, author)) throw forbidden(ANNOUNCEMENT_TEXT.rideOrganiserOnly);
    if (input.public) {
      throw badRequest(ANNOUNCEMENT_TEXT.publicOnlyClubWide, {
        public: ANNOUNCEMENT_TEXT.publicOnlyClubWide,
      });
    }
    rideName = ride.name;
  }
  const now = new Date();
  // The reply is kept with the row, so a retried post is answered, never posted twice.
  const made = await app.db.transaction().execute(async (trx) => {
    const row = await repo.insertAnnouncement(trx, {
      author_id: author.id,
      event_id: input.rideId,
      title: input.title,
      body: input.body,
      link: input.link,
      is_public: input.public ? 1 : 0,
      pinned: input.pinned ? 1 : 0,
      expires_at: expiresAt(input.expiresInDays, now),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    // Its author has read it: it is never "New" to them.
    await repo.markRead(trx, row.id, author.id, now.toISOString());
    const [announcement] = await toAnnouncements(trx, [row], author, now);
    await keepReply(trx, announcement);
    return announcement!;
  });
  await announceToMembers(app, made, rideName, author.id);
  return made;
}

/**
 * The one place an announcement is sent: every active member for club-wide news, the riders
 * going and waiting for a ride's, never its author. Per-member notice settings belong here.
 */
async function announceToMembers(
  app: FastifyInstance,
  announcement: Announcement,
  rideName: string | null,
  authorId: number,
): Promise<void> {
  const everyone =
    announcement.ride === null
      ? await memberIds(app.db)
      : await everyoneOn(app.db, announcement.ride.id);
  const members = everyone.filter((id) => id !== authorId);
  if (members.length === 0) return;
  const max = ANNOUNCEMENT_LIMITS.pushBodyMaxLength;
  const text = announcement.body;
  // Not awaited: pushing to every member's devices can take long in a big club.
  // Each member's notification settings decide: a push, the inbox only, or nothing.
  void app.notify(
    members,
    'announcement',
    () => ({
      title: ANNOUNCEMENT_TEXT.pushTitle(announcement.title, rideName),
      body: text.length <= max ? text : `${text.slice(0, max - 1)}…`,
      url: announcementUrl(announcement.id),
      tag: `announcement-${announcement.id}`,
    }),
    { actorId: authorId },
  );
}

/** The announcement, when the member may change it: 404 when hidden, 403 when not theirs. */
async function changeable(db: Db, member: AuthUser, id: number): Promise<repo.AnnouncementRow> {
  const row = await repo.findVisible(db, readerOf(member), id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  if (!mayChange(row, member)) throw forbidden(ANNOUNCEMENT_TEXT.notYours);
  return row;
}

export async function update(
  db: Db,
  member: AuthUser,
  id: number,
  patch: AnnouncementPatchParsed,
): Promise<Announcement> {
  const row = await changeable(db, member, id);
  if (patch.public && row.event_id !== null) {
    throw badRequest(ANNOUNCEMENT_TEXT.publicOnlyClubWide, {
      public: ANNOUNCEMENT_TEXT.publicOnlyClubWide,
    });
  }
  const now = new Date();
  await repo.updateAnnouncement(db, id, {
    ...(patch.title === undefined ? {} : { title: patch.title }),
    ...(patch.body === undefined ? {} : { body: patch.body }),
    ...(patch.link === undefined ? {} : { link: patch.link }),
    ...(patch.public === undefined ? {} : { is_public: patch.public ? 1 : 0 }),
    ...(patch.pinned === undefined ? {} : { pinned: patch.pinned ? 1 : 0 }),
    ...(patch.expiresInDays === undefined
      ? {}
      : { expires_at: expiresAt(patch.expiresInDays, now) }),
    updated_at: now.toISOString(),
  });
  return one(db, member, id);
}

export async function remove(db: Db, member: AuthUser, id: number): Promise<void> {
  await changeable(db, member, id);
  await repo.deleteAnnouncement(db, id);
}

/** Read on every device; its notices in the member's inbox are read with it (the bell too). */
export async function markRead(app: FastifyInstance, member: AuthUser, id: number): Promise<void> {
  const row = await repo.findVisible(app.db, readerOf(member), id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  await repo.markRead(app.db, id, member.id, new Date().toISOString());
  await markReadAbout(app, member.id, announcementUrl(id));
}
