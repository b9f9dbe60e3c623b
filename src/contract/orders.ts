/**
 * Orders (§3 Order, Order-create and confirm payload, Order status update; §4 Order statuses;
 * §7 Orders). An order holds lines of one or more sellers; each line carries its own status,
 * seller and customer, and each seller moves only their own lines. The server prices every
 * order from its database; the figures a buyer sends are only compared with its own.
 */
import { z } from 'zod';
import { MAX_PHONE, MIN_ADDRESS, MIN_FULL_NAME, MIN_PHONE, PAGE_SIZE } from './constants';
import { errorReplySchema } from './errors';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { paymentInputSchema, paymentReplySchema } from './payments';
import { memberNameSchema } from './products';
import { DELIVERY_OPTIONS, moneySchema } from './settings';
import { idSchema } from './ids';

import {
  ORDER_CONTINUATIONS,
  ORDER_LIMITS,
  ORDER_STATUSES,
  ORDER_VALIDATION,
  PAYMENT_METHODS,
} from './orders-constants';

export * from './orders-constants';

/** A line as the buyer sends it: `price` is the unit price they were shown. */
export const orderItemSchema = z.object({
  productId: idSchema,
  quantity: z.number().int().min(1).max(ORDER_LIMITS.quantityMax),
  price: moneySchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const text = (min: number, max: number, message: string) =>
  z.string(message).trim().min(min, message).max(max, VALIDATION.tooLong);

export const deliverySchema = z.object({
  name: text(MIN_FULL_NAME, ORDER_LIMITS.nameMaxLength, VALIDATION.fullName),
  phone: z
    .string(VALIDATION.phone)
    .trim()
    .regex(/^\+?[0-9]+$/, VALIDATION.phone)
    .min(MIN_PHONE, VALIDATION.phone)
    .max(MAX_PHONE, VALIDATION.phone),
  address: text(MIN_ADDRESS, ORDER_LIMITS.addressMaxLength, VALIDATION.address),
  option: z.enum(DELIVERY_OPTIONS, ORDER_VALIDATION.deliveryOption),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** Cash on delivery, or a transfer the buyer has made (the account and the transaction id). */
export const paymentSchema = paymentInputSchema(PAYMENT_METHODS);
export type Payment = z.infer<typeof paymentSchema>;

function distinctProducts(items: { productId: number }[], context: z.RefinementCtx) {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.productId)) {
      context.addIssue({
        code: 'custom',
        path: ['orderItems', index, 'productId'],
        message: ORDER_VALIDATION.itemTwice,
      });
    }
    seen.add(item.productId);
  });
}

/**
 * POST /order/confirm (§3 Order-create and confirm payload, with delivery and payment). The
 * charges and prices are what the buyer was shown; the server refuses the order (409, with its
 * own figures) when any of them differs from its own.
 */
export const orderConfirmSchema = z
  .object({
    orderItems: z.array(orderItemSchema).min(1).max(ORDER_LIMITS.itemsMax),
    serviceCharge: moneySchema,
    deliveryCharge: moneySchema,
    discount: moneySchema,
    delivery: deliverySchema,
    payment: paymentSchema,
  })
  .superRefine((order, context) => distinctProducts(order.orderItems, context));
export type OrderConfirm = z.input<typeof orderConfirmSchema>;
export type OrderConfirmParsed = z.output<typeof orderConfirmSchema>;

/** POST /order/quote: the server's figures for these items, before confirming. */
export const orderQuoteRequestSchema = z
  .object({
    orderItems: z
      .array(orderItemSchema.pick({ productId: true, quantity: true }))
      .min(1)
      .max(ORDER_LIMITS.itemsMax),
    deliveryOption: z.enum(DELIVERY_OPTIONS),
  })
  .superRefine((order, context) => distinctProducts(order.orderItems, context));
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;

export const quoteLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** The unit price charged (the discount price when there is one). */
  price: z.number().int(),
  listPrice: z.number().int(),
  lineTotal: z.number().int(),
  quantityAvailable: z.number().int(),
  sellerId: z.number().int(),
});

