/** The seller's screens' own words; the server's messages and the spec's texts come from contract/. */
import { defineTexts, t } from '../../../../contract/i18n/texts';
import { ORDER_STATUS_LABEL, type OrderStatus } from '../../../../contract/orders-constants';

export const INVOICE_TEXT = defineTexts({
  dialogTitle: (orderId: number) => t(/*i18n*/ { id: 'Invoice of order {orderId}' }, { orderId }),
  title: /*i18n*/ { id: 'Invoice' },
  order: (number: string) => t(/*i18n*/ { id: 'Order {number}' }, { number }),
  deliverTo: /*i18n*/ { id: 'Deliver to' },
  product: /*i18n*/ { id: 'Product' },
  /** Under each product: how many, at what unit price. */
  quantityAt: (quantity: number, unitPrice: string) =>
    t(/*i18n*/ { id: '{quantity} × {unitPrice}' }, { quantity, unitPrice }),
  lineTotal: /*i18n*/ { id: 'Total' },
  /** A line that is no longer charged: its status, and that its total went back. */
  refundedLine: (status: OrderStatus) =>
    t(/*i18n*/ { id: '{status} · refunded' }, { status: ORDER_STATUS_LABEL[status] }),
  otherSellers: /*i18n*/ { id: "Other sellers' items" },
  serviceCharge: /*i18n*/ { id: 'Service charge' },
  deliveryCharge: /*i18n*/ { id: 'Delivery charge' },
  chargesRefunded: /*i18n*/ { id: 'refunded: nothing is left to deliver' },
  paid: /*i18n*/ { id: 'Paid at checkout' },
  refunded: /*i18n*/ { id: 'Refunded' },
  charged: /*i18n*/ { id: 'Total charged' },
  total: /*i18n*/ { id: 'Total' },
  payment: (method: string) => t(/*i18n*/ { id: 'Payment: {method}' }, { method }),
  close: /*i18n*/ { id: 'Close' },
  print: /*i18n*/ { id: 'Print' },
});

export const REJECT_TEXT = defineTexts({
  title: (product: string) => t(/*i18n*/ { id: 'Reject {product}?' }, { product }),
  body: (quantity: number, customer: string) =>
    t(
      /*i18n*/ {
        id: '{quantity} for {customer}. The units go back to your stock, and the buyer is told at once, with the reason below. You can undo it.',
        comment: 'quantity: how many units of the product the customer ordered.',
      },
      { quantity, customer },
    ),
  reasonLabel: /*i18n*/ { id: 'Reason the buyer reads' },
  other: /*i18n*/ { id: 'Another reason' },
  otherLabel: /*i18n*/ { id: 'Your reason' },
  otherDescription: /*i18n*/ { id: 'Shown to the buyer with their order and in the notice.' },
  confirm: /*i18n*/ { id: 'Reject line' },
  keep: /*i18n*/ { id: 'Keep it' },
});

/** What the shop's back-office screens say where a read failed. */
export const SHOP_OFFICE_TEXT = defineTexts({
  figuresLoadFailed: /*i18n*/ { id: 'The figures could not be loaded' },
  linesLoadFailed: /*i18n*/ { id: 'The order lines could not be loaded' },
  orderLoadFailed: /*i18n*/ { id: 'This order could not be loaded' },
  payoutsLoadFailed: /*i18n*/ { id: 'The payouts could not be loaded' },
});

