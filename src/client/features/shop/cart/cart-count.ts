/**
 * How many lines each cart on this device holds, kept beside it in localStorage, so the header
 * shows the count without loading the cart's database (Dexie) on every screen. The cart's code
 * updates it whenever it reads or changes the lines (use-cart.ts, cart-sync.ts).
 */
import { storedValue } from '../../../lib/stored-value';

/** The cart's IndexedDB database (cart-db.ts opens it; named here, where Dexie is not loaded). */
export const CART_DB_NAME = 'club-cart';

/** A visitor's cart; a member's is kept under their id. */
export const GUEST_OWNER = 'guest';

export const ownerKey = (memberId: number | null): string =>
  memberId === null ? GUEST_OWNER : String(memberId);

const PREFIX = 'club-cart-lines:';
/** The units the lines add up to, which the shop's own cart button shows. */
const UNITS_PREFIX = 'club-cart-units:';
const stored = (owner: string) => storedValue(`${PREFIX}${owner}`);
const storedUnits = (owner: string) => storedValue(`${UNITS_PREFIX}${owner}`);

export function rememberCart(owner: string, lines: readonly { quantity: number }[]): void {
  stored(owner).set(String(lines.length));
  storedUnits(owner).set(String(lines.reduce((sum, line) => sum + line.quantity, 0)));
}

const countOf = (value: string | null) => (value === null ? null : Number(value) || 0);

/** The count last seen, or null when this device has not seen that cart yet. */
export function rememberedLines(owner: string): number | null {
  return countOf(stored(owner).get());
}

/** The count last seen, or null when this device has not seen that cart yet. */
export function useCartLines(owner: string): number | null {
  return stored(owner).use(countOf);
}

/** The units last seen, or null when this device has not seen that cart yet. */
export function useCartUnits(owner: string): number | null {
  return storedUnits(owner).use(countOf);
}

/** Forgets the members' counts (their carts leave the device at sign-out); the visitor's stays. */
export function forgetMemberCartLines(): void {
  try {
    const keys = Object.keys(localStorage).filter(
      (key) => key.startsWith(PREFIX) && key !== `${PREFIX}${GUEST_OWNER}`,
    );
    for (const key of keys) {
      stored(key.slice(PREFIX.length)).set(null);
      storedUnits(key.slice(PREFIX.length)).set(null);
    }
  } catch {
    // Storage blocked: nothing was kept.
  }
}
