import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Outbox } from './outbox';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

/** Starts the triggers of a fresh module (they start once per page) on an outbox that counts drains. */
async function start() {
  const { startOutboxTriggers } = await import('./triggers');
  const drain = vi.fn(() => Promise.resolve({ sent: [], parked: [], nextWakeAt: null }));
  startOutboxTriggers({ drain, drainReconnected: drain } as unknown as Outbox);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return drain;
}

describe('the outbox on start', () => {
  it('is not drained (nor its database opened) when its counts say nothing waits', async () => {
    localStorage.setItem('club-outbox-waiting', '{}');
    expect(await start()).not.toHaveBeenCalled();
  });

  it('is drained when a write of anyone waits', async () => {
    localStorage.setItem('club-outbox-waiting', JSON.stringify({ 7: 1 }));
    expect(await start()).toHaveBeenCalledTimes(1);
  });
});
