/**
 * Idempotency-Key (docs/api.md, Conventions): any POST may carry one; the server keeps the
 * first reply per (member or visitor, key) for at least a day and replays it to a retry.
 */
import { defineTexts } from './i18n/texts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on a reply the server did not compute afresh but replayed from the first request. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGE = defineTexts({
  invalidKey: /*i18n*/ {
    id: 'The Idempotency-Key must be 1 to 200 letters, digits or any of - _ : .',
  },
  mismatch: /*i18n*/ { id: 'This Idempotency-Key was used for a different request.' },
  inProgress: /*i18n*/ { id: 'A request with this Idempotency-Key is still being processed.' },
} as const);