/** What an order costs, by the server's reckoning. total = itemsTotal + the two charges. */
export const orderQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  itemsTotal: z.number().int(),
  /** What the discount prices save against the list prices. */
  discount: z.number().int(),
  serviceCharge: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** The 409 of a confirmation whose figures differ from the server's: the server's figures. */
export const priceChangedReplySchema = errorReplySchema.extend({ quote: orderQuoteSchema });
export type PriceChangedReply = z.infer<typeof priceChangedReplySchema>;
export const ORDER_ERROR_CODE = {
  priceChanged: 'PRICE_CHANGED',
  outOfStock: 'OUT_OF_STOCK',
} as const;

export const statusHistorySchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  continuation: z.string().nullable(),
  note: z.string().nullable(),
  by: memberNameSchema.nullable(),
  at: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistorySchema>;

/** §3 Order: one line, with its own status, seller (`sellerId`) and customer (`cid`). */
export const orderLineSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  cid: z.number().int(),
  pid: z.number().int(),
  sellerId: z.number().int(),
  productName: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  currency: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The latest rejection note. */
  statusNote: z.string().nullable(),
  updatedAt: z.string(),
  customer: memberNameSchema,
  seller: memberNameSchema,
  /** The buyer has reviewed this line. */
  reviewed: z.boolean(),
  history: z.array(statusHistorySchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One checkout: its lines, the delivery contact and payment, and the figures charged. */
export const orderSchema = z.object({
  id: z.number().int(),
  /** The order number the confirmation answered. */
  number: z.string(),
  customerId: z.number().int(),
  lines: z.array(orderLineSchema),
  delivery: deliverySchema,
  payment: paymentReplySchema(PAYMENT_METHODS),
  itemsTotal: z.number().int(),
  discount: z.number().int(),
  serviceCharge: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  date: z.string(),
  /** The completed order this one re-runs. */
  rerunOf: z.number().int().nullable(),
  /**
   * The lines a seller may not see (other sellers'), as sums only, so the seller's invoice still
   * adds up to the order's total; null when every line is shown.
   */
  otherSellers: z
    .object({
      /** Lines still charged, and their totals; lines rejected or cancelled, refunded. */
      chargedLines: z.number().int(),
      charged: z.number().int(),
      refunded: z.number().int(),
    })
    .nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = pageSchema(orderSchema);

/**
 * GET /order/seller and /order/lines: a line with its order's delivery contact and payment,
 * which whoever ships it needs (and to check a transfer). Its seller may read them anyway
 * (GET /order/{id} shows them the order of any of their lines), admins and developers every
 * order; in the list, a page of lines needs no read per order.
 */
export const lineToShipSchema = orderLineSchema.extend({
  delivery: orderSchema.shape.delivery,
  payment: orderSchema.shape.payment,
});
export type LineToShip = z.infer<typeof lineToShipSchema>;
export const lineToShipPageSchema = pageSchema(lineToShipSchema);
export const orderListQuerySchema = pageQuerySchema(PAGE_SIZE.orders);
/** GET /order/seller?page&size&status (§7), and the developers' list of every line. */
export const orderLineListQuerySchema = pageQuerySchema(PAGE_SIZE.orders).extend({
  status: z.enum(ORDER_STATUSES).optional(),
});

/** §3 Order status update; `note` goes with a rejection or a rejection note. */
export const orderStatusUpdateSchema = z.object({
  id: idSchema,
  currentStatus: z.enum(ORDER_STATUSES),
  continuation: z.enum(ORDER_CONTINUATIONS),
  note: z
    .string()
    .trim()
    .max(ORDER_LIMITS.noteMaxLength, VALIDATION.tooLong)
    .nullish()
    .transform((value) => value || null),
});
export type OrderStatusUpdate = z.input<typeof orderStatusUpdateSchema>;

export const orderStatusReplySchema = z.object({
  line: orderLineSchema,
  /** The new order a re-run placed. */
  newOrderId: z.number().int().nullable(),
});
export type OrderStatusReply = z.infer<typeof orderStatusReplySchema>;
