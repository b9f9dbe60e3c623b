/**
 * The rows of one member's activity from one instant up to (not including) another: rides they
 * held a place on that started, their orders, their posts and what others gave those posts.
 * Takes the database or a transaction. Times are ISO 8601 text on both dialects, so they
 * compare as text.
 */
import type { Kysely } from 'kysely';
import { toCount } from '../../db/connect';
import { pageOf } from '../../db/paging';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface Window {
  from: string;
  to: string;
}

/**
 * Scheduled rides that started within the window where the organiser's roll-call marked the
 * member present (going or a walk-up), with the organiser's distance, else the route's. A ride
 * without a roll-call is not counted: nobody knows who rode it.
 */
export function ridesRidden(db: Db, memberId: number, { from, to }: Window) {
  return db
    .selectFrom('event_attendance')
    .innerJoin('events', 'events.id', 'event_attendance.event_id')
    .leftJoin('event_routes', 'event_routes.id', 'events.route_id')
    .where('event_attendance.user_id', '=', memberId)
    .where('event_attendance.present', '=', 1)
    .where('events.status', '=', 'scheduled')
    .where('events.starts_at', '>=', from)
    .where('events.starts_at', '<', to)
    .select((eb) => [
      'events.id',
      'events.name',
      'events.starts_at',
      eb.fn.coalesce('events.distance_km', 'event_routes.distance_km').as('distance_km'),
    ])
    .orderBy('events.starts_at', 'desc')
    .execute();
}

export function ordersPlaced(db: Db, memberId: number, { from, to }: Window) {
  return db
    .selectFrom('orders')
    .where('customer_id', '=', memberId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .select(['id', 'total', 'discount', 'currency', 'created_at'])
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

/** The member's purchases, one row per product, the latest ordered first, and how many. */
export async function purchases(db: Db, memberId: number, page: number, size: number) {
  const mine = db.selectFrom('order_lines').where('customer_id', '=', memberId);
  const { rows, total } = await pageOf(
    mine
      .select((eb) => [
        'product_id',
        eb.fn.sum<number | string>('quantity').as('units'),
        eb.fn.count('order_id').distinct().as('orders'),
        eb.fn.max('id').as('last_line_id'),
      ])
      .groupBy('product_id')
      .orderBy('last_line_id', 'desc'),
    mine.select((eb) => eb.fn.count('product_id').distinct().as('n')),
    page,
    size,
  );
  const lastIds = rows.map((row) => Number(row.last_line_id));
  const last = lastIds.length
    ? await db
        .selectFrom('order_lines')
        .where('id', 'in', lastIds)
        .select(['id', 'product_name', 'order_id', 'status', 'created_at'])
        .execute()
    : [];
  const lines = new Map(last.map((line) => [line.id, line]));
  return {
    total,
    rows: rows.map((row) => {
      const line = lines.get(Number(row.last_line_id))!;
      return {
        productId: row.product_id,
        name: line.product_name,
        units: Number(row.units),
        orders: toCount(row.orders as string | number),
        lastOrderedAt: line.created_at,
        lastOrderId: line.order_id,
        lastStatus: line.status,
      };
    }),
  };
}

/** Receivers of the member's parcels, by name, the latest first. */
export function parcelReceivers(db: Db, memberId: number) {
  return db
    .selectFrom('parcels')
    .where('merchant_id', '=', memberId)
    .select((eb) => [
      'receiver_name as name',
      eb.fn.countAll().as('n'),
      eb.fn.max('created_at').as('last_at'),
      eb.fn.max('id').as('last_id'),
    ])
    .groupBy('receiver_name')
    .execute();
}

/** Buyers of the member's order lines, by the name orders are delivered to, the latest first. */
export function shopBuyers(db: Db, memberId: number) {
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .where('order_lines.seller_id', '=', memberId)
    .select((eb) => [
      'orders.delivery_name as name',
      eb.fn.count('orders.id').distinct().as('n'),
      eb.fn.max('orders.created_at').as('last_at'),
      eb.fn.max('orders.id').as('last_id'),
    ])
    .groupBy('orders.delivery_name')
    .execute();
}
