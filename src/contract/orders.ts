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
import { isTransferMethod, TRANSFER_METHOD_LABEL, TRANSFER_METHODS } from './payments';
import { memberNameSchema } from './products';
import { DELIVERY_OPTIONS, moneySchema } from './settings';
import { idSchema } from './ids';

export * from './orders-constants';

/** §4 Order statuses. */
export const ORDER_STATUSES = [
  'unconfirmed',
  'confirmed',
  'shipped',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** The names a status update gives its move (`continuation`). */
export const ORDER_CONTINUATIONS = [
  'confirm',
  'reject',
  'ship',
  'finish',
  'cancel',
  'rerun',
  'undo',
  'rejectNote',
] as const;
export type OrderContinuation = (typeof ORDER_CONTINUATIONS)[number];

/**
 * Who makes a move: 'seller' is the line's seller, admins and developers; 'buyer' is the member
 * who ordered the line.
 */
export type OrderMover = 'seller' | 'buyer';

export interface OrderMove {
  from: OrderStatus;
  continuation: OrderContinuation;
  to: OrderStatus;
  by: OrderMover;
  /** The button's text: what the move does (§4 named the buttons after the status reached). */
  label: string;
  /** The move needs a note (a rejection note). */
  needsNote?: boolean;
  /** The move leaves the line as it is and places a new order of the same items. */
  newOrder?: boolean;
}

/**
 * §4's buttons, wired, and the buyer's own: the only moves there are. Any move not listed is
 * refused. The seller's moves are §4's table; the buyer may cancel a line before it ships.
 */
export const ORDER_MOVES: readonly OrderMove[] = [
  { from: 'unconfirmed', continuation: 'confirm', to: 'confirmed', by: 'seller', label: 'Confirm' },
  { from: 'unconfirmed', continuation: 'reject', to: 'rejected', by: 'seller', label: 'Reject' },
  { from: 'confirmed', continuation: 'ship', to: 'shipped', by: 'seller', label: 'Mark shipped' },
  { from: 'confirmed', continuation: 'reject', to: 'rejected', by: 'seller', label: 'Reject' },
  {
    from: 'shipped',
    continuation: 'finish',
    to: 'completed',
    by: 'seller',
    label: 'Mark completed',
  },
  { from: 'shipped', continuation: 'cancel', to: 'cancelled', by: 'seller', label: 'Cancel' },
  {
    from: 'completed',
    continuation: 'rerun',
    to: 'completed',
    by: 'seller',
    label: 'Place again',
    newOrder: true,
  },
  {
    from: 'rejected',
    continuation: 'undo',
    to: 'unconfirmed',
    by: 'seller',
    label: 'Undo rejection',
  },
  {
    from: 'rejected',
    continuation: 'rejectNote',
    to: 'rejected',
    by: 'seller',
    label: 'Add a note',
    needsNote: true,
  },
  {
    from: 'cancelled',
    continuation: 'confirm',
    to: 'confirmed',
    by: 'seller',
    label: 'Confirm again',
  },
  { from: 'cancelled', continuation: 'reject', to: 'rejected', by: 'seller', label: 'Reject' },
  // The buyer's: a line not yet shipped may be called off.
  {
    from: 'unconfirmed',
    continuation: 'cancel',
    to: 'cancelled',
    by: 'buyer',
    label: 'Cancel this item',
  },
  {
    from: 'confirmed',
    continuation: 'cancel',
    to: 'cancelled',
    by: 'buyer',
    label: 'Cancel this item',
  },
];

export function findMove(
  from: OrderStatus,
  continuation: OrderContinuation,
): OrderMove | undefined {
  return ORDER_MOVES.find((move) => move.from === from && move.continuation === continuation);
}

/** What a line's moves depend on: its status, and the moves it made (oldest first). */
interface LineState {
  status: OrderStatus;
  history: readonly { from: string | null; continuation: string | null }[];
}

/** The buyer called the line off: only the buyer cancels a line before it ships. */
export function cancelledByBuyer(line: LineState): boolean {
  const last = line.history.at(-1);
  if (line.status !== 'cancelled' || last?.continuation !== 'cancel' || !last.from) return false;
  return ORDER_MOVES.some(
    (move) => move.from === last.from && move.continuation === 'cancel' && move.by === 'buyer',
  );
}

/**
 * The moves `by` may make on a line now. A line its buyer cancelled stays cancelled: the seller
 * may not confirm what the buyer no longer wants.
 */
export function movesFor(line: LineState, by: OrderMover): OrderMove[] {
  if (by === 'seller' && cancelledByBuyer(line)) return [];
  return ORDER_MOVES.filter((move) => move.from === line.status && move.by === by);
}

/** A line in these statuses gave its units back to the stock. */
export const STOCK_RETURNED_STATUSES: readonly OrderStatus[] = ['rejected', 'cancelled'];
export const holdsStock = (status: OrderStatus) => !STOCK_RETURNED_STATUSES.includes(status);

/** Cash when the order arrives, or a transfer to one of the club's accounts (payments.ts). */
export const PAYMENT_METHODS = ['cash_on_delivery', ...TRANSFER_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  ...TRANSFER_METHOD_LABEL,
};

export const ORDER_LIMITS = {
  itemsMax: 50,
  quantityMax: 1000,
  noteMaxLength: 500,
  accountMaxLength: 40,
  transactionMaxLength: 60,
  nameMaxLength: 80,
  addressMaxLength: 300,
} as const;

export const ORDER_TEXT = {
  priceChanged:
    'The prices or charges have changed since you saw them. Check the new total and confirm again.',
  outOfStock: (name: string, left: number) =>
    left === 0 ? `${name} is out of stock.` : `Only ${left} of ${name} left.`,
  productGone: 'This product is no longer sold.',
  ownProduct: (name: string) => `You sell ${name}: it cannot be in your own order.`,
  itemTwice: 'Each product may appear once; change its quantity instead.',
  transferDetails: 'Give the account you paid from and the transaction id.',
  staleStatus: 'Someone else has moved this order line. Reload it and try again.',
  moveNotAllowed: (from: OrderStatus, continuation: string) =>
    `A line that is ${from} cannot be moved by '${continuation}'.`,
  noteRequired: 'Write the note.',
  notYourLine: 'Only the seller of this line, an admin or a developer may move it.',
  notYourOrder: 'Only the member who ordered this line may cancel it.',
  tooLateToCancel: 'This line has shipped, so it can no longer be cancelled. Ask the seller.',
  buyerCancelled: 'The buyer cancelled this line; it stays cancelled.',
  buyerCancelledPushTitle: 'An order line was cancelled by its buyer',
  statusPushTitle: (status: OrderStatus) => `Your order is ${status}`,
  notePushTitle: 'A note on your rejected order',
  rerunPushTitle: 'Your order was placed again',
  newOrderPushTitle: 'A new order for you',
} as const;

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
  option: z.enum(DELIVERY_OPTIONS, 'Choose a delivery option.'),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** Cash on delivery, or a transfer the buyer has made (the account and the transaction id). */
export const paymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, 'Choose a payment method.'),
    accountNumber: z
      .string()
      .trim()
      .max(ORDER_LIMITS.accountMaxLength, VALIDATION.tooLong)
      .nullish()
      .transform((value) => value || null),
    transactionId: z
      .string()
      .trim()
      .max(ORDER_LIMITS.transactionMaxLength, VALIDATION.tooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((payment, context) => {
    if (!isTransferMethod(payment.method)) return;
    for (const field of ['accountNumber', 'transactionId'] as const) {
      if (!payment[field]) {
        context.addIssue({ code: 'custom', path: [field], message: ORDER_TEXT.transferDetails });
      }
    }
  });
export type Payment = z.infer<typeof paymentSchema>;

function distinctProducts(items: { productId: number }[], context: z.RefinementCtx) {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.productId)) {
      context.addIssue({
        code: 'custom',
        path: ['orderItems', index, 'productId'],
        message: ORDER_TEXT.itemTwice,
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
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    accountNumber: z.string().nullable(),
    transactionId: z.string().nullable(),
  }),
  itemsTotal: z.number().int(),
  discount: z.number().int(),
  serviceCharge: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  date: z.string(),
  /** The completed order this one re-runs. */
  rerunOf: z.number().int().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = pageSchema(orderSchema);
export const orderLinePageSchema = pageSchema(orderLineSchema);
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
