/** Queries on cart_items. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function cartItems(db: Db, userId: number) {
  return db
    .selectFrom('cart_items')
    .select(['product_id', 'quantity', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('product_id')
    .execute();
}

export async function putCartItem(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      user_id: userId,
      product_id: productId,
      quantity,
      added_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doUpdateSet({ quantity }))
    .execute();
}

export async function deleteCartItems(db: Db, userId: number, productIds: number[]) {
  if (productIds.length === 0) return;
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
}
