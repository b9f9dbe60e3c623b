/**
 * Moving an order line through §4's statuses. The move must be in ORDER_MOVES, the stated
 * current status must still be the stored one (else 409: someone else moved it), the line's
 * seller, admins and developers make the seller's moves, and the buyer alone cancels a line of
 * theirs before it ships (a line the buyer cancelled stays so). A line going to rejected or
 * cancelled gives its units back to the stock; one coming back from there takes them again, if
 * they are still there. Every move is kept with who made it and when, and the other side is
 * told: the buyer of a seller's move, the seller of the buyer's. A rejection needs its reason,
 * which the buyer reads with the line and in the notice.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../../contract/messages';
import {
  ORDER_ERROR_CODE,
  ORDER_TEXT,
  SELLER_ORDERS_SCREEN_PATH,
  cancelledByBuyer,
  findMove,
  holdsStock,
  orderScreenPath,
  type OrderMove,
  type OrderStatusReply,
  type OrderStatusUpdate,
} from '../../../contract/orders';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { recordAudit } from '../admin';
import { findProduct, returnStock, takeStock } from '../products';
import {
  findLine,
  findOrder,
  historyOfLines,
  insertHistory,
  insertLine,
  insertOrder,
  moveLine,
  type OrderLineRow,
} from './repository';
import { overseesOrders } from './service';
import { toLines } from './shapes';

type Db = Kysely<Database>;
type Update = OrderStatusUpdate & { note: string | null };

async function take(trx: Db, line: OrderLineRow): Promise<void> {
  if (await takeStock(trx, line.product_id, line.quantity)) return;
  const product = await findProduct(trx, line.product_id);
  throw new HttpError(
    409,
    ORDER_TEXT.outOfStock(line.product_name, product?.quantity_available ?? 0),
    { code: ORDER_ERROR_CODE.outOfStock },
  );
}

/** A completed line's 're-run': a new order of the same items at today's price. */
async function rerun(trx: Db, line: OrderLineRow, actor: AuthUser, now: string): Promise<number> {
  const [product, old] = await Promise.all([
    findProduct(trx, line.product_id),
    findOrder(trx, line.order_id),
  ]);
  if (!product || !old) throw notFound(ORDER_TEXT.productGone);
  await take(trx, line);
  const price = product.discount_price ?? product.price;
  const itemsTotal = price * line.quantity;
  const orderId = await insertOrder(trx, {
    ...old,
    id: undefined,
    items_total: itemsTotal,
    discount: (product.price - price) * line.quantity,
    service_charge: 0,
    delivery_charge: 0,
    total: itemsTotal,
    rerun_of: old.id,
    created_at: now,
  });
  const lineId = await insertLine(trx, {
    order_id: orderId,
    product_id: product.id,
    seller_id: line.seller_id,
    customer_id: line.customer_id,
    product_name: product.name,
    unit_price: price,
    list_price: product.price,
    quantity: line.quantity,
    line_total: itemsTotal,
    status: 'unconfirmed',
    status_note: null,
    created_at: now,
    updated_at: now,
  });
  await insertHistory(trx, {
    line_id: lineId,
    from_status: null,
    to_status: 'unconfirmed',
    continuation: 'rerun',
    note: null,
    by_user_id: actor.id,
    at: now,
  });
  return orderId;
}

async function apply(trx: Db, line: OrderLineRow, move: OrderMove, update: Update) {
  const note = move.to === 'rejected' ? (update.note ?? line.status_note) : null;
  if (!(await moveLine(trx, line.id, move.from, move.to, note))) {
    throw conflict(ORDER_TEXT.staleStatus);
  }
  if (holdsStock(move.from) && !holdsStock(move.to)) {
    await returnStock(trx, line.product_id, line.quantity);
  } else if (!holdsStock(move.from) && holdsStock(move.to)) {
    await take(trx, line);
  }
}

export async function updateStatus(
  app: FastifyInstance,
  actor: AuthUser,
  update: Update,
): Promise<OrderStatusReply> {
  const outcome = await app.db.transaction().execute(async (trx) => {
    const line = await findLine(trx, update.id);
    if (!line) throw notFound(SERVER_MESSAGE.notFound);
    const isSeller = line.seller_id === actor.id || overseesOrders(actor);
    const isBuyer = line.customer_id === actor.id;
    if (!isSeller && !isBuyer) throw forbidden(ORDER_TEXT.notYourLine);
    const move = findMove(update.currentStatus, update.continuation);
    if (!move) {
      throw badRequest(ORDER_TEXT.moveNotAllowed(update.currentStatus, update.continuation), {
        continuation: ORDER_TEXT.moveNotAllowed(update.currentStatus, update.continuation),
      });
    }
    if (move.by === 'seller' && !isSeller) {
      // The buyer's cancel of a shipped line is the seller's move, and too late for the buyer.
      throw forbidden(
        move.continuation === 'cancel' ? ORDER_TEXT.tooLateToCancel : ORDER_TEXT.notYourLine,
      );
    }
    if (move.by === 'buyer' && !isBuyer) throw forbidden(ORDER_TEXT.notYourOrder);
    if (move.needsNote && !update.note) {
      const message =
        move.continuation === 'reject' ? ORDER_TEXT.reasonRequired : ORDER_TEXT.noteRequired;
      throw badRequest(message, { note: message });
    }
    if (line.status !== update.currentStatus) throw conflict(ORDER_TEXT.staleStatus);
    if (move.by === 'seller') {
      const history = (await historyOfLines(trx, [line.id])).map((entry) => ({
        from: entry.from_status,
        continuation: entry.continuation,
      }));
      if (cancelledByBuyer({ status: line.status, history })) {
        throw conflict(ORDER_TEXT.buyerCancelled);
      }
    }
    const now = new Date().toISOString();
    const newOrderId = move.newOrder ? await rerun(trx, line, actor, now) : null;
    if (!move.newOrder) await apply(trx, line, move, update);
    await insertHistory(trx, {
      line_id: line.id,
      from_status: move.from,
      to_status: move.to,
      continuation: move.continuation,
      note: newOrderId === null ? update.note : `#${newOrderId}`,
      by_user_id: actor.id,
      at: now,
    });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'order.move',
      subjectType: 'order_line',
      subjectId: line.id,
      details: { orderId: line.order_id, from: move.from, to: move.to, newOrderId },
    });
    const [shaped] = await toLines(trx, [(await findLine(trx, line.id))!]);
    return { line: shaped!, move, newOrderId };
  });

  const { line, move, newOrderId } = outcome;
  // After the commit, and not awaited: the reply must not wait on push services.
  if (move.by === 'buyer') {
    void app.notify([line.sellerId], 'orders', () => ({
      title: ORDER_TEXT.buyerCancelledPushTitle,
      body: `${line.productName} × ${line.quantity}, order ${line.orderId}`,
      url: SELLER_ORDERS_SCREEN_PATH,
      tag: `order-line-${line.id}`,
    }));
    return { line, newOrderId };
  }
  void app.notify([line.cid], 'orders', () => ({
    title: move.newOrder
      ? ORDER_TEXT.rerunPushTitle
      : move.continuation === 'rejectNote'
        ? ORDER_TEXT.notePushTitle
        : ORDER_TEXT.statusPushTitle(move.to),
    // A rejection comes with its reason, so the buyer knows why without opening the order.
    body:
      move.to === 'rejected' && line.statusNote
        ? ORDER_TEXT.reasonPushBody(line.productName, line.statusNote)
        : line.productName,
    url: orderScreenPath(newOrderId ?? line.orderId),
    tag: `order-line-${line.id}`,
  }));
  return { line, newOrderId };
}
