/**
 * Reading orders. A buyer reads their own orders; a seller reads an order holding one of their
 * lines, and sees only their own lines of it; admins and developers read everything.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { SERVER_MESSAGE } from '../../../contract/messages';
import type { LineToShip, Order, OrderStatus } from '../../../contract/orders';
import { toPage, type Page } from '../../../contract/paging';
import { notFound } from '../../http-errors';
import { hasRole } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { findOrder, linesOfOrders, listLines, ordersOfCustomer } from './repository';
import { toLinesToShip, toOrders } from './shapes';

/** Admins and developers see and move every order line. */
export const overseesOrders = (reader: AuthUser) => hasRole(reader, 'ROLE_ADMIN', 'ROLE_DEV');

export async function myOrders(
  db: Kysely<Database>,
  buyer: AuthUser,
  page: number,
  size: number,
): Promise<Page<Order>> {
  const { rows, total } = await ordersOfCustomer(db, buyer.id, page, size);
  return toPage(await toOrders(db, rows), total, page, size);
}

export async function one(db: Kysely<Database>, reader: AuthUser, id: number): Promise<Order> {
  const row = await findOrder(db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  if (row.customer_id === reader.id || overseesOrders(reader)) {
    const [order] = await toOrders(db, [row]);
    return order!;
  }
  const lines = await linesOfOrders(db, [id]);
  // Anyone else learns nothing, not even that the order exists.
  if (!lines.some((line) => line.seller_id === reader.id)) throw notFound(SERVER_MESSAGE.notFound);
  const [order] = await toOrders(db, [row], (line) => line.seller_id === reader.id);
  return order!;
}

/**
 * Lines newest first, of one seller or of the whole shop, optionally in one status, each with
 * its order's delivery contact and payment: the lists of those who ship them.
 */
export async function lines(
  db: Kysely<Database>,
  filter: { sellerId?: number; status?: OrderStatus },
  page: number,
  size: number,
): Promise<Page<LineToShip>> {
  const { rows, total } = await listLines(db, filter, page, size);
  return toPage(await toLinesToShip(db, rows), total, page, size);
}
