/** Queries on conversations, their members and messages. Each takes the database or a transaction. */
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type {
  ConversationMembersTable,
  ConversationMessagesTable,
  ConversationsTable,
  Database,
} from '../../db/schema';
import { toCount } from '../../db/connect';
import { pageOf } from '../../db/paging';

type Db = Kysely<Database>;

/** `%` and `_` typed by a member are searched for literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The conversations `userId` belongs to, with what the inbox shows beside each: the viewer's
 * read mark, the last message's id and the count of others' messages after the read mark.
 */
function conversationsOf(db: Db, userId: number) {
  return db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversations as c', 'c.id', 'mine.conversation_id')
    .where('mine.user_id', '=', userId)
    .select([
      'c.id',
      'c.kind',
      'c.name',
      'c.picture_id',
      'c.last_activity_at',
      'mine.last_read_message_id',
      (eb) =>
        eb
          .selectFrom('conversation_messages as last')
          .whereRef('last.conversation_id', '=', 'c.id')
          .select((inner) => inner.fn.max('last.id').as('id'))
          .as('last_message_id'),
      (eb) =>
        eb
          .selectFrom('conversation_messages as unread')
          .whereRef('unread.conversation_id', '=', 'c.id')
          .whereRef('unread.id', '>', 'mine.last_read_message_id')
          .where('unread.sender_id', '!=', userId)
          .select((inner) => inner.fn.countAll().as('n'))
          .as('unread_count'),
    ]);
}

type RawConversationRow = Awaited<
  ReturnType<ReturnType<typeof conversationsOf>['executeTakeFirstOrThrow']>
>;
export type ConversationRow = Omit<RawConversationRow, 'unread_count' | 'last_message_id'> & {
  unread_count: number;
  last_message_id: number | null;
};

const normalise = (row: RawConversationRow): ConversationRow => ({
  ...row,
  unread_count: toCount(row.unread_count as string | number | null),
  last_message_id: row.last_message_id === null ? null : Number(row.last_message_id),
});

export async function findConversationOf(
  db: Db,
  userId: number,
  conversationId: number,
): Promise<ConversationRow | undefined> {
  const row = await conversationsOf(db, userId)
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
  return row && normalise(row);
}

type InboxScope = ExpressionBuilder<
  Database & { mine: ConversationMembersTable; c: ConversationsTable },
  'mine' | 'c'
>;

/** A group's name, or another member's username or full name, contains the pattern. */
function matching(pattern: string, userId: number) {
  return (eb: InboxScope) =>
    eb.or([
      sql<boolean>`lower(${eb.ref('c.name')}) like ${pattern} escape '\\'`,
      eb.exists(
        eb
          .selectFrom('conversation_members as other')
          .innerJoin('users as u', 'u.id', 'other.user_id')
          .whereRef('other.conversation_id', '=', 'c.id')
          .where('other.user_id', '!=', userId)
          .where(
            (inner) =>
              sql<boolean>`(${inner.ref('u.username_key')} like ${pattern} escape '\\' or lower(${inner.ref(
                'u.full_name',
              )}) like ${pattern} escape '\\')`,
          )
          .select(sql`1`.as('one')),
      ),
    ]);
}

