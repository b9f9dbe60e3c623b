/**
 * Rows to the contract's orders and order lines. Money columns are bigint, which PostgreSQL
 * hands over as text; they become numbers here, and only here.
 */
import type { Kysely } from 'kysely';
import {
  isCharged,
  type LineToShip,
  type Order,
  type OrderLine,
  type OrderStatus,
  type PaymentMethod,
  type StatusHistoryEntry,
} from '../../../contract/orders';
import type { DeliveryOption } from '../../../contract/settings';
import type { Database } from '../../db/schema';
import { memberNamesById } from '../users';
import {
  findOrders,
  historyOfLines,
  linesOfOrders,
  reviewedLines,
  type OrderLineRow,
  type OrderRow,
} from './repository';

type Db = Kysely<Database>;

const money = (value: number | string) => Number(value);

export async function toLines(db: Db, rows: OrderLineRow[]): Promise<OrderLine[]> {
  return (await linesAndOrders(db, rows)).lines;
}

/**
 * Lines with their orders' delivery contact and payment, for the lists of those who ship them
 * (GET /order/seller, /order/lines): read with the lines, not an order at a time.
 */
export async function toLinesToShip(db: Db, rows: OrderLineRow[]): Promise<LineToShip[]> {
  const { lines, orders } = await linesAndOrders(db, rows);
  return lines.map((line) => {
    const order = orders.find((row) => row.id === line.orderId);
    if (!order)
      throw new Error(`order line ${line.id} names order ${line.orderId}, which has no row`);
    return { ...line, ...contactOf(order) };
  });
}

/** What the buyer gave at checkout: where to deliver, and how they paid. */
function contactOf(row: OrderRow): Pick<Order, 'delivery' | 'payment'> {
  return {
    delivery: {
      name: row.delivery_name,
      phone: row.delivery_phone,
      address: row.delivery_address,
      option: row.delivery_option as DeliveryOption,
    },
    payment: {
      method: row.payment_method as PaymentMethod,
      accountNumber: row.payment_account,
      transactionId: row.payment_transaction,
    },
  };
}

/** The lines of `rows` as the contract has them, and the rows of their orders. */
async function linesAndOrders(
  db: Db,
  rows: OrderLineRow[],
): Promise<{ lines: OrderLine[]; orders: OrderRow[] }> {
  const lineIds = rows.map((row) => row.id);
  const [history, reviewed, orders] = await Promise.all([
    historyOfLines(db, lineIds),
    reviewedLines(db, lineIds),
    findOrders(db, [...new Set(rows.map((row) => row.order_id))]),
  ]);
  const people = await memberNamesById(db, [
    ...rows.flatMap((row) => [row.customer_id, row.seller_id]),
    ...history.flatMap((entry) => (entry.by_user_id === null ? [] : [entry.by_user_id])),
  ]);
  const person = (id: number) => {
    const found = people.get(id);
    if (!found) throw new Error(`order line names user ${id}, who has no row`);
    return found;
  };
  const lines = rows.map((row): OrderLine => ({
    id: row.id,
    orderId: row.order_id,
    cid: row.customer_id,
    pid: row.product_id,
    sellerId: row.seller_id,
    productName: row.product_name,
    price: money(row.unit_price),
    quantity: row.quantity,
    lineTotal: money(row.line_total),
    currency: orders.find((order) => order.id === row.order_id)?.currency ?? '',
    date: row.created_at,
    status: row.status,
    statusNote: row.status_note,
    updatedAt: row.updated_at,
    customer: person(row.customer_id),
    seller: person(row.seller_id),
    reviewed: reviewed.has(row.id),
    history: history
      .filter((entry) => entry.line_id === row.id)
      .map((entry): StatusHistoryEntry => ({
        from: entry.from_status as OrderStatus | null,
        to: entry.to_status as OrderStatus,
        continuation: entry.continuation,
        note: entry.note,
        by: entry.by_user_id === null ? null : (people.get(entry.by_user_id) ?? null),
        at: entry.at,
      })),
  }));
  return { lines, orders };
}

/** Orders with their lines; `showLine` hides the lines a reader may not see (other sellers'). */
export async function toOrders(
  db: Db,
  rows: OrderRow[],
  showLine: (line: OrderLineRow) => boolean = () => true,
): Promise<Order[]> {
  const allRows = await linesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const lineRows = allRows.filter(showLine);
  const lines = await toLines(db, lineRows);
  return rows.map((row) => ({
    id: row.id,
    number: String(row.id),
    customerId: row.customer_id,
    lines: lines.filter((line) => line.orderId === row.id),
    ...contactOf(row),
    itemsTotal: money(row.items_total),
    discount: money(row.discount),
    serviceCharge: money(row.service_charge),
    deliveryCharge: money(row.delivery_charge),
    total: money(row.total),
    currency: row.currency,
    date: row.created_at,
    rerunOf: row.rerun_of,
    otherSellers: hiddenSums(allRows.filter((line) => line.order_id === row.id && !showLine(line))),
  }));
}

/** The sums of an order's lines hidden from its reader; null when none is. */
function hiddenSums(hidden: OrderLineRow[]): Order['otherSellers'] {
  if (hidden.length === 0) return null;
  const charged = hidden.filter((line) => isCharged(line.status));
  const sum = (lines: OrderLineRow[]) =>
    lines.reduce((total, line) => total + money(line.line_total), 0);
  return {
    chargedLines: charged.length,
    charged: sum(charged),
    refunded: sum(hidden) - sum(charged),
  };
}
