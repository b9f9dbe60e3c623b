/**
 * A page opened to edit a queued write: `?edit=<entry id>`. "Update the app" on a write only a
 * newer version can send moves the tab to that version and opens the page where the write's
 * kind is edited, naming the entry; that page opens the entry in its own form, with everything
 * the member wrote (the same Edit the entry's card offers). Once opened, the request leaves the
 * address, so a reload does not open it again.
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSessionOwner } from '../current-user';
import type { OutboxEntry } from './db';
import { loadOutbox } from './hooks';

export const EDIT_PARAM = 'edit';

/** `path` (which may hold a search already) asking to edit the entry. */
export function editPath(path: string, entryId: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${EDIT_PARAM}=${encodeURIComponent(entryId)}`;
}

/** The entry id the address asks to edit, if any. */
export function useEditRequestId(): string | null {
  return useLocation({
    select: (location) => new URLSearchParams(location.searchStr).get(EDIT_PARAM),
  });
}

/**
 * Calls `open` once with the entry the address asks to edit, when it is the signed-in member's
 * and of one of `kinds`; `open` may decline one that is not this page's (another ride's) by
 * returning false, and the request then stays in the address.
 */
export function useEditRequest<P>(
  kinds: readonly string[],
  open: (entry: OutboxEntry<P>) => boolean | void,
): void {
  const id = useEditRequestId();
  const owner = useSessionOwner();
  const router = useRouter();
  const latest = useRef({ kinds, open });
  useEffect(() => {
    latest.current = { kinds, open };
  });
  useEffect(() => {
    if (!id) return;
    let left = false;
    void loadOutbox()
      .then((outbox) => outbox.db.entries.get(id))
      .then((entry) => {
        const { kinds: wanted, open: opener } = latest.current;
        if (left || !entry || entry.ownerId !== owner || !wanted.includes(entry.kind)) return;
        if (opener(entry as OutboxEntry<P>) === false) return;
        const { pathname, searchStr, hash } = router.state.location;
        const search = new URLSearchParams(searchStr);
        search.delete(EDIT_PARAM);
        const rest = search.toString();
        router.history.replace(`${pathname}${rest ? `?${rest}` : ''}${hash ? `#${hash}` : ''}`);
      })
      .catch(() => {
        // No outbox here (a locked-down browser): nothing was queued to open.
      });
    return () => {
      left = true;
    };
  }, [id, owner, router]);
}
