/**
 * orders without its schemas: the paths of the order calls and screens, for the shop's first
 * screens, which must not bring the schema library with them. orders.ts re-exports all of it
 * beside the schemas.
 */

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