/** An order line's moves (line-moves.tsx) and its card (seller-line-card.tsx). */
export const LINE_TEXT = defineTexts({
  stale: /*i18n*/ {
    id: 'Someone else has moved this order line meanwhile: it is shown as it is now.',
  },
  buyerCancelled: /*i18n*/ { id: 'The buyer cancelled this item; it stays cancelled.' },
  moves: /*i18n*/ { id: 'Move this line' },
  noteLabel: /*i18n*/ { id: 'Rejection note' },
  noteHint: /*i18n*/ { id: 'The buyer reads it with their order.' },
  sendNote: /*i18n*/ { id: 'Send note' },
  cancel: /*i18n*/ { id: 'Cancel' },
  cardLabel: (id: number) => t(/*i18n*/ { id: 'Order line {id}' }, { id }),
  orderAt: (orderId: number, date: string) =>
    t(/*i18n*/ { id: 'Order {orderId} · {date}' }, { orderId, date }),
  /** The customer's name is a link where {customer} stands. */
  quantityFor: (quantity: number, price: string, customer: string) =>
    t(/*i18n*/ { id: '{quantity} × {price} for {customer}' }, { quantity, price, customer }),
  deliverTo: (name: string) => t(/*i18n*/ { id: 'Deliver to {name}' }, { name }),
  note: (text: string) => t(/*i18n*/ { id: 'Note: {text}' }, { text }),
});

/** The 'Edit Product' form. */
export const PRODUCT_FORM_TEXT = defineTexts({
  name: /*i18n*/ { id: 'Name' },
  category: /*i18n*/ { id: 'Category' },
  brand: /*i18n*/ { id: 'Brand' },
  stock: /*i18n*/ { id: 'Stock' },
  stockHint: /*i18n*/ { id: 'Units you can send' },
  price: (currency: string) => t(/*i18n*/ { id: 'Price ({currency})' }, { currency }),
  discountPrice: (currency: string) =>
    t(/*i18n*/ { id: 'Discount price ({currency})' }, { currency }),
  discountHint: /*i18n*/ { id: 'Leave empty for none' },
  sides: {
    height: /*i18n*/ { id: 'Height (cm)' },
    width: /*i18n*/ { id: 'Width (cm)' },
    depth: /*i18n*/ { id: 'Depth (cm)' },
  },
  weight: /*i18n*/ { id: 'Weight (kg)' },
  description: /*i18n*/ { id: 'Description' },
  mainPicture: /*i18n*/ { id: 'Main picture' },
  replaceMain: /*i18n*/ { id: 'Replace main picture' },
  uploadMain: /*i18n*/ { id: 'Upload main picture' },
  gallery: (count: number, max: number) =>
    t(/*i18n*/ { id: 'Gallery ({count} of {max})' }, { count, max }),
  galleryPicture: (index: number) => t(/*i18n*/ { id: 'Gallery picture {index}' }, { index }),
  addGallery: /*i18n*/ { id: 'Add gallery picture' },
  notSaved: /*i18n*/ { id: 'The product was not saved' },
  hideJson: /*i18n*/ { id: 'Hide Json' },
  showJson: /*i18n*/ { id: 'Show Json' },
  close: /*i18n*/ { id: 'Close' },
  save: /*i18n*/ { id: 'Save' },
});

/** The Dashboard and Financials tabs' figures. */
export const FIGURES_TEXT = defineTexts({
  dashboard: /*i18n*/ { id: 'Dashboard' },
  orderLines: /*i18n*/ { id: 'Order lines' },
  sales: /*i18n*/ { id: 'Sales (completed)' },
  thisMonth: /*i18n*/ { id: 'This month' },
  lastMonth: /*i18n*/ { id: 'Last month' },
  byStatus: /*i18n*/ { id: 'Order lines by status' },
  financials: /*i18n*/ { id: 'Financials' },
  units: (count: number) => t(/*i18n*/ { id: '{count} units' }, { count }),
  inProgress: /*i18n*/ { id: 'Confirmed and shipped' },
  notCompleted: /*i18n*/ { id: 'Not yet completed' },
  lost: /*i18n*/ { id: 'Rejected and cancelled' },
  perProduct: /*i18n*/ { id: 'Sales per product' },
  noSales: /*i18n*/ { id: 'No completed sales yet.' },
  product: /*i18n*/ { id: 'Product' },
  unitsHeading: /*i18n*/ { id: 'Units' },
  salesHeading: /*i18n*/ { id: 'Sales' },
});

