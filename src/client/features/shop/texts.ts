import { defineTexts, t } from '../../../contract/i18n/texts';

/** The shop screens' own words; the server's messages and the spec's texts come from contract/. */
export const SHOP_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Shop' },
  /** The links to the jerseys and the sponsor's storefront, above the catalogue. */
  moreShops: /*i18n*/ { id: 'More to buy' },
  searchLabel: /*i18n*/ { id: 'Search the shop' },
  searchPlaceholder: /*i18n*/ { id: 'Name, brand or kind of part' },
  categoriesLabel: /*i18n*/ { id: 'Category' },
  allCategories: /*i18n*/ { id: 'All' },
  found: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# product} other {# products}}' }, { count }),
  empty: /*i18n*/ { id: 'Nothing for sale yet.' },
  noMatch: /*i18n*/ { id: 'No product matches. Try other words or another category.' },
  loadFailed: /*i18n*/ { id: 'The shop could not be loaded.' },
  productLoadFailed: /*i18n*/ { id: 'This product could not be loaded.' },
  productNotFound: /*i18n*/ { id: 'No product here: it may no longer be sold.' },
  page: /*i18n*/ { id: 'Pages' },
  inStock: /*i18n*/ { id: 'In stock' },
  onlyLeft: (left: number) => t(/*i18n*/ { id: 'Only {left} left' }, { left }),
  outOfStock: /*i18n*/ { id: 'Out of stock' },
  listPrice: /*i18n*/ {
    id: 'Was',
    comment: 'Read by screen readers before a struck-out list price.',
  },
  pictureAlt: (name: string) => t(/*i18n*/ { id: 'Picture of {name}' }, { name }),
  galleryLabel: /*i18n*/ { id: 'Pictures' },
  showPicture: (index: number) => t(/*i18n*/ { id: 'Show picture {index}' }, { index }),
  soldBy: /*i18n*/ { id: 'Sold by' },
  returns: /*i18n*/ { id: 'Returns' },
  warranty: /*i18n*/ { id: 'Warranty' },
  deliversBy: (options: string, days: number) =>
    t(
      /*i18n*/ {
        id: 'Delivers by {options}; sent within {days, plural, one {# day} other {# days}} of confirming.',
        comment: 'options: the seller’s delivery options, e.g. "pickup, home delivery".',
      },
      { options: options.toLowerCase(), days },
    ),
  brand: /*i18n*/ { id: 'Brand' },
  dimensions: /*i18n*/ { id: 'Dimensions' },
  dimensionsValue: (h: string, w: string, d: string) =>
    t(/*i18n*/ { id: '{h} × {w} × {d} cm (h × w × d)' }, { h, w, d }),
  weight: /*i18n*/ { id: 'Weight' },
  weightValue: (kg: number) => t(/*i18n*/ { id: '{kg} kg' }, { kg }),
  description: /*i18n*/ { id: 'Description' },
  details: /*i18n*/ { id: 'Details' },
  quantity: /*i18n*/ { id: 'Quantity' },
  /** A quantity field named for its product, as a screen reader lists the cart's lines. */
  quantityOf: (name: string) => t(/*i18n*/ { id: 'Quantity: {name}' }, { name }),
  decrease: /*i18n*/ { id: 'One less' },
  increase: /*i18n*/ { id: 'One more' },
  addToCart: /*i18n*/ { id: 'Add to cart' },
  youSellThis: /*i18n*/ { id: 'You sell this product.' },
  yourProducts: /*i18n*/ { id: 'Your products' },
  added: (name: string) => t(/*i18n*/ { id: '{name} is in your cart.' }, { name }),
  inCart: (count: number) => t(/*i18n*/ { id: '{count} in your cart' }, { count }),
  viewCart: /*i18n*/ { id: 'View cart' },
  reviews: /*i18n*/ { id: 'Reviews' },
  noReviews: /*i18n*/ {
    id: 'No reviews yet. Buyers review a product once their order is completed.',
  },
  ratingSummary: (average: number, count: number) =>
    t(
      /*i18n*/ { id: '{average} out of 5 · {count, plural, one {# review} other {# reviews}}' },
      { average: average.toFixed(1), count },
    ),
  sellerReply: /*i18n*/ { id: "Seller's reply" },
  back: /*i18n*/ { id: 'Back to the shop' },
});

