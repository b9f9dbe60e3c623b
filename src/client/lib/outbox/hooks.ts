/**
 * React's view of the outbox: the signed-in member's queued writes, live across tabs. The
 * outbox's code (and Dexie, its database library) is not part of a screen's first load: a
 * member's screen that shows queued writes loads it right after its first drawing, so a tap
 * queues at once, offline too (the service worker keeps the file). The database is opened only when
 * the count kept beside it (waiting.ts) says something waits: opening and watching it costs a
 * cheap phone a good part of a screen's first second.
 */
import { useEffect, useState } from 'react';
import { useSessionOwner } from '../current-user';
import { afterFirstScreen, importWhenOnline } from '../load-late';
import type { OutboxEntry } from './db';
import type { Outbox } from './outbox';
import { preloadSender } from './registry';
import { useWaitingWrites } from './waiting';

let loading: Promise<Outbox> | undefined;
/** The outbox once loaded, so a view of it subscribes at once, as before it loaded late. */
let loaded: Outbox | undefined;

/**
 * The app's outbox (page-outbox.ts), its code loaded on first use. Should the file fail to
 * come (the signal dropped on a first visit), it is asked for again once back online, and the
 * write waits with it.
 */
export function loadOutbox(): Promise<Outbox> {
  loading ??= importWhenOnline(() => import('./page-outbox')).then(
    (module) => (loaded = module.pageOutbox()),
  );
  return loading;
}

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
  // A screen that shows a kind's waiting writes may queue more: for a member, the outbox's code
  // comes right after its first drawing, so a tap queues at once, offline too, and the kind's
  // sender once the screen has settled. A visitor queues nothing here (the bug form, which a
  // visitor may send, loads the outbox itself once drawn).
  const member = owner !== null;
  useEffect(() => {
    if (!kind || !member) return;
    let left = false;
    void loadOutbox();
    void afterFirstScreen()
      .then(loadOutbox)
      .then(() => {
        if (!left) preloadSender(kind);
      });
    return () => {
      left = true;
    };
  }, [kind, member]);
  useEffect(() => {
    // Nothing of this member waits: the database stays closed until a write is counted.
    if (!waiting) return;
    let left = false;
    let stop = () => {};
    const observe = (outbox: Outbox) => {
      if (left) return;
      const subscription = outbox.observe(
        owner,
        kind,
        (entries) => setState({ key, entries: entries as OutboxEntry<P>[] }),
        // No IndexedDB (a locked-down browser): nothing can have been queued either.
        () => setState({ key, entries: [] }),
      );
      stop = () => subscription.unsubscribe();
    };
    if (loaded) observe(loaded);
    else void loadOutbox().then(observe);
    return () => {
      left = true;
      stop();
    };
  }, [owner, kind, key, waiting]);
  return waiting && state.key === key ? state.entries : [];
}

export { useOutboxDrainer } from './use-outbox-drainer';