/** The Analytics and Reports tab, and its chart of sales per week. */
export const ANALYTICS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Analytics and Reports' },
  chartSeries: (currency: string) => t(/*i18n*/ { id: 'Sales ({currency})' }, { currency }),
  chartWeek: (week: string, sales: string) =>
    t(/*i18n*/ { id: 'Week of {week}: {sales}' }, { week, sales }),
  trends: /*i18n*/ { id: 'Sales Trends' },
  /** The last four weeks' sales are drawn in bold where {lastFour} stands. */
  trend: (lastFour: string, fourBefore: string) =>
    t(
      /*i18n*/ {
        id: 'Completed sales in the last 4 weeks: {lastFour}, against {fourBefore} in the 4 before.',
      },
      { lastFour, fourBefore },
    ),
  noRecentSales: (weeks: number) =>
    t(/*i18n*/ { id: 'No completed sales in the last {weeks} weeks.' }, { weeks }),
  performance: /*i18n*/ { id: 'Product Performance' },
  bestSellers: /*i18n*/ { id: 'Best sellers' },
  noSales: /*i18n*/ { id: 'No completed sales yet.' },
  bestSeller: (name: string, units: number, sales: string) =>
    t(/*i18n*/ { id: '{name}: {units} sold, {sales}' }, { name, units, sales }),
  slowHeading: (days: number) => t(/*i18n*/ { id: 'Not ordered in {days} days' }, { days }),
  noSlowMovers: (days: number) =>
    t(/*i18n*/ { id: 'No product in stock has gone {days} days without an order.' }, { days }),
  slowMover: (name: string, count: number) =>
    t(/*i18n*/ { id: '{name} ({count} in stock)' }, { name, count }),
  demographics: /*i18n*/ { id: 'Customer Demographics' },
  buyers: (distinct: number, repeat: number) =>
    t(
      /*i18n*/ {
        id: '{distinct, plural, one {# buyer} other {# buyers}}, {repeat} of them ordered more than once. Where the orders went:',
      },
      { distinct, repeat },
    ),
  returns: /*i18n*/ { id: 'Returns and Cancellations' },
  noneLost: (lines: number) =>
    t(
      /*i18n*/ {
        id: '{lines, plural, one {None of # order line was rejected or cancelled.} other {None of # order lines was rejected or cancelled.}}',
      },
      { lines },
    ),
  lost: (share: string, lines: number, rejected: number, cancelled: number) =>
    t(
      /*i18n*/ {
        id: '{share} of {lines} order lines: {rejected} rejected, {cancelled} cancelled.',
        comment: 'share: a percentage, e.g. "40%".',
      },
      { share, lines, rejected, cancelled },
    ),
});

/** The Notifications tab. */
export const NOTIFICATIONS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Notifications' },
  lowStock: /*i18n*/ { id: 'Low-stock alerts' },
  restock: /*i18n*/ { id: 'Restock in Products' },
  allStocked: (threshold: number) =>
    t(/*i18n*/ { id: 'Every product has more than {threshold} units.' }, { threshold }),
  outOfStock: /*i18n*/ { id: 'out of stock' },
  left: (count: number) => t(/*i18n*/ { id: '{count} left' }, { count }),
  newOrders: /*i18n*/ { id: 'New order notifications' },
  openOrders: /*i18n*/ { id: 'Open orders' },
  noneWaiting: /*i18n*/ { id: 'No order line waits for confirming.' },
  waiting: (count: number, since: string) =>
    t(
      /*i18n*/ {
        id: '{count, plural, one {# order line waits for you to confirm or reject, the oldest since {since}.} other {# order lines wait for you to confirm or reject, the oldest since {since}.}}',
      },
      { count, since },
    ),
  returns: /*i18n*/ { id: 'Returns or disputes' },
  noReturns: /*i18n*/ { id: 'No order line was rejected or cancelled.' },
  returned: (name: string, orderId: number, status: string, date: string) =>
    t(
      /*i18n*/ {
        id: '{name} (order {orderId}): {status} {date}',
        comment: 'status: what became of the line, e.g. "rejected"; date: when.',
      },
      { name, orderId, status, date },
    ),
  platform: /*i18n*/ { id: 'Platform updates' },
  charges: /*i18n*/ { id: "The club shop's charges as they stand:" },
  serviceCharge: (amount: string) =>
    t(/*i18n*/ { id: 'Service charge per order: {amount}' }, { amount }),
});

