/**
 * React's view of the cart on this device: the lines of whoever is signed in (or the visitor),
 * live across tabs, and the syncing that keeps a member's copy and the server's the same. The
 * lines are read from the cart's database (Dexie) only once there are some: an empty cart is
 * drawn from the count kept beside it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useOutboxOwner } from '../../../lib/outbox/hooks';
import { afterFirstScreen } from '../../../lib/load-late';
import { databaseExists } from '../../../lib/stored-value';
import type { StoredCartLine } from './cart-db';
import { CART_DB_NAME, GUEST_OWNER, ownerKey, rememberCart, useCartLines } from './cart-count';
import { keepCartSynced, syncCartNow } from './keep-cart-synced';
import { loadCartStore } from './load-cart-store';

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
  // A cart this device knows to be empty (the count kept beside it, cart-count.ts) is not read
  // from the database: a product opened from a shared link draws without opening IndexedDB. The
  // first line added sets the count, and the lines are read from then on.
  const counted = useCartLines(owner);
  const empty = counted === 0;
  const unknown = counted === null;
  const [state, setState] = useState<{ owner: string; lines: StoredCartLine[] } | null>(null);
  useEffect(() => {
    if (empty) return;
    let open = true;
    let stop: (() => void) | undefined;
    // Offline before the service worker holds the cart's code, the lines come once back online.
    const read = () =>
      void loadCartStore()
        .then((store) => {
          if (!open) return;
          stop = store.watchCartLines(
            owner,
            (lines) => {
              setState({ owner, lines });
              rememberCart(owner, lines);
            },
            // No IndexedDB (a locked-down browser): an empty cart, as nothing could be kept.
            () => setState({ owner, lines: [] }),
          );
        })
        // Anything else failing: an empty cart, rather than controls that never become usable.
        .catch(() => {
          if (open) setState({ owner, lines: [] });
        });
    // No count yet (a first visit): a device without the cart's database holds no lines. A
    // visitor's cart is then known to be empty; a member's may have lines on the server, which
    // the sync brings (and counts).
    if (unknown)
      void databaseExists(CART_DB_NAME).then((exists) => {
        if (!open) return;
        if (exists) read();
        else if (owner === GUEST_OWNER) rememberCart(owner, []);
        else setState({ owner, lines: [] });
      });
    else read();
    return () => {
      open = false;
      stop?.();
    };
  }, [owner, empty, unknown]);
  if (empty) return { memberId, owner, lines: [], loaded: true };
  const current = state?.owner === owner ? state : null;
  return { memberId, owner, lines: current?.lines ?? [], loaded: current !== null };
}

/**
 * Syncs the cart when a screen of the shop opens, when someone signs in (merging a visitor's
 * cart into theirs), when the network comes back and when the app is shown again. Returns a
 * function that asks for a sync after a change.
 */
export function useCartSync(
  memberId: number | null,
  { late = false }: { late?: boolean } = {},
): () => void {
  const sync = useCallback(() => syncCartNow(memberId), [memberId]);
  useEffect(() => {
    if (!late) return keepCartSynced(memberId);
    // A screen where the cart is not the point (a product) syncs once it is drawn.
    let stop: (() => void) | undefined;
    let mounted = true;
    void afterFirstScreen().then(() => {
      if (mounted) stop = keepCartSynced(memberId);
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, [memberId, late]);
  return sync;
}
