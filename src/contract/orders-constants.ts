/**
 * orders without its schemas: the statuses and their moves, the paths of the order calls and
 * screens, limits and texts, for the shop's first screens, which must not bring the schema
 * library with them. orders.ts re-exports all of it beside the schemas.
 */
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';
import { TRANSFER_METHODS, withTransferLabels } from './payments-constants';

export const ORDER_PATHS = {
  /** The signed-in member's own orders ("My orders"). */
  list: '/order',
  one: (id: number | string) => `/order/${id}`,
  seller: '/order/seller',
  /** Every line, for admins and developers. */
  lines: '/order/lines',
  confirm: '/order/confirm',
  quote: '/order/quote',
  updateStatus: '/order/updateStatus',
} as const;

/** Where a seller's notice of a new order leads: the seller dashboard, orders first. */
export const SELLER_ORDERS_SCREEN_PATH = '/dashboard/ROLE_SELLER';

/** Where the screens show an order to its buyer; push notices link here. */
export const orderScreenPath = (id: number | string) => `/products/orders/${id}`;

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

export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = defineTexts({
  unconfirmed: /*i18n*/ { id: 'Unconfirmed' },
  confirmed: /*i18n*/ { id: 'Confirmed' },
  shipped: /*i18n*/ { id: 'Shipped' },
  completed: /*i18n*/ { id: 'Completed' },
  rejected: /*i18n*/ { id: 'Rejected' },
  cancelled: /*i18n*/ { id: 'Cancelled' },
});

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
  /** The move needs a note: the reason for a rejection, which the buyer reads, or a later note. */
  needsNote?: boolean;
  /** The move leaves the line as it is and places a new order of the same items. */
  newOrder?: boolean;
}

/**
 * §4's buttons, wired, and the buyer's own: the only moves there are. Any move not listed is
 * refused. The seller's moves are §4's table; the buyer may cancel a line before it ships.
 */
export const ORDER_MOVES: readonly OrderMove[] = defineTexts([
  {
    from: 'unconfirmed',
    continuation: 'confirm',
    to: 'confirmed',
    by: 'seller',
    label: /*i18n*/ { id: 'Confirm' },
  },
  {
    from: 'unconfirmed',
    continuation: 'reject',
    to: 'rejected',
    by: 'seller',
    label: /*i18n*/ { id: 'Reject' },
    needsNote: true,
  },
  {
    from: 'confirmed',
    continuation: 'ship',
    to: 'shipped',
    by: 'seller',
    label: /*i18n*/ { id: 'Mark shipped' },
  },
  {
    from: 'confirmed',
    continuation: 'reject',
    to: 'rejected',
    by: 'seller',
    label: /*i18n*/ { id: 'Reject' },
    needsNote: true,
  },
  {
    from: 'shipped',
    continuation: 'finish',
    to: 'completed',
    by: 'seller',
    label: /*i18n*/ { id: 'Mark completed' },
  },
  {
    from: 'shipped',
    continuation: 'cancel',
    to: 'cancelled',
    by: 'seller',
    label: /*i18n*/ { id: 'Cancel' },
  },
  {
    from: 'completed',
    continuation: 'rerun',
    to: 'completed',
    by: 'seller',
    label: /*i18n*/ { id: 'Place again' },
    newOrder: true,
  },
  {
    from: 'rejected',
    continuation: 'undo',
    to: 'unconfirmed',
    by: 'seller',
    label: /*i18n*/ { id: 'Undo rejection' },
  },
  {
    from: 'rejected',
    continuation: 'rejectNote',
    to: 'rejected',
    by: 'seller',
    label: /*i18n*/ { id: 'Add a note' },
    needsNote: true,
  },
  {
    from: 'cancelled',
    continuation: 'confirm',
    to: 'confirmed',
    by: 'seller',
    label: /*i18n*/ { id: 'Confirm again' },
  },
  {
    from: 'cancelled',
    continuation: 'reject',
    to: 'rejected',
    by: 'seller',
    label: /*i18n*/ { id: 'Reject' },
    needsNote: true,
  },
  // The buyer's: a line not yet shipped may be called off.
  {
    from: 'unconfirmed',
    continuation: 'cancel',
    to: 'cancelled',
    by: 'buyer',
    label: /*i18n*/ { id: 'Cancel this item' },
  },
  {
    from: 'confirmed',
    continuation: 'cancel',
    to: 'cancelled',
    by: 'buyer',
    label: /*i18n*/ { id: 'Cancel this item' },
  },
] as const);

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
/**
 * The buyer pays for a line in these statuses; a rejected or cancelled line is refunded (what
 * was paid for it at checkout goes back), as its units go back to the stock.
 */
