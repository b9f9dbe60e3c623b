/**
 * React's view of the outbox: the signed-in member's queued writes, live across tabs. Screens
 * import this lazily, so Dexie stays out of the first chunk.
 */
import { useEffect, useState } from 'react';
import { useSessionOwner } from '../current-user';
import type { OutboxEntry } from './db';
import { pageOutbox } from './page-outbox';
import { preloadSender } from './registry';

/** Whose entries to show and send: see useSessionOwner. */
export const useOutboxOwner = useSessionOwner;

export function useOutboxEntries<P = unknown>(kind?: string): OutboxEntry<P>[] {
  const owner = useOutboxOwner();
  const [state, setState] = useState<{ key: string; entries: OutboxEntry<P>[] }>({
    key: '',
    entries: [],
  });
  const key = `${String(owner)}|${kind ?? ''}`;
  // A screen that shows a kind's waiting writes may queue more: its sender loads while online.
  useEffect(() => {
    if (kind) preloadSender(kind);
  }, [kind]);
  useEffect(() => {
    const subscription = pageOutbox().observe(
      owner,
      kind,
      (entries) => setState({ key, entries: entries as OutboxEntry<P>[] }),
      // No IndexedDB (a locked-down browser): nothing can have been queued either.
      () => setState({ key, entries: [] }),
    );
    return () => subscription.unsubscribe();
  }, [owner, kind, key]);
  return state.key === key ? state.entries : [];
}

export function useOutboxCount(): number {
  return useOutboxEntries().length;
}

/**
 * Drains whenever someone else signs in (the outbox starts its other triggers itself when it is
 * first used: page-outbox.ts).
 */
export function useOutboxDrainer(): void {
  const owner = useOutboxOwner();
  useEffect(() => {
    void pageOutbox()
      .drain()
      .catch(() => undefined);
  }, [owner]);
}

export { pageOutbox };
