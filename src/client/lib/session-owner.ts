/**
 * Whose device data to show and send (queued writes, the cart): the member the stored token
 * belongs to, read from the token itself, so it is known at once, offline too.
 */
import { tokenStore } from './token-store';

/** The member's id, or null for a visitor. */
export type OwnerId = number | null;

/**
 * The member a token belongs to: its subject. Read without checking the signature: it only
 * decides whose queued writes to send with this token, and the server checks the token anyway.
 */
export function ownerOfToken(token: string | null): OwnerId {
  if (!token) return null;
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    const id = Number(sub);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

export function currentOwner(): OwnerId {
  return ownerOfToken(tokenStore.get());
}
