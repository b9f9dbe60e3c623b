/**
 * Drains the outbox when a screen opens and whenever someone else signs in, if anything may be
 * waiting. Apart from hooks.ts so that a screen which only sends what waits (the messages
 * screen's list) carries no Dexie: the outbox's code loads when the count says it is needed.
 */
import { useEffect } from 'react';
import { importWhenOnline } from '../load-late';
import { useSessionOwner } from '../current-user';
import { outboxMayHaveEntries } from './waiting';

export function useOutboxDrainer(): void {
  const owner = useSessionOwner();
  useEffect(() => {
    void outboxMayHaveEntries()
      .then(async (may) => {
        if (!may) return;
        const { pageOutbox } = await importWhenOnline(() => import('./page-outbox'));
        await pageOutbox().drain();
      })
      .catch(() => undefined);
  }, [owner]);
}
