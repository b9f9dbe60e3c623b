import { describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { handlePushMessage } = await import('./push-notices');
const { base64UrlToBytes, readPushState } = await import('./push-subscription');

describe('in-app push notices', () => {
  it('shows a push the service worker passes on', () => {
    const payload = {
      title: 'Your bug report was solved',
      body: 'Map',
      url: '/bugs',
      tag: 'bug-1',
    };
    expect(handlePushMessage({ type: 'PUSH', payload })).toBe(true);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'push-bug-1', title: payload.title, message: 'Map' }),
    );
  });

  it('ignores other messages of the worker', () => {
    show.mockClear();
    expect(handlePushMessage({ type: 'DRAIN_OUTBOX' })).toBe(false);
    expect(handlePushMessage({ type: 'PUSH', payload: { title: 1 } })).toBe(false);
    expect(handlePushMessage(null)).toBe(false);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('subscription helpers', () => {
  it('turns a base64url VAPID key into its bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const key = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...base64UrlToBytes(key)]).toEqual([...bytes]);
  });

  it('says unsupported where the browser has no PushManager', async () => {
    expect(await readPushState()).toBe('unsupported');
  });
});
