/**
 * How many lines each cart on this device holds, kept beside it in localStorage, so the header
 * shows the count without loading the cart's database (Dexie) on every screen. The cart's code
 * updates it whenever it reads or changes the lines (use-cart.ts, cart-sync.ts).
 */
import { storedValue } from '../../../lib/stored-value';

/** A visitor's cart; a member's is kept under their id. */
export const GUEST_OWNER = 'guest';

export const ownerKey = (memberId: number | null): string =>
  memberId === null ? GUEST_OWNER : String(memberId);

const PREFIX = 'club-cart-lines:';
const stored = (owner: string) => storedValue(`${PREFIX}${owner}`);

export function rememberCartLines(owner: string, lines: number): void {
  stored(owner).set(String(lines));
}

/** The count last seen, or null when this device has not seen that cart yet. */
export function useCartLines(owner: string): number | null {
  const value = stored(owner).use();
  return value === null ? null : Number(value) || 0;
}

/** Forgets the members' counts (their carts leave the device at sign-out); the visitor's stays. */
export function forgetMemberCartLines(): void {
  try {
    const keys = Object.keys(localStorage).filter(
      (key) => key.startsWith(PREFIX) && key !== `${PREFIX}${GUEST_OWNER}`,
    );
    for (const key of keys) stored(key.slice(PREFIX.length)).set(null);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
