/**
 * The outbox's kind 'post.create': a post uploads its waiting pictures, then itself; its
 * sender (outbox-send.ts) loads when one waits.
 */
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { registerLazySender } from '../../lib/outbox/registry';
import type { PostCreatePayload } from './outbox-send';

declare module '../../lib/outbox/registry' {
  interface OutboxPayloads {
    'post.create': PostCreatePayload;
  }
}

export function registerPostOutboxSender(): void {
  registerLazySender(
    OUTBOX_KINDS.postCreate,
    () => import('./outbox-send'),
    ({ sendPostEntry }, entry, ctx) => sendPostEntry(entry, ctx),
  );
}
