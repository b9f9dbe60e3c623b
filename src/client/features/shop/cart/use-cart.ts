/**
 * React's view of the cart on this device: the lines of whoever is signed in (or the visitor),
 * live across tabs, and the syncing that keeps a member's copy and the server's the same.
 */
import { liveQuery } from 'dexie';
import { useCallback, useEffect, useState } from 'react';
import { useOutboxOwner } from '../../../lib/outbox/hooks';
import { onReconnect } from '../../../lib/pwa/connectivity';
import type { StoredCartLine } from './cart-db';
import { rememberCart } from './cart-count';
import { syncCart } from './cart-sync';
import { cartLines, ownerKey } from './cart-store';

export interface CartView {
  /** The member's id, or null for a visitor. */
  memberId: number | null;
  owner: string;
  lines: StoredCartLine[];
  /** False until the lines have been read from this device. */
  loaded: boolean;
}

export function useCart(): CartView {
  const memberId = useOutboxOwner();
  const owner = ownerKey(memberId);
  const [state, setState] = useState<{ owner: string; lines: StoredCartLine[] } | null>(null);
  useEffect(() => {
    const subscription = liveQuery(() => cartLines(owner)).subscribe({
      next: (lines) => {
        setState({ owner, lines });
        rememberCart(owner, lines);
      },
      // No IndexedDB (a locked-down browser): an empty cart, as nothing could be kept.
      error: () => setState({ owner, lines: [] }),
    });
    return () => subscription.unsubscribe();
  }, [owner]);
  const current = state?.owner === owner ? state : null;
  return { memberId, owner, lines: current?.lines ?? [], loaded: current !== null };
}

/**
 * Syncs the cart when a screen of the shop opens, when someone signs in (merging a visitor's
 * cart into theirs), when the network comes back and when the app is shown again. Returns a
 * function that asks for a sync after a change.
 */
export function useCartSync(memberId: number | null): () => void {
  const sync = useCallback(() => syncCartNow(memberId), [memberId]);
  useEffect(() => keepCartSynced(memberId), [memberId]);
  return sync;
}

/** Syncs unless the device is offline; a failed sync waits for the next trigger. */
function syncCartNow(memberId: number | null): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  syncCart(memberId).catch(() => {
    // Unreachable: the changes stay marked unsent and go with the next trigger.
  });
}

/**
 * Syncs now, then each time the app is shown again and the network comes back, until the
 * returned function is called.
 */
export function keepCartSynced(memberId: number | null): () => void {
  const sync = () => syncCartNow(memberId);
  sync();
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  const stopReconnect = onReconnect(sync);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopReconnect();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
