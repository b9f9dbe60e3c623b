import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderApp, testUser } from '../../testing/test-app';

/** A token whose subject is the test member (7); the server is not asked to check it here. */
const memberToken = `e30.${btoa(JSON.stringify({ sub: '7' }))}.sig`;

describe('the bell', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("says how many of the member's notifications are unread and leads to the inbox", async () => {
    localStorage.setItem('token', memberToken);
    fakeApi({ 'GET /api/notifications/unread-count': { body: { unread: 3 } } });
    renderApp({ path: '/home', user: testUser() });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
  });

  it('is not there for a visitor', async () => {
    const requests = fakeApi({});
    renderApp({ path: '/home' });
    await screen.findByText('page /home');
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/notifications'))).toBe(false);
  });
});