/** The Orders tab: order lines by status. */
export const ORDER_LINES_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Orders' },
  status: /*i18n*/ { id: 'Status' },
  all: /*i18n*/ { id: 'All' },
  noneOf: (status: string) => t(/*i18n*/ { id: 'No {status} order lines.' }, { status }),
  none: /*i18n*/ { id: 'No orders yet.' },
  list: /*i18n*/ { id: 'Order lines' },
  pages: /*i18n*/ { id: 'Pages' },
});

/** What the club owes each seller (admins and developers). */
export const PAYOUTS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Payouts to sellers' },
  none: /*i18n*/ { id: 'No member sells in the shop yet.' },
  seller: /*i18n*/ { id: 'Seller' },
  payInto: /*i18n*/ { id: 'Pay into' },
  thisMonth: /*i18n*/ { id: 'Completed this month' },
  inAll: /*i18n*/ { id: 'In all' },
  noAccount: /*i18n*/ { id: 'No account given yet' },
});

/** The Support and Assistance tab and its guide to selling. */
export const SUPPORT_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Support and Assistance' },
  guideTitle: /*i18n*/ { id: 'Selling in the club shop' },
  movesHeading: /*i18n*/ { id: 'How an order line moves' },
  movesText: /*i18n*/ {
    id: 'Each product in an order is a line of its own, and you move only your lines, in Orders. The buyer is told of every move.',
  },
  onTo: (from: string, to: string) => t(/*i18n*/ { id: '{from}: on to {to}' }, { from, to }),
  /** Two statuses a line may move on to; three are chained: "A or B or C". */
  or: (first: string, second: string) =>
    t(/*i18n*/ { id: '{first} or {second}' }, { first, second }),
  stockBack: /*i18n*/ {
    id: 'Rejecting or cancelling a line gives its units back to your stock; taking it up again takes them again.',
  },
  paidHeading: /*i18n*/ { id: 'Getting paid' },
  paidText: /*i18n*/ {
    id: "Add the account the club pays you into under Settings, Bank Account Details. The club's admins see your completed sales beside it.",
  },
  stockHeading: /*i18n*/ { id: 'Stock and reviews' },
  stockText: (units: number) =>
    t(
      /*i18n*/ {
        id: 'A product with {units} units or fewer shows under Notifications. Buyers review completed lines; you answer each review once, under Reviews and Ratings.',
      },
      { units },
    ),
  help: /*i18n*/ { id: 'Help Center' },
  helpText: /*i18n*/ { id: 'Guides for selling in the club shop.' },
  view: /*i18n*/ { id: 'View' },
  contactTitle: /*i18n*/ { id: 'Customer Support' },
  contactText: /*i18n*/ {
    id: "Talk to the club's admins about an order or a payout, in Messages.",
  },
  contact: /*i18n*/ { id: 'Contact' },
  disputes: /*i18n*/ { id: 'Dispute Management' },
  disputesText: /*i18n*/ {
    id: 'Order lines that were rejected or cancelled, to look into or take up again.',
  },
  manage: /*i18n*/ { id: 'Manage' },
});

/** The 'Nothing' tab: the spec's three headings, as text only. */
export const NOTHING_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Nothing' },
  promotions: /*i18n*/ { id: 'Promotions Management' },
  crossSelling: /*i18n*/ { id: 'Cross-Selling Insights' },
  ads: /*i18n*/ { id: 'Ad Campaign Management' },
});
