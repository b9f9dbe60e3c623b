/** Queries on the club room's messages. Each takes the database or a transaction. */
import type { Insertable, Kysely } from 'kysely';
import type { ChatMessagesTable, Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A message with its sender's public names and picture, joined in one query. */
function messagesWithSender(db: Db) {
  return db
    .selectFrom('chat_messages')
    .innerJoin('users', 'users.id', 'chat_messages.sender_id')
    .select([
      'chat_messages.id',
      'chat_messages.text',
      'chat_messages.sent_at',
      'chat_messages.sender_id',
      'users.username as sender_username',
      'users.full_name as sender_full_name',
      'users.profile_picture_id as sender_picture_id',
    ]);
}

export type MessageWithSender = Awaited<
  ReturnType<ReturnType<typeof messagesWithSender>['executeTakeFirstOrThrow']>
>;

export async function insertMessage(db: Db, row: Insertable<ChatMessagesTable>): Promise<number> {
  const inserted = await db
    .insertInto('chat_messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findMessage(db: Db, id: number): Promise<MessageWithSender | undefined> {
  return messagesWithSender(db).where('chat_messages.id', '=', id).executeTakeFirst();
}

/** Up to `limit` of the newest messages older than `before` (or of all), newest first. */
export function latestMessages(
  db: Db,
  before: number | undefined,
  limit: number,
): Promise<MessageWithSender[]> {
  let query = messagesWithSender(db);
  if (before !== undefined) query = query.where('chat_messages.id', '<', before);
  return query.orderBy('chat_messages.id', 'desc').limit(limit).execute();
}

/** Up to `limit` of the oldest messages newer than `after` (and older than `before`). */
export function messagesAfter(
  db: Db,
  after: number,
  before: number | undefined,
  limit: number,
): Promise<MessageWithSender[]> {
  let query = messagesWithSender(db).where('chat_messages.id', '>', after);
  if (before !== undefined) query = query.where('chat_messages.id', '<', before);
  return query.orderBy('chat_messages.id', 'asc').limit(limit).execute();
}
