/**
 * Checkout (POST /order/confirm): in one transaction the server prices the order itself,
 * refuses it when the buyer was shown other figures, takes every line's units from the stock
 * with a conditional UPDATE (all lines or none, so two buyers can never both get the last
 * unit), writes the order, its lines as 'unconfirmed' and their first history entry, and
 * empties those lines from the buyer's cart.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import {
  ORDER_ERROR_CODE,
  ORDER_TEXT,
  SELLER_ORDERS_SCREEN_PATH,
  type OrderConfirmParsed,
  type OrderQuote,
  type OrderQuoteRequest,
} from '../../../contract/orders';
import { badRequest, HttpError } from '../../http-errors';
import { keepNoReply, type KeepReply } from '../../plugins/idempotency-reply';
import type { AuthUser } from '../../types';
import { deleteCartItems } from '../cart';
import { takeStock } from '../products';
import { matchesQuote, quoteOf } from './pricing';
import { checkPayable } from '../settings';
import { insertHistory, insertLine, insertOrder } from './repository';

/** The buyer's figures differ from the server's; `quote` is the server's. */
export class PriceChanged extends HttpError {
  constructor(readonly quote: OrderQuote) {
    super(409, ORDER_TEXT.priceChanged, { code: ORDER_ERROR_CODE.priceChanged });
  }
}

export function quote(db: Kysely<Database>, request: OrderQuoteRequest) {
  return quoteOf(db, request.orderItems, request.deliveryOption);
}

/**
 * Takes the stock of every line, in product order so that concurrent checkouts lock rows
 * in the same order; throws 409 naming the lines short of stock.
 */
async function takeAll(trx: FastifyInstance['db'], order: OrderQuote): Promise<void> {
  const sorted = [...order.lines].sort((a, b) => a.productId - b.productId);
  const fieldErrors: Record<string, string> = {};
  for (const line of sorted) {
    if (!(await takeStock(trx, line.productId, line.quantity))) {
      const index = order.lines.indexOf(line);
      fieldErrors[`orderItems.${index}.quantity`] = ORDER_TEXT.outOfStock(
        line.name,
        line.quantityAvailable,
      );
    }
  }
  const first = Object.values(fieldErrors)[0];
  if (first) {
    throw new HttpError(409, first, { code: ORDER_ERROR_CODE.outOfStock, fieldErrors });
  }
}

/** A seller does not buy from themself: a 400 naming each line of their own. */
function refuseOwnProducts(buyer: AuthUser, order: OrderQuote): void {
  const fieldErrors: Record<string, string> = {};
  order.lines.forEach((line, index) => {
    if (line.sellerId === buyer.id) {
      fieldErrors[`orderItems.${index}.productId`] = ORDER_TEXT.ownProduct(line.name);
    }
  });
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
}

/** Places the order and returns its id; throws PriceChanged or a 409 for missing stock. */
export async function confirm(
  app: FastifyInstance,
  buyer: AuthUser,
  input: OrderConfirmParsed,
  keepReply: KeepReply = keepNoReply,
): Promise<number> {
  // The reply is kept with the order, so a retry after a crash is replayed or orders once.
  const { orderId, order } = await app.db.transaction().execute(async (trx) => {
    await checkPayable(trx, input.payment.method);
    const order = await quoteOf(trx, input.orderItems, input.delivery.option);
    refuseOwnProducts(buyer, order);
    if (!matchesQuote(input, order)) throw new PriceChanged(order);
    await takeAll(trx, order);
    const now = new Date().toISOString();
    const orderId = await insertOrder(trx, {
      customer_id: buyer.id,
      delivery_name: input.delivery.name,
      delivery_phone: input.delivery.phone,
      delivery_address: input.delivery.address,
      delivery_option: input.delivery.option,
      payment_method: input.payment.method,
      payment_account: input.payment.accountNumber,
      payment_transaction: input.payment.transactionId,
      items_total: order.itemsTotal,
      discount: order.discount,
      service_charge: order.serviceCharge,
      delivery_charge: order.deliveryCharge,
      total: order.total,
      currency: order.currency,
      rerun_of: null,
      created_at: now,
    });
    for (const line of order.lines) {
      const lineId = await insertLine(trx, {
        order_id: orderId,
        product_id: line.productId,
        seller_id: line.sellerId,
        customer_id: buyer.id,
        product_name: line.name,
        unit_price: line.price,
        list_price: line.listPrice,
        quantity: line.quantity,
        line_total: line.lineTotal,
        status: 'unconfirmed',
        status_note: null,
        created_at: now,
        updated_at: now,
      });
      await insertHistory(trx, {
        line_id: lineId,
        from_status: null,
        to_status: 'unconfirmed',
        continuation: null,
        note: null,
        by_user_id: buyer.id,
        at: now,
      });
    }
    await deleteCartItems(
      trx,
      buyer.id,
      order.lines.map((line) => line.productId),
    );
    await keepReply(trx, String(orderId));
    return { orderId, order };
  });
  // After the commit, and not awaited: the buyer's reply must not wait on push services.
  for (const sellerId of new Set(order.lines.map((line) => line.sellerId))) {
    const names = order.lines.filter((line) => line.sellerId === sellerId).map((line) => line.name);
    void app.notify([sellerId], 'orders', () => ({
      title: ORDER_TEXT.newOrderPushTitle,
      body: names.join(', '),
      url: SELLER_ORDERS_SCREEN_PATH,
      tag: `order-${orderId}-seller-${sellerId}`,
    }));
  }
  return orderId;
}
