/** Members' calendar feed tokens, and the rides a feed lists. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { EventRow } from '../repository';

type Db = Kysely<Database>;

export async function feedTokenOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token;
}

/** Sets the member's token, replacing any earlier one. */
export async function putFeedToken(db: Db, userId: number, token: string): Promise<void> {
  const created_at = new Date().toISOString();
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token, created_at }))
    .execute();
}

/** Adds a token only if the member has none: of two first requests, one token wins. */
export async function addFeedToken(db: Db, userId: number, token: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

export async function memberOfToken(db: Db, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.user_id;
}

/** The rides the member is going to that start after `since`, soonest first. */
export function ridesGoingTo(db: Db, userId: number, since: string): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .innerJoin('event_rsvps', 'event_rsvps.event_id', 'events.id')
    .selectAll('events')
    .where('event_rsvps.user_id', '=', userId)
    .where('event_rsvps.state', '=', 'going')
    .where('events.starts_at', '>=', since)
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .execute();
}
