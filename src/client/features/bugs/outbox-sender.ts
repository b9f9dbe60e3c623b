/**
 * The outbox's kind 'bug.create': a bug report, POSTed as the member wrote it. Its sender is a
 * plain JSON POST, light enough to load with the app (app/outbox-senders.ts registers it).
 */
import type { BugCreate } from '../../../contract/bugs';
import { BUG_PATHS } from '../../../contract/bugs-constants';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { registerSender } from '../../lib/outbox/registry';
import { sendJson } from '../../lib/outbox/send-json';

declare module '../../lib/outbox/registry' {
  interface OutboxPayloads {
    'bug.create': BugCreate;
  }
}

export function registerBugOutboxSender(): void {
  registerSender(OUTBOX_KINDS.bugCreate, (entry, ctx) =>
    sendJson(BUG_PATHS.list, 'POST', entry.payload, ctx),
  );
}
