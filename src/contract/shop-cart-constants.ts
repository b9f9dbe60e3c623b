/**
 * shop-cart without its schemas: limits and paths, for code that must not bring the schema
 * library with it (the cart's background sync runs on every screen). shop-cart.ts re-exports
 * all of it beside the schemas.
 */
export const CART_LIMITS = { linesMax: 50, quantityMax: 1000 } as const;

export const CART_PATHS = {
  cart: '/cart',
  lines: '/cart/lines',
  line: (productId: number | string) => `/cart/lines/${productId}`,
  merge: '/cart/merge',
} as const;

/** The cart screen (§2 user menu: Cart). */
export const CART_SCREEN_PATH = '/products/cart';
