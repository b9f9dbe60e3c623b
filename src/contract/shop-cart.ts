/**
 * The cart (docs/product.md §1 'shop'): a signed-in member's cart lives on the
 * server so it follows them across devices; a signed-out cart is kept by the app and merged
 * into theirs on sign-in. A line never holds more than the product's stock.
 */
import { z } from 'zod';
import { productSchema } from './products';
import { idSchema } from './ids';
import { CART_LIMITS } from './shop-cart-constants';

export * from './shop-cart-constants';

/** PUT /cart/lines: sets the line's quantity (capped at the stock). */
export const cartLineInputSchema = z.object({
  productId: idSchema,
  quantity: z.number().int().min(1).max(CART_LIMITS.quantityMax),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** POST /cart/merge: the signed-out cart's lines, added to the member's. */
export const cartMergeSchema = z.object({
  lines: z.array(cartLineInputSchema).max(CART_LIMITS.linesMax),
});
export type CartMerge = z.infer<typeof cartMergeSchema>;

export const cartLineSchema = z.object({
  productId: z.number().int(),
  quantity: z.number().int(),
  product: productSchema,
  /** The unit price charged today, and that times the quantity. */
  price: z.number().int(),
  lineTotal: z.number().int(),
  addedAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  itemsTotal: z.number().int(),
  currency: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;
