/**
 * Queries on sellers' profiles and on what their order lines and products add up to. Each
 * takes the database or a transaction; `sellerId` null means every seller (the whole shop).
 */
import type { Insertable, Kysely } from 'kysely';
import { toCount } from '../../db/connect';
import type { Database, SellerProfilesTable } from '../../db/schema';

type Db = Kysely<Database>;

export async function findProfile(db: Db, sellerId: number) {
  return db
    .selectFrom('seller_profiles')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function saveProfile(db: Db, row: Insertable<SellerProfilesTable>): Promise<void> {
  const { seller_id: _id, ...changes } = row;
  await db
    .insertInto('seller_profiles')
    .values(row)
    .onConflict((conflict) => conflict.column('seller_id').doUpdateSet(changes))
    .execute();
}

/** Sets one column of an existing profile row. */
export async function updateProfile(
  db: Db,
  sellerId: number,
  changes: Partial<Pick<ProfileRow, 'logo_media_id' | 'support_conversation_id' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('seller_profiles').set(changes).where('seller_id', '=', sellerId).execute();
}

/** Products at or under `threshold` units, fewest first, and how many there are. */
export async function lowStock(db: Db, sellerId: number | null, threshold: number, limit: number) {
  let query = db.selectFrom('products').where('quantity_available', '<=', threshold);
  if (sellerId !== null) query = query.where('seller_id', '=', sellerId);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'name', 'quantity_available'])
      .orderBy('quantity_available')
      .orderBy('id')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: toCount(count.n as string | number) };
}

/** Order lines per status. */
export async function linesByStatus(db: Db, sellerId: number | null) {
  let query = db.selectFrom('order_lines');
  if (sellerId !== null) query = query.where('seller_id', '=', sellerId);
  const rows = await query
    .select([
      'status',
      (eb) => eb.fn.countAll().as('n'),
      (eb) => eb.fn.min('created_at').as('first'),
    ])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    count: toCount(row.n as string | number),
    first: row.first as string | null,
  }));
}

/** The latest cancelled or rejected lines. */
export async function recentReturns(db: Db, sellerId: number | null, limit: number) {
  let query = db.selectFrom('order_lines').where('status', 'in', ['cancelled', 'rejected']);
  if (sellerId !== null) query = query.where('seller_id', '=', sellerId);
  return query
    .select(['id', 'order_id', 'product_name', 'status', 'status_note', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Lines completed since `from`: when, for how much, how many units. */
export async function completedSince(db: Db, sellerId: number | null, from: string) {
  let query = db
    .selectFrom('order_status_history as moved')
    .innerJoin('order_lines as line', 'line.id', 'moved.line_id')
    .where('moved.to_status', '=', 'completed')
    .where('line.status', '=', 'completed')
    .where('moved.at', '>=', from);
  if (sellerId !== null) query = query.where('line.seller_id', '=', sellerId);
  const rows = await query
    .select(['moved.at', 'line.id', 'line.line_total', 'line.quantity', 'line.seller_id'])
    .orderBy('moved.at')
    .execute();
  // A line completed, undone and completed again counts once, at its last completion.
  const byLine = new Map(rows.map((row) => [row.id, row]));
  return [...byLine.values()].map((row) => ({
    at: row.at,
    sellerId: row.seller_id,
    total: Number(row.line_total),
    units: row.quantity,
  }));
}

/** Products by units sold on completed lines, most first. */
export async function bestSellers(db: Db, sellerId: number | null, limit: number) {
  let query = db.selectFrom('order_lines').where('status', '=', 'completed');
  if (sellerId !== null) query = query.where('seller_id', '=', sellerId);
  const rows = await query
    .select((eb) => [
      'product_id',
      eb.fn.max('product_name').as('name'),
      eb.fn.sum<number | string>('quantity').as('units'),
      eb.fn.sum<number | string>('line_total').as('sales'),
    ])
    .groupBy('product_id')
    .orderBy('units', 'desc')
    .orderBy('product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    name: String(row.name),
    units: Number(row.units),
    sales: Number(row.sales),
  }));
}

/** Products in stock that nobody has ordered since `since`, the longest listed first. */
export async function slowMovers(db: Db, sellerId: number | null, since: string, limit: number) {
  let query = db
    .selectFrom('products')
    .where('quantity_available', '>', 0)
    .where('created_at', '<', since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_lines')
            .select('order_lines.id')
            .whereRef('order_lines.product_id', '=', 'products.id')
            .where('order_lines.created_at', '>=', since),
        ),
      ),
    );
  if (sellerId !== null) query = query.where('seller_id', '=', sellerId);
  return query
    .select(['id', 'name', 'quantity_available'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Orders holding the seller's lines: by delivery option, distinct and repeat buyers. */
export async function buyers(db: Db, sellerId: number | null) {
  let orders = db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id');
  if (sellerId !== null) orders = orders.where('order_lines.seller_id', '=', sellerId);
  const [byDelivery, perBuyer] = await Promise.all([
    orders
      .select((eb) => ['orders.delivery_option', eb.fn.count('orders.id').distinct().as('n')])
      .groupBy('orders.delivery_option')
      .execute(),
    orders
      .select((eb) => ['orders.customer_id', eb.fn.count('orders.id').distinct().as('n')])
      .groupBy('orders.customer_id')
      .execute(),
  ]);
  return {
    byDelivery: byDelivery.map((row) => ({
      option: row.delivery_option,
      orders: toCount(row.n as string | number),
    })),
    distinct: perBuyer.length,
    repeat: perBuyer.filter((row) => toCount(row.n as string | number) > 1).length,
  };
}

/** Every member holding ROLE_SELLER, with their profile if they saved one. */
export async function sellersWithProfiles(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('seller_profiles', 'seller_profiles.seller_id', 'users.id')
    .where('user_roles.role', '=', 'ROLE_SELLER')
    .select([
      'users.id',
      'users.username',
      'users.full_name',
      'users.profile_picture_id',
      'seller_profiles.business_name',
      'seller_profiles.payout',
    ])
    .orderBy('users.username_key')
    .execute();
}

/** Completed lines' totals per seller, all time. */
export async function completedTotals(db: Db) {
  const rows = await db
    .selectFrom('order_lines')
    .where('status', '=', 'completed')
    .select((eb) => ['seller_id', eb.fn.sum<number | string>('line_total').as('total')])
    .groupBy('seller_id')
    .execute();
  return new Map(rows.map((row) => [row.seller_id, Number(row.total)]));
}
