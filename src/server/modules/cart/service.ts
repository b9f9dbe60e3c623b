/**
 * A signed-in member's cart. A line holds at most what is in stock: a larger quantity is cut
 * to the stock, so what the cart shows can be bought. Merging adds a signed-out cart's lines
 * to the member's, under the same cap; lines of products no longer sold or out of stock are
 * left out.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CART_LIMITS, type Cart, type CartLineInput } from '../../../contract/shop-cart';
import { ORDER_TEXT } from '../../../contract/orders';
import { unitPriceOf } from '../../../contract/products';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { findProduct, findProducts, toProducts } from '../products';
import { readClubSettings } from '../settings';
import { cartItems, deleteCartItems, putCartItem } from './repository';

export async function cartOf(db: Kysely<Database>, member: AuthUser): Promise<Cart> {
  const items = await cartItems(db, member.id);
  const rows = await findProducts(
    db,
    items.map((item) => item.product_id),
  );
  const [products, settings] = await Promise.all([
    toProducts(db, rows, member),
    readClubSettings(db),
  ]);
  const lines = items.flatMap((item) => {
    const product = products.find((candidate) => candidate.id === item.product_id);
    if (!product) return [];
    const price = unitPriceOf(product);
    return [
      {
        productId: item.product_id,
        quantity: item.quantity,
        product,
        price,
        lineTotal: price * item.quantity,
        addedAt: item.added_at,
      },
    ];
  });
  return {
    lines,
    itemsTotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    currency: settings.currency,
  };
}

export async function setLine(
  db: Kysely<Database>,
  member: AuthUser,
  line: CartLineInput,
): Promise<Cart> {
  await db.transaction().execute(async (trx) => {
    const product = await findProduct(trx, line.productId);
    if (!product) throw notFound(ORDER_TEXT.productGone);
    if (product.seller_id === member.id) throw badRequest(ORDER_TEXT.ownProduct(product.name));
    if (product.quantity_available === 0) {
      throw conflict(ORDER_TEXT.outOfStock(product.name, 0));
    }
    const items = await cartItems(trx, member.id);
    const isNew = !items.some((item) => item.product_id === line.productId);
    if (isNew && items.length >= CART_LIMITS.linesMax) {
      throw badRequest(`A cart holds at most ${CART_LIMITS.linesMax} products.`);
    }
    const quantity = Math.min(line.quantity, product.quantity_available);
    await putCartItem(trx, member.id, line.productId, quantity);
  });
  return cartOf(db, member);
}

export async function removeLine(
  db: Kysely<Database>,
  member: AuthUser,
  productId: number,
): Promise<Cart> {
  await deleteCartItems(db, member.id, [productId]);
  return cartOf(db, member);
}

export async function merge(
  db: Kysely<Database>,
  member: AuthUser,
  lines: CartLineInput[],
): Promise<Cart> {
  await db.transaction().execute(async (trx) => {
    const items = await cartItems(trx, member.id);
    const products = await findProducts(
      trx,
      lines.map((line) => line.productId),
    );
    let count = items.length;
    for (const line of lines) {
      const product = products.find((candidate) => candidate.id === line.productId);
      // What cannot be ordered (gone, sold out, the member's own) stays out, as a visitor's
      // cart may hold it from before the member signed in.
      if (!product || product.quantity_available === 0 || product.seller_id === member.id) continue;
      const held = items.find((item) => item.product_id === line.productId)?.quantity;
      if (held === undefined && count >= CART_LIMITS.linesMax) continue;
      if (held === undefined) count += 1;
      const quantity = Math.min((held ?? 0) + line.quantity, product.quantity_available);
      await putCartItem(trx, member.id, line.productId, quantity);
    }
  });
  return cartOf(db, member);
}
