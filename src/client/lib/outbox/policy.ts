/**
 * What the drainer does with an outcome, as pure functions: which replies are worth retrying,
 * and how long to wait before the next try.
 */
import { IDEMPOTENCY_MESSAGE } from '../../../contract/idempotency';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** A Retry-After longer than this is not believed: the member would think the app hung. */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;

/**
 * Full jitter: a random wait up to base·2^(attempts-1), capped, so many devices coming back
 * online at once do not all knock at the same moment. A Retry-After from the server is a floor.
 */
export function backoffDelay(attempts: number, random: number, retryAfterMs?: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(ceiling / 2 + (ceiling / 2) * random);
  const floor = retryAfterMs === undefined ? 0 : Math.min(retryAfterMs, RETRY_AFTER_CAP_MS);
  return Math.max(jittered, floor);
}

/** Retry-After is either seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export type Outcome =
  | { type: 'sent' }
  | { type: 'retry'; reason: string; retryAfterMs?: number }
  | { type: 'park'; status: number; message: string };

/**
 * 2xx: the server has it. Network errors, 5xx, 429 and "still being processed" (409 on our
 * own key) are passing trouble. Any other 4xx will not get better by itself: the member decides.
 */
export function classify(status: number, message: string, retryAfterMs?: number): Outcome {
  if (status >= 200 && status < 300) return { type: 'sent' };
  if (status >= 500 || status === 429 || status === 408)
    return { type: 'retry', reason: `${status}: ${message}`, retryAfterMs };
  if (status === 409 && message === IDEMPOTENCY_MESSAGE.inProgress)
    return { type: 'retry', reason: message, retryAfterMs };
  return { type: 'park', status, message };
}
