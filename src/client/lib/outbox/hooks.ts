/**
 * React's view of the outbox: the signed-in member's queued writes, live across tabs. A screen
 * that writes through the outbox carries its code, so a tap queues at once, offline too; but
 * the database is opened only when the count kept beside it (waiting.ts) says something waits:
 * opening and watching it costs a cheap phone a good part of a screen's first second.
 */
import { useEffect, useState } from 'react';
import { useSessionOwner } from '../current-user';
import { afterFirstScreen } from '../load-late';
import type { OutboxEntry } from './db';
import { pageOutbox } from './page-outbox';
import { preloadSender } from './registry';
import { useWaitingWrites } from './waiting';

/** Whose entries to show and send: see useSessionOwner. */
export const useOutboxOwner = useSessionOwner;

export function useOutboxEntries<P = unknown>(kind?: string): OutboxEntry<P>[] {
  const owner = useOutboxOwner();
  const waiting = useWaitingWrites(owner) > 0;
  const [state, setState] = useState<{ key: string; entries: OutboxEntry<P>[] }>({
    key: '',
    entries: [],
  });
  const key = `${String(owner)}|${kind ?? ''}`;
  // A screen that shows a kind's waiting writes may queue more: its sender loads while online,
  // once the screen has settled, and only for a member: a visitor queues nothing.
  const member = owner !== null;
  useEffect(() => {
    if (!kind || !member) return;
    let left = false;
    void afterFirstScreen().then(() => {
      if (!left) preloadSender(kind);
    });
    return () => {
      left = true;
    };
  }, [kind, member]);
  useEffect(() => {
    // Nothing of this member waits: the database stays closed until a write is counted.
    if (!waiting) return;
    const subscription = pageOutbox().observe(
      owner,
      kind,
      (entries) => setState({ key, entries: entries as OutboxEntry<P>[] }),
      // No IndexedDB (a locked-down browser): nothing can have been queued either.
      () => setState({ key, entries: [] }),
    );
    return () => subscription.unsubscribe();
  }, [owner, kind, key, waiting]);
  return waiting && state.key === key ? state.entries : [];
}

export { useOutboxDrainer } from './use-outbox-drainer';
export { pageOutbox };
