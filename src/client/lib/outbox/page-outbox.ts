/**
 * The app's one outbox: the 'club-outbox' database, sending with the session of whoever is
 * signed in in this browser right now.
 */
import { buildHeaders } from '../api-client';
import { tokenStore } from '../token-store';
import type { OwnerId } from './db';
import './kinds';
import { createOutbox, type Outbox } from './outbox';
import { requestBackgroundSync } from './triggers';

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

let outbox: Outbox | undefined;

export function pageOutbox(): Outbox {
  outbox ??= createOutbox({
    session: async () => {
      const owner = currentOwner();
      return { owner, headers: await buildHeaders('POST') };
    },
    onQueued: () => void requestBackgroundSync(),
  });
  return outbox;
}