/** The inbox: latest activity first; `q` matches a group's name or another member's names. */
export async function listConversationsOf(
  db: Db,
  userId: number,
  options: { q?: string; page: number; size: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  let filter = db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversations as c', 'c.id', 'mine.conversation_id')
    .where('mine.user_id', '=', userId);
  let query = conversationsOf(db, userId);
  if (options.q) {
    const matches = matching(likePattern(options.q), userId);
    query = query.where(matches);
    filter = filter.where(matches);
  }
  const { rows, total } = await pageOf(
    query.orderBy('c.last_activity_at', 'desc').orderBy('c.id', 'desc'),
    filter.select((eb) => eb.fn.countAll().as('n')),
    options.page,
    options.size,
  );
  return { rows: rows.map(normalise), total };
}

/** Current members of these conversations, with their public fields, oldest member first. */
export function membersOf(db: Db, conversationIds: readonly number[]) {
  if (!conversationIds.length) return Promise.resolve([]);
  return db
    .selectFrom('conversation_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.conversation_id', 'in', conversationIds)
    .select([
      'm.conversation_id',
      'u.id',
      'u.username',
      'u.full_name',
      'u.profile_picture_id',
      'm.joined_at',
    ])
    .orderBy('m.joined_at')
    .orderBy('u.id')
    .execute();
}
export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

export async function memberIdsOf(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation_members')
    .where('conversation_id', '=', conversationId)
    .select('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

export async function isMember(db: Db, conversationId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_members')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .select('user_id')
    .executeTakeFirst();
  return !!row;
}

export function findConversation(db: Db, id: number) {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findDirect(db: Db, directKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('conversations')
    .where('direct_key', '=', directKey)
    .select('id')
    .executeTakeFirst();
  return row?.id;
}

/** Inserts a conversation; undefined when its direct_key is taken (the pair has one already). */
export async function insertConversation(
  db: Db,
  row: Insertable<ConversationsTable>,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('conversations')
    .values(row)
    .onConflict((oc) => oc.column('direct_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Adds members who are not in yet; a new member's read mark starts at the latest message. */
export async function addMembers(
  db: Db,
  conversationId: number,
  userIds: readonly number[],
  joinedAt: string,
): Promise<void> {
  if (!userIds.length) return;
  const latest = (await latestMessageId(db, conversationId)) ?? 0;
  await db
    .insertInto('conversation_members')
    .values(
      userIds.map((userId) => ({
        conversation_id: conversationId,
        user_id: userId,
        joined_at: joinedAt,
        last_read_message_id: latest,
      })),
    )
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
}

export async function removeMember(db: Db, conversationId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('conversation_members')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

export async function countMembers(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_members')
    .where('conversation_id', '=', conversationId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n as string | number);
}

/**
 * Sets a group's picture. Returns the media id of the one it replaced (null for none), or
 * undefined when the conversation is gone. The update only lands on the picture just read, so
 * of two members changing it at once each learns which picture theirs replaced, and none is
 * left behind undeleted.
 */
export async function replacePicture(
  db: Db,
  id: number,
  pictureId: string,
): Promise<string | null | undefined> {
  for (;;) {
    const before = await db
      .selectFrom('conversations')
      .where('id', '=', id)
      .select('picture_id')
      .executeTakeFirst();
    if (!before) return undefined;
    const previous = before.picture_id;
    const result = await db
      .updateTable('conversations')
      .set({ picture_id: pictureId })
      .where('id', '=', id)
      .where((eb) =>
        previous === null ? eb('picture_id', 'is', null) : eb('picture_id', '=', previous),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return previous;
  }
}

/** The stored widths of these pictures (a JSON array each), by media id. */
export async function pictureWidths(
  db: Db,
  mediaIds: readonly string[],
): Promise<Map<string, string>> {
  if (!mediaIds.length) return new Map();
  const rows = await db
    .selectFrom('media')
    .where('id', 'in', [...new Set(mediaIds)])
    .select(['id', 'widths'])
    .execute();
  return new Map(rows.map((row) => [row.id, row.widths]));
}

export async function deleteConversation(db: Db, id: number): Promise<void> {
  await db.deleteFrom('conversations').where('id', '=', id).execute();
}

/** Of these ids, the ones of active accounts. */
export async function activeUserIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('users')
    .where('id', 'in', ids)
    .where('account_status', '=', 'active')
    .select('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Active members other than `exceptId` whose name or username contains `q`, or whose e-mail is `q`. */
export function searchPeople(db: Db, exceptId: number, q: string, limit: number) {
  const pattern = likePattern(q);
  return db
    .selectFrom('users')
    .where('account_status', '=', 'active')
    .where('id', '!=', exceptId)
    .where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('username_key')} like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('full_name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('email')}) = ${q.toLowerCase()}`,
      ]),
    )
    .select(['id', 'username', 'full_name', 'profile_picture_id'])
    .orderBy('username_key')
    .limit(limit)
    .execute();
}

/** A message with its sender's public names and picture, joined in one query. */
function messagesWithSender(db: Db) {
  return db
    .selectFrom('conversation_messages as msg')
    .innerJoin('users', 'users.id', 'msg.sender_id')
    .select([
      'msg.id',
      'msg.conversation_id',
      'msg.text',
      'msg.sent_at',
      'msg.sender_id',
      'users.username as sender_username',
      'users.full_name as sender_full_name',
      'users.profile_picture_id as sender_picture_id',
    ]);
}
export type MessageRow = Awaited<
  ReturnType<ReturnType<typeof messagesWithSender>['executeTakeFirstOrThrow']>
>;

export async function insertMessage(
  db: Db,
  row: Insertable<ConversationMessagesTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('conversation_messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function messagesByIds(db: Db, ids: readonly number[]): Promise<MessageRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return messagesWithSender(db).where('msg.id', 'in', ids).execute();
}

export function findMessageIn(
  db: Db,
  conversationId: number,
  id: number,
): Promise<MessageRow | undefined> {
  return messagesWithSender(db)
    .where('msg.conversation_id', '=', conversationId)
    .where('msg.id', '=', id)
    .executeTakeFirst();
}

export async function latestMessageId(db: Db, conversationId: number): Promise<number | null> {
  const row = await db
    .selectFrom('conversation_messages')
    .where('conversation_id', '=', conversationId)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id == null ? null : Number(row.id);
}

/** Up to `limit` of the newest messages older than `before` (or of all), newest first. */
export function latestMessages(
  db: Db,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let query = messagesWithSender(db).where('msg.conversation_id', '=', conversationId);
  if (before !== undefined) query = query.where('msg.id', '<', before);
  return query.orderBy('msg.id', 'desc').limit(limit).execute();
}

/** Up to `limit` of the oldest messages newer than `after` (and older than `before`). */
export function messagesAfter(
  db: Db,
  conversationId: number,
  after: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let query = messagesWithSender(db)
    .where('msg.conversation_id', '=', conversationId)
    .where('msg.id', '>', after);
  if (before !== undefined) query = query.where('msg.id', '<', before);
  return query.orderBy('msg.id', 'asc').limit(limit).execute();
}

/** Moves the inbox order forward; never back, should two sends finish out of order. */
export async function touchConversation(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ last_activity_at: at })
    .where('id', '=', id)
    .where('last_activity_at', '<', at)
    .execute();
}

/** Moves a member's read mark forward to `messageId`; never back. */
export async function markRead(
  db: Db,
  conversationId: number,
  userId: number,
  messageId: number,
): Promise<void> {
  await db
    .updateTable('conversation_members')
    .set({ last_read_message_id: messageId })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('last_read_message_id', '<', messageId)
    .execute();
}

/**
 * Takes the push slot of each of these members whose last push about the conversation was
 * before `since` (or never), stamping `now`; returns who got one. One UPDATE, so of several
 * servers sending at once only one pushes to a member.
 */
export async function claimPushSlots(
  db: Db,
  conversationId: number,
  userIds: readonly number[],
  now: string,
  since: string,
): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .updateTable('conversation_members')
    .set({ last_pushed_at: now })
    .where('conversation_id', '=', conversationId)
    .where('user_id', 'in', userIds)
    .where((eb) => eb.or([eb('last_pushed_at', 'is', null), eb('last_pushed_at', '<', since)]))
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Each of these members' unread messages (others' messages after their read mark), per
 * conversation, for the conversations that have any.
 */
export async function unreadCountsOf(
  db: Db,
  userIds: readonly number[],
): Promise<{ userId: number; conversationId: number; count: number }[]> {
  if (!userIds.length) return [];
  const rows = await db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_messages as msg', (join) =>
      join
        .onRef('msg.conversation_id', '=', 'mine.conversation_id')
        .onRef('msg.id', '>', 'mine.last_read_message_id')
        .onRef('msg.sender_id', '!=', 'mine.user_id'),
    )
    .where('mine.user_id', 'in', userIds)
    .groupBy(['mine.user_id', 'mine.conversation_id'])
    .select(['mine.user_id', 'mine.conversation_id', (eb) => eb.fn.countAll().as('n')])
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    conversationId: row.conversation_id,
    count: toCount(row.n as string | number),
  }));
}
