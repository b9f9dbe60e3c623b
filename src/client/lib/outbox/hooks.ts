/**
 * React's view of the outbox: the signed-in member's queued writes, live across tabs. Screens
 * import this lazily, so Dexie stays out of the first chunk.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentUserQuery } from '../../features/auth/api';
import type { OutboxEntry, OwnerId } from './db';
import { currentOwner, pageOutbox } from './page-outbox';
import { startOutboxTriggers } from './triggers';

/**
 * Whose entries to show and send: the subject of the stored token, which is who the server
 * will take us for. The session query is read only to render again when someone signs in or
 * out; offline at start it never settles, and the token still names the member.
 */
export function useOutboxOwner(): OwnerId {
  const me = useQuery(currentUserQuery);
  void me.data;
  return currentOwner();
}

export function useOutboxEntries<P = unknown>(kind?: string): OutboxEntry<P>[] {
  const owner = useOutboxOwner();
  const [state, setState] = useState<{ key: string; entries: OutboxEntry<P>[] }>({
    key: '',
    entries: [],
  });
  const key = `${String(owner)}|${kind ?? ''}`;
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

/** Starts the drain triggers once, and drains again whenever someone else signs in. */
export function useOutboxDrainer(): void {
  const owner = useOutboxOwner();
  useEffect(() => {
    startOutboxTriggers(pageOutbox());
  }, []);
  useEffect(() => {
    void pageOutbox()
      .drain()
      .catch(() => undefined);
  }, [owner]);
}

export { pageOutbox };