export const CART_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Cart' },
  titleWithCount: (units: number) => t(/*i18n*/ { id: 'Cart ({units})' }, { units }),
  empty: /*i18n*/ { id: 'Your cart is empty.' },
  browse: /*i18n*/ { id: 'Browse the shop' },
  remove: (name: string) => t(/*i18n*/ { id: 'Remove {name}' }, { name }),
  select: (name: string) => t(/*i18n*/ { id: 'Order {name} now' }, { name }),
  selectAll: /*i18n*/ { id: 'Select all' },
  unitPrice: /*i18n*/ { id: 'Each', comment: 'Before a product’s unit price in the cart.' },
  lineTotal: /*i18n*/ { id: 'Line total' },
  /** The line total named for its product, as a screen reader lists the cart's lines. */
  lineTotalOf: (name: string) => t(/*i18n*/ { id: 'Line total: {name}' }, { name }),
  selectedTotal: (count: number) =>
    t(
      /*i18n*/ {
        id: '{count, plural, one {Total of # selected line} other {Total of # selected lines}}',
      },
      { count },
    ),
  nothingSelected: /*i18n*/ { id: 'Select the lines to order now.' },
  checkout: /*i18n*/ { id: 'Checkout' },
  signInToCheckout: /*i18n*/ { id: 'Sign in to check out; your cart comes with you.' },
  signIn: /*i18n*/ { id: 'Sign in' },
  unsent: /*i18n*/ {
    id: 'Saved on this device; it is sent to your account when you are back online.',
  },
  soldOut: /*i18n*/ { id: 'Sold out: remove it or wait until it is back.' },
  myOrders: /*i18n*/ { id: 'My orders' },
});

export const CHECKOUT_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Checkout' },
  items: /*i18n*/ { id: 'Items' },
  delivery: /*i18n*/ { id: 'Delivery' },
  payment: /*i18n*/ { id: 'Payment' },
  method: /*i18n*/ { id: 'Payment method' },
  accountNumber: /*i18n*/ { id: 'Account you paid from' },
  itemsTotal: /*i18n*/ { id: 'Items' },
  discount: /*i18n*/ { id: 'Discount' },
  serviceCharge: /*i18n*/ { id: 'Service charge' },
  deliveryCharge: /*i18n*/ { id: 'Delivery' },
  total: /*i18n*/ { id: 'Total' },
  confirm: (total: string) => t(/*i18n*/ { id: 'Confirm order · {total}' }, { total }),
  confirmAgain: (total: string) =>
    t(/*i18n*/ { id: 'Confirm at the new total · {total}' }, { total }),
  priceChangedTitle: /*i18n*/ { id: 'The figures have changed' },
  refusedTitle: /*i18n*/ { id: 'The order was not placed' },
  quoteFailed: /*i18n*/ { id: 'The total could not be worked out.' },
  nothingSelected: /*i18n*/ {
    id: 'No line of your cart is selected. Go back and pick what to order.',
  },
  backToCart: /*i18n*/ { id: 'Back to the cart' },
  offline: /*i18n*/ {
    id: 'You are offline. The order can be confirmed once you are back online.',
  },
  signIn: /*i18n*/ { id: 'Sign in to check out.' },
});

export const ORDERS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'My orders' },
  placedTitle: /*i18n*/ { id: 'Thank you, your order is placed' },
  placed: (number: string) => t(/*i18n*/ { id: 'Order number {number}' }, { number }),
  placedNote: /*i18n*/ { id: 'Each seller confirms their part of it; you see every step here.' },
  orderTitle: (number: string) => t(/*i18n*/ { id: 'Order {number}' }, { number }),
  empty: /*i18n*/ { id: 'No orders yet.' },
  loadFailed: /*i18n*/ { id: 'Your orders could not be loaded.' },
  orderLoadFailed: /*i18n*/ { id: 'This order could not be loaded.' },
  signIn: /*i18n*/ { id: 'Sign in to see your orders.' },
  history: /*i18n*/ { id: 'History' },
  /** The history of one line, named for its product, as a screen reader lists them. */
  historyOf: (name: string) => t(/*i18n*/ { id: 'History: {name}' }, { name }),
  placedOn: (date: string) => t(/*i18n*/ { id: 'Placed {date}' }, { date }),
  soldBy: (name: string) => t(/*i18n*/ { id: 'Sold by {name}' }, { name }),
  by: (name: string) => t(/*i18n*/ { id: 'by {name}' }, { name }),
  note: (text: string) => t(/*i18n*/ { id: 'Note: {text}' }, { text }),
  /** The seller's reason for rejecting a line, as the buyer reads it. */
  rejectedBecause: (reason: string) =>
    t(/*i18n*/ { id: 'Rejected by the seller: {reason}' }, { reason }),
  open: /*i18n*/ { id: 'Details' },
  allOrders: /*i18n*/ { id: 'All my orders' },
  deliverTo: /*i18n*/ { id: 'Deliver to' },
  paidBy: /*i18n*/ { id: 'Payment' },
  page: /*i18n*/ { id: 'Pages' },
  cancelTitle: (name: string) => t(/*i18n*/ { id: 'Cancel {name}?' }, { name }),
  cancelBody: /*i18n*/ {
    id: 'The seller is told at once and the item goes back on sale. A cancelled item cannot be ordered back: order it again from the shop.',
  },
  cancelConfirm: /*i18n*/ { id: 'Cancel this item' },
  keep: /*i18n*/ { id: 'Keep it' },
  cancelled: (name: string) => t(/*i18n*/ { id: '{name} is cancelled.' }, { name }),
  cancelStale: /*i18n*/ {
    id: 'The seller moved this item meanwhile: it is shown as it is now.',
  },
});
