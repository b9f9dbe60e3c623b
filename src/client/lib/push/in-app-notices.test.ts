import { describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { NOTICE_DEDUPE_MS, handlePushMessage, showInAppNotice, showingPage } =
  await import('./push-notices');

const notice = (tag: string, url = '/bugs') => ({ title: 'Solved', body: 'Map', url, tag });

describe('in-app notices from the socket and from the service worker', () => {
  it('shows a notice once when both copies arrive, and a later one of the same tag again', () => {
    show.mockClear();
    const t0 = Date.now();
    expect(showInAppNotice(notice('bug-7'), t0)).toBe(true);
    // The service worker relays the push of the same notice a moment later.
    expect(handlePushMessage({ type: 'PUSH', payload: notice('bug-7') })).toBe(false);
    expect(showInAppNotice(notice('bug-7'), t0 + NOTICE_DEDUPE_MS - 1)).toBe(false);
    expect(showInAppNotice(notice('bug-8'), t0 + 1_000)).toBe(true);
    expect(showInAppNotice(notice('bug-7'), t0 + NOTICE_DEDUPE_MS)).toBe(true);
    expect(show).toHaveBeenCalledTimes(3);
  });

  it('does not show a notice leading to the page the member is looking at', () => {
    show.mockClear();
    const stop = showingPage('/messges?conversation=4');
    expect(showInAppNotice(notice('conversation-4', '/messges?conversation=4'), 50_000)).toBe(
      false,
    );
    expect(showInAppNotice(notice('conversation-5', '/messges?conversation=5'), 50_000)).toBe(true);
    stop();
    expect(showInAppNotice(notice('conversation-4', '/messges?conversation=4'), 50_000)).toBe(true);
    expect(show).toHaveBeenCalledTimes(2);
  });
});
