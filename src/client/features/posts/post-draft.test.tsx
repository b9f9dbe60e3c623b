import 'fake-indexeddb/auto';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TEXT } from '../../lib/drafts/draft-texts';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { pageOutbox } from '../../lib/outbox/page-outbox';
import { clearUserData } from '../../lib/pwa/clear-user-data';
import { inDraftsDb } from '../../testing/drafts-db';
import { renderApp, testUser } from '../../testing/test-app';
import { PostComposer } from './post-composer';
import { POST_FORM_TEXT } from './texts';
import { tokenOf } from '../../testing/session-token';

function renderFeedTop() {
  return renderApp({
    path: '/home',
    user: testUser(),
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/home', component: PostComposer }),
    ],
  });
}

const content = () => screen.findByRole('textbox', { name: POST_FORM_TEXT.content });

beforeEach(async () => {
  localStorage.setItem('token', tokenOf(7));
  // Offline: a post stays queued in the outbox.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/health')
        ? Response.json({ status: 'ok' })
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
  await pageOutbox().db.entries.clear();
});
afterEach(async () => {
  await clearUserData();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the new post draft', { timeout: 20_000 }, () => {
  it('opens the post form by itself after a reload, without taking the cursor', async () => {
    await inDraftsDb((store) =>
      store.put({
        id: '7/post/new',
        owner: 7,
        savedAt: 1,
        value: { fields: { content: 'Twenty miles along', location: 'Cox’s Bazar' } },
      }),
    );
    renderFeedTop();
    expect(await content()).toHaveValue('Twenty miles along');
    expect(screen.getByRole('textbox', { name: POST_FORM_TEXT.location })).toHaveValue(
      'Cox’s Bazar',
    );
    expect(screen.getByText(DRAFT_TEXT.restored)).toBeVisible();
    expect(await content()).not.toHaveFocus();
  });

  it('is forgotten once the post is queued', async () => {
    renderFeedTop();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: POST_FORM_TEXT.content }));
    await user.type(await content(), 'Twenty miles along the coast');
    await waitFor(async () =>
      expect(await inDraftsDb((store) => store.getAllKeys())).toEqual(['7/post/new']),
    );
    await user.click(screen.getByRole('button', { name: POST_FORM_TEXT.submit }));
    await waitFor(async () =>
      expect(await pageOutbox().list(7, OUTBOX_KINDS.postCreate)).toHaveLength(1),
    );
    await waitFor(async () => expect(await content()).toHaveValue(''));
    expect(await inDraftsDb((store) => store.getAllKeys())).toEqual([]);
  });
});
