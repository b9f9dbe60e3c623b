/**
 * Rows to the contract's jerseys and pre-orders. A list is read with a fixed number of queries
 * whatever its length: pictures and buyers are fetched for all its rows at once.
 */
import type { Kysely } from 'kysely';
import {
  jerseyPricesSchema,
  type Jersey,
  type JerseyPrices,
  type JerseySizeCode,
  type PreOrder,
} from '../../../contract/merchandise';
import type { Database } from '../../db/schema';
import { memberNamesById } from '../users';
import { toProductPicture } from '../products';
import { picturesOf, type JerseyRow, type PreOrderRow } from './repository';

type Db = Kysely<Database>;

/** The stored prices, checked against the contract: a bad row fails loudly, never prices 0. */
export function pricesOf(row: Pick<JerseyRow, 'prices'>): JerseyPrices {
  return jerseyPricesSchema.parse(JSON.parse(row.prices));
}

export async function toJerseys(db: Db, rows: JerseyRow[], currency: string): Promise<Jersey[]> {
  const pictures = await picturesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    pictures: pictures
      .filter((picture) => picture.jersey_id === row.id)
      .map((picture) => toProductPicture(picture.media_id, picture.widths)),
    prices: pricesOf(row),
    open: row.open === 1,
    currency,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function toPreOrders(db: Db, rows: PreOrderRow[]): Promise<PreOrder[]> {
  const buyers = await memberNamesById(
    db,
    rows.map((row) => row.buyer_id),
  );
  return rows.map((row) => ({
    id: row.id,
    jerseyId: row.jersey_id,
    jerseyName: row.jersey_name,
    size: row.size as JerseySizeCode,
    sleeve: row.sleeve,
    quantity: row.quantity,
    unitPrice: Number(row.unit_price),
    deliveryCharge: Number(row.delivery_charge),
    total: Number(row.total),
    currency: row.currency,
    delivery: {
      name: row.delivery_name,
      phone: row.delivery_phone,
      address: row.delivery_address,
      option: row.delivery_option,
    },
    payment: {
      method: row.payment_method,
      accountNumber: row.payment_account,
      transactionId: row.payment_transaction,
    },
    status: row.status,
    buyer: buyers.get(row.buyer_id) ?? {
      id: row.buyer_id,
      username: '',
      fullName: '',
      profilePicture: null,
    },
    createdAt: row.created_at,
    paidAt: row.paid_at,
    cancelledAt: row.cancelled_at,
  }));
}
