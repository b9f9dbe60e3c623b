/**
 * The app's one outbox: the 'club-outbox' database, sending with the session of whoever is
 * signed in in this browser right now. The senders of its kinds are registered from the top
 * (app/outbox-senders.ts, handed over at boot by main.tsx): the outbox knows no feature, and
 * drains only once they are.
 */
import { buildHeaders } from '../api-client';
import { currentOwner } from '../session-owner';
import { createOutbox, type Outbox } from './outbox';
import { sendersRegistered } from './sender-registration';
import { requestBackgroundSync, startOutboxTriggers } from './triggers';
import { countQueuedWrite, rememberWaiting } from './waiting';

export { currentOwner, ownerOfToken } from '../session-owner';

let outbox: Outbox | undefined;

export function pageOutbox(): Outbox {
  if (outbox) return outbox;
  outbox = createOutbox({
    session: async () => {
      const owner = currentOwner();
      return { owner, headers: await buildHeaders('POST') };
    },
    beforeQueue: countQueuedWrite,
    onQueued: () => void requestBackgroundSync(),
    onCount: rememberWaiting,
    ready: sendersRegistered,
  });
  // Whatever loaded the outbox sends it too: now, when the network is back, when shown again.
  startOutboxTriggers(outbox);
  return outbox;
}
