import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGE } from '../../../contract/idempotency';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay, classify, parseRetryAfter } from './policy';

describe('backoffDelay', () => {
  it('doubles per attempt, between half and all of the ceiling', () => {
    expect(backoffDelay(1, 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(1, 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, 1)).toBe(BACKOFF_BASE_MS * 4);
    expect(backoffDelay(3, 0.5)).toBe(BACKOFF_BASE_MS * 3);
  });
  it('is capped however many attempts', () => {
    expect(backoffDelay(50, 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1000, 0.99)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });
  it("takes the server's Retry-After as a floor", () => {
    expect(backoffDelay(1, 0, 30_000)).toBe(30_000);
    expect(backoffDelay(20, 1, 1_000)).toBe(BACKOFF_CAP_MS);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', 0)).toBe(7000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('classify', () => {
  it('sends on 2xx, retries 5xx, 429 and our own key in progress, parks other 4xx', () => {
    expect(classify(201, '').type).toBe('sent');
    expect(classify(503, 'down').type).toBe('retry');
    expect(classify(429, 'slow down', 3000)).toMatchObject({ type: 'retry', retryAfterMs: 3000 });
    expect(classify(409, IDEMPOTENCY_MESSAGE.inProgress, 40_000)).toMatchObject({
      type: 'retry',
      retryAfterMs: 40_000,
    });
    expect(classify(409, 'That name is taken.')).toEqual({
      type: 'park',
      status: 409,
      message: 'That name is taken.',
    });
    expect(classify(400, 'Title is required.').type).toBe('park');
    expect(classify(422, IDEMPOTENCY_MESSAGE.mismatch).type).toBe('park');
  });
});
