/**
 * Pre-orders. A member places one priced by the server alone (the jersey's price for the size's
 * group and the sleeve, the club's jersey delivery charge for the option) and refused with the
 * server's figures when the member was shown others. The buyer may cancel their own while it
 * is unpaid; admins and developers see every pre-order, mark them paid or unpaid again, and
 * export them. Status moves are conditional updates, so two moves never both win.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../../../contract/messages';
import {
  JERSEY_PAYMENT_LABEL,
  MERCHANDISE_ERROR_CODE,
  MERCHANDISE_TEXT,
  PRE_ORDER_STATUS_LABEL,
  SLEEVE_LABEL,
  priceOf,
  quotePreOrder,
  sizeOf,
  type PreOrder,
  type PreOrderFilter,
  type PreOrderInputParsed,
  type PreOrderQuote,
} from '../../../contract/merchandise';
import { toPage, type Page } from '../../../contract/paging';
import { DELIVERY_OPTION_LABEL, MINOR_PER_MAJOR } from '../../../contract/settings';
import { HttpError, conflict, forbidden, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { memberNamesById } from '../users';
import { checkPayable, readClubSettings } from '../settings';
import { csvOf } from './csv';
import {
  allPreOrders,
  findJersey,
  findPreOrder,
  insertPreOrder,
  listPreOrders,
  moveStatus,
} from './repository';
import { pricesOf, toPreOrders } from './shapes';

/** The member's figures differ from the server's; `quote` is the server's. */
export class PreOrderPriceChanged extends HttpError {
  constructor(readonly quote: PreOrderQuote) {
    super(409, MERCHANDISE_TEXT.priceChanged, { code: MERCHANDISE_ERROR_CODE.priceChanged });
  }
}

const STALE = 'Someone else has changed this pre-order. Reload it and try again.';

async function shaped(app: FastifyInstance, id: number): Promise<PreOrder> {
  const row = await findPreOrder(app.db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  const [preOrder] = await toPreOrders(app.db, [row]);
  return preOrder!;
}

export async function place(
  app: FastifyInstance,
  buyer: AuthUser,
  input: PreOrderInputParsed,
): Promise<PreOrder> {
  const id = await app.db.transaction().execute(async (trx) => {
    const jersey = await findJersey(trx, input.jerseyId);
    if (!jersey) throw notFound(SERVER_MESSAGE.notFound);
    if (jersey.open !== 1) throw conflict(MERCHANDISE_TEXT.closed);
    await checkPayable(trx, input.payment.method);
    const settings = await readClubSettings(trx);
    const quote = quotePreOrder(
      priceOf(pricesOf(jersey), input.size, input.sleeve) ?? 0,
      input.quantity,
      settings.jerseyDeliveryCharges[input.delivery.option],
      settings.currency,
    );
    if (
      input.unitPrice !== quote.unitPrice ||
      input.deliveryCharge !== quote.deliveryCharge ||
      input.total !== quote.total
    ) {
      throw new PreOrderPriceChanged(quote);
    }
    return insertPreOrder(trx, {
      jersey_id: jersey.id,
      buyer_id: buyer.id,
      jersey_name: jersey.name,
      size: input.size,
      sleeve: input.sleeve,
      quantity: input.quantity,
      unit_price: quote.unitPrice,
      delivery_charge: quote.deliveryCharge,
      total: quote.total,
      currency: quote.currency,
      delivery_name: input.delivery.name,
      delivery_phone: input.delivery.phone,
      delivery_address: input.delivery.address,
      delivery_option: input.delivery.option,
      payment_method: input.payment.method,
      payment_account: input.payment.accountNumber,
      payment_transaction: input.payment.transactionId,
      status: 'unpaid',
      paid_by: null,
      created_at: new Date().toISOString(),
      paid_at: null,
      cancelled_at: null,
    });
  });
  return shaped(app, id);
}

export async function list(
  db: Kysely<Database>,
  filter: PreOrderFilter & { buyerId?: number },
  page: number,
  size: number,
): Promise<Page<PreOrder>> {
  const { rows, total } = await listPreOrders(db, filter, page, size);
  return toPage(await toPreOrders(db, rows), total, page, size);
}

/** The buyer's own, while it is unpaid. */
export async function cancel(app: FastifyInstance, member: AuthUser, id: number) {
  const row = await findPreOrder(app.db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  if (row.buyer_id !== member.id) throw forbidden(MERCHANDISE_TEXT.notYours);
  if (row.status !== 'unpaid') throw conflict(MERCHANDISE_TEXT.onlyUnpaidCancel);
  const moved = await moveStatus(app.db, id, 'unpaid', {
    status: 'cancelled',
    cancelled_at: new Date().toISOString(),
  });
  if (!moved) throw conflict(MERCHANDISE_TEXT.onlyUnpaidCancel);
  return shaped(app, id);
}

/** Marks it paid or unpaid again; asking for the status it already has changes nothing. */
export async function setPaid(app: FastifyInstance, admin: AuthUser, id: number, paid: boolean) {
  const row = await findPreOrder(app.db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  if (row.status === 'cancelled') throw conflict(MERCHANDISE_TEXT.cancelledNotPaid);
  const wanted = paid ? 'paid' : 'unpaid';
  if (row.status === wanted) return shaped(app, id);
  const moved = paid
    ? await moveStatus(app.db, id, 'unpaid', {
        status: 'paid',
        paid_at: new Date().toISOString(),
        paid_by: admin.id,
      })
    : await moveStatus(app.db, id, 'paid', { status: 'unpaid', paid_at: null, paid_by: null });
  if (!moved) throw conflict(STALE);
  return shaped(app, id);
}

const major = (minor: number) => (minor / MINOR_PER_MAJOR).toFixed(2);

export const CSV_HEADER = [
  'Pre-order',
  'Placed at',
  'Status',
  'Member',
  'Username',
  'Jersey',
  'Size',
  'Sleeve',
  'Quantity',
  'Unit price',
  'Delivery charge',
  'Total',
  'Currency',
  'Delivery',
  'Contact name',
  'Phone',
  'Address',
  'Payment',
  'Account',
  'Transaction id',
  'Paid at',
];

/** Every pre-order the filter holds, oldest first, as CSV text. */
export async function exportCsv(db: Kysely<Database>, filter: PreOrderFilter): Promise<string> {
  const rows = await allPreOrders(db, filter);
  const buyers = await memberNamesById(
    db,
    rows.map((row) => row.buyer_id),
  );
  return csvOf([
    CSV_HEADER,
    ...rows.map((row) => {
      const buyer = buyers.get(row.buyer_id);
      return [
        row.id,
        row.created_at,
        PRE_ORDER_STATUS_LABEL[row.status],
        buyer?.fullName ?? '',
        buyer?.username ?? '',
        row.jersey_name,
        sizeOf(row.size)?.label ?? row.size,
        SLEEVE_LABEL[row.sleeve],
        row.quantity,
        major(Number(row.unit_price)),
        major(Number(row.delivery_charge)),
        major(Number(row.total)),
        row.currency,
        DELIVERY_OPTION_LABEL[row.delivery_option],
        row.delivery_name,
        row.delivery_phone,
        row.delivery_address,
        JERSEY_PAYMENT_LABEL[row.payment_method],
        row.payment_account,
        row.payment_transaction,
        row.paid_at,
      ];
    }),
  ]);
}
