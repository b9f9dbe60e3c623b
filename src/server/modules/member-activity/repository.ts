/**
 * The rows of one member's activity from one instant up to (not including) another: rides they
 * held a place on that started, their orders, their posts and what others gave those posts.
 * Takes the database or a transaction. Times are ISO 8601 text on both dialects, so they
 * compare as text.
 */
import type { Kysely } from 'kysely';
import { toCount } from '../../db/connect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface Window {
  from: string;
  to: string;
}

/** Scheduled rides the member is 'going' on that started within the window: cancelled rides nobody rode. */
export function ridesJoined(db: Db, memberId: number, { from, to }: Window) {
  return db
    .selectFrom('event_rsvps')
    .innerJoin('events', 'events.id', 'event_rsvps.event_id')
    .where('event_rsvps.user_id', '=', memberId)
    .where('event_rsvps.state', '=', 'going')
    .where('events.status', '=', 'scheduled')
    .where('events.starts_at', '>=', from)
    .where('events.starts_at', '<', to)
    .select(['events.id', 'events.name', 'events.starts_at', 'events.distance_km'])
    .orderBy('events.starts_at', 'desc')
    .execute();
}

export function ordersPlaced(db: Db, memberId: number, { from, to }: Window) {
  return db
    .selectFrom('orders')
    .where('customer_id', '=', memberId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .select(['id', 'total', 'currency', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('order_lines')
        .whereRef('order_lines.order_id', '=', 'orders.id')
        .select((inner) => inner.fn.countAll().as('n'))
        .as('line_count'),
    )
    .orderBy('created_at', 'desc')
    .execute();
}

export function postsWritten(db: Db, memberId: number, { from, to }: Window) {
  return db
    .selectFrom('posts')
    .where('author_id', '=', memberId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .select(['id', 'content', 'created_at'])
    .orderBy('created_at', 'desc')
    .execute();
}

/** Likes and comments by other members on the given posts: a member's own do not count. */
export async function responsesTo(db: Db, memberId: number, postIds: number[]) {
  if (postIds.length === 0) return { likes: 0, comments: 0 };
  const [likes, comments] = await Promise.all([
    db
      .selectFrom('post_likes')
      .where('post_id', 'in', postIds)
      .where('user_id', '!=', memberId)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('post_comments')
      .where('post_id', 'in', postIds)
      .where('author_id', '!=', memberId)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    likes: toCount(likes.n as string | number),
    comments: toCount(comments.n as string | number),
  };
}
