/**
 * Sign-out takes a member's cart off this device: the server keeps it and it comes back with
 * the next sign-in. Changes made here and not yet sent go first, while the member's token still
 * works; a visitor's own lines stay, to merge into whoever signs in next.
 */
import { cartDb, GUEST_OWNER, type CartDb } from './cart-db';
import { forgetMemberCartLines } from './cart-count';
import { syncCart } from './cart-sync';

/** A sign-out does not wait longer than this for unsent changes to reach the server. */
export const SEND_BEFORE_SIGN_OUT_MS = 3000;

/** Sends the member's unsent changes, if any, giving up after SEND_BEFORE_SIGN_OUT_MS. */
export async function sendMemberCart(memberId: number, db: CartDb = cartDb()): Promise<void> {
  const unsent = await db.lines
    .where('owner')
    .equals(String(memberId))
    .filter((line) => line.unsent)
    .count();
  if (unsent === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    syncCart(memberId, db).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, SEND_BEFORE_SIGN_OUT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/** Deletes every member's lines on this device; the visitor's stay. */
export async function forgetMemberCarts(db: CartDb = cartDb()): Promise<void> {
  await db.lines.where('owner').notEqual(GUEST_OWNER).delete();
  forgetMemberCartLines();
}