export const isCharged = holdsStock;

/** Cash when the order arrives, or a transfer to one of the club's accounts (payments.ts). */
export const PAYMENT_METHODS = ['cash_on_delivery', ...TRANSFER_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABEL: Readonly<Record<PaymentMethod, string>> = withTransferLabels(
  defineTexts({ cash_on_delivery: /*i18n*/ { id: 'Cash on delivery' } }),
);

/**
 * The reasons a seller picks from when rejecting a line (or writes their own): the buyer reads
 * the one chosen with their order and in the notice of the rejection.
 */
export const REJECT_REASONS = defineTexts([
  /*i18n*/ { id: 'Out of stock' },
  /*i18n*/ { id: 'Cannot deliver to this address' },
  /*i18n*/ { id: 'Payment not received' },
  /*i18n*/ { id: 'The price shown was wrong' },
] as const);

export const ORDER_LIMITS = {
  itemsMax: 50,
  quantityMax: 1000,
  noteMaxLength: 500,
  nameMaxLength: 80,
  addressMaxLength: 300,
} as const;

/** The order schemas' messages (orders.ts), English when the schemas are built. */
export const ORDER_VALIDATION = englishTexts({
  itemTwice: /*i18n*/ { id: 'Each product may appear once; change its quantity instead.' },
  deliveryOption: /*i18n*/ { id: 'Choose a delivery option.' },
});

export const ORDER_TEXT = defineTexts({
  priceChanged: /*i18n*/ {
    id: 'The prices or charges have changed since you saw them. Check the new total and confirm again.',
  },
  outOfStock: (name: string, left: number) =>
    left === 0
      ? t(/*i18n*/ { id: '{name} is out of stock.' }, { name })
      : t(/*i18n*/ { id: 'Only {left} of {name} left.' }, { left, name }),
  productGone: /*i18n*/ { id: 'This product is no longer sold.' },
  ownProduct: (name: string) =>
    t(/*i18n*/ { id: 'You sell {name}: it cannot be in your own order.' }, { name }),
  staleStatus: /*i18n*/ { id: 'Someone else has moved this order line. Reload it and try again.' },
  moveNotAllowed: (from: OrderStatus, continuation: string) =>
    t(
      /*i18n*/ { id: "A line that is {from} cannot be moved by ''{continuation}''." },
      {
        from,
        continuation,
      },
    ),
  noteRequired: /*i18n*/ { id: 'Write the note.' },
  reasonRequired: /*i18n*/ { id: 'Give the buyer the reason for rejecting this line.' },
  notYourLine: /*i18n*/ {
    id: 'Only the seller of this line, an admin or a developer may move it.',
  },
  notYourOrder: /*i18n*/ { id: 'Only the member who ordered this line may cancel it.' },
  tooLateToCancel: /*i18n*/ {
    id: 'This line has shipped, so it can no longer be cancelled. Ask the seller.',
  },
  buyerCancelled: /*i18n*/ { id: 'The buyer cancelled this line; it stays cancelled.' },
  buyerCancelledPushTitle: /*i18n*/ { id: 'An order line was cancelled by its buyer' },
  statusPushTitle: (status: OrderStatus) =>
    t(
      /*i18n*/ {
        id: '{status, select, unconfirmed {Your order is unconfirmed} confirmed {Your order is confirmed} shipped {Your order is shipped} completed {Your order is completed} rejected {Your order is rejected} cancelled {Your order is cancelled} other {Your order is {status}}}',
      },
      { status },
    ),
  notePushTitle: /*i18n*/ { id: 'A note on your rejected order' },
  /** The notice of a rejection, or of a later note on it: the product and the reason. */
  reasonPushBody: (product: string, reason: string) =>
    t(/*i18n*/ { id: '{product}: {reason}' }, { product, reason }),
  rerunPushTitle: /*i18n*/ { id: 'Your order was placed again' },
  newOrderPushTitle: /*i18n*/ { id: 'A new order for you' },
} as const);
