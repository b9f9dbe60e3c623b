/** Queries on orders, their lines and the lines' status history. Each takes a db or a trx. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OrderStatus } from '../../../contract/orders';
import type {
  Database,
  OrderLinesTable,
  OrdersTable,
  OrderStatusHistoryTable,
} from '../../db/schema';
import { pageOf } from '../../db/paging';

type Db = Kysely<Database>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type HistoryRow = Selectable<OrderStatusHistoryTable>;

export async function insertOrder(db: Db, row: Insertable<OrdersTable>): Promise<number> {
  const inserted = await db
    .insertInto('orders')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertLine(db: Db, row: Insertable<OrderLinesTable>): Promise<number> {
  const inserted = await db
    .insertInto('order_lines')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertHistory(db: Db, row: Insertable<OrderStatusHistoryTable>) {
  await db.insertInto('order_status_history').values(row).execute();
}

export function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrders(db: Db, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('orders').selectAll().where('id', 'in', ids).execute();
}

export function findLine(db: Db, id: number): Promise<OrderLineRow | undefined> {
  return db.selectFrom('order_lines').selectAll().where('id', '=', id).executeTakeFirst();
}

export function linesOfOrders(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function historyOfLines(db: Db, lineIds: number[]): Promise<HistoryRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_status_history')
    .selectAll()
    .where('line_id', 'in', lineIds)
    .orderBy('id')
    .execute();
}

export async function reviewedLines(db: Db, lineIds: number[]): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('reviews')
    .select('line_id')
    .where('line_id', 'in', lineIds)
    .execute();
  return new Set(rows.map((row) => row.line_id));
}

/**
 * Moves a line from `from` to `to` only if it is still in `from`: of two people moving the same
 * line at once, one wins and the other learns that it changed.
 */
export async function moveLine(
  db: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  note: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('order_lines')
    .set({ status: to, status_note: note, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Newest first. */
export async function ordersOfCustomer(db: Db, customerId: number, page: number, size: number) {
  return pageOf(
    db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc'),
    db
      .selectFrom('orders')
      .where('customer_id', '=', customerId)
      .select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

/** Lines newest first, of one seller or of everybody, optionally in one status. */
export async function listLines(
  db: Db,
  filter: { sellerId?: number; status?: OrderStatus },
  page: number,
  size: number,
) {
  let query = db.selectFrom('order_lines');
  if (filter.sellerId !== undefined) query = query.where('seller_id', '=', filter.sellerId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return pageOf(
    query.selectAll().orderBy('id', 'desc'),
    query.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}
