import 'fake-indexeddb/auto';
import { createRoute } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUG_TEXT } from '../../../contract/bugs-constants';
import { somethingBeingTyped } from '../../lib/drafts/being-typed';
import { draftKey, peekDraft } from '../../lib/drafts/draft-store';
import { DRAFT_TEXT } from '../../lib/drafts/draft-texts';
import { pageOutbox } from '../../lib/outbox/page-outbox';
import { clearUserData } from '../../lib/pwa/clear-user-data';
import { holdDraftsDb, inDraftsDb } from '../../testing/drafts-db';
import { renderApp } from '../../testing/test-app';
import { BugReportScreen } from './bug-report-screen';
import { tokenOf } from '../../testing/session-token';

/** The bug screen, and another page to move to and back from. */
function renderBugs() {
  return renderApp({
    path: '/bugs',
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/bugs', component: BugReportScreen }),
    ],
  });
}

const title = () => screen.findByRole('textbox', { name: /^Title/ });
const discardButton = () => screen.queryByRole('button', { name: DRAFT_TEXT.discard });

/** A bug draft left by an earlier page of member 7. */
const leftBefore = (value: unknown, id = '7/bug/new') =>
  inDraftsDb((store) => store.put({ id, owner: 7, savedAt: 1, value }));
const storedIds = async () =>
  ((await inDraftsDb((store) => store.getAllKeys())) as string[]).sort();

/** Resolves once the page has asked the device for the signed-in member's bug draft. */
const pageHasRead = () =>
  waitFor(() => expect(peekDraft(draftKey({ form: 'bug' }))).not.toBeUndefined());

beforeEach(async () => {
  localStorage.setItem('token', tokenOf(7));
  // The network is away: a report stays queued in the outbox. The page asks /api/health for
  // its anti-forgery cookie before its first write.
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

describe('the bug report draft', { timeout: 20_000 }, () => {
  it('is there again after moving to another screen and back, said to be a draft', async () => {
    const { router } = renderBugs();
    const user = userEvent.setup();
    await user.type(await title(), 'Map is grey');
    expect(somethingBeingTyped()).toBe(true);
    await act(() => router.navigate({ to: '/intro' }));
    expect(somethingBeingTyped()).toBe(false);
    await act(() => router.navigate({ to: '/bugs' }));
    expect(await title()).toHaveValue('Map is grey');
    expect(screen.getByText(DRAFT_TEXT.restored)).toBeVisible();
    expect(somethingBeingTyped()).toBe(true);
  });

  it('comes back after a reload, the choices with the text', async () => {
    await leftBefore({ fields: { title: 'Map is grey', severity: 'HIGH' } });
    renderBugs();
    await waitFor(async () => expect(await title()).toHaveValue('Map is grey'));
    expect(screen.getByRole('radio', { name: 'HIGH' })).toBeChecked();
    expect(discardButton()).toBeVisible();
  });

  it('is not put over text typed before the device answered', async () => {
    await leftBefore({ fields: { title: 'Old words' } });
    const release = await holdDraftsDb();
    renderBugs();
    await userEvent.setup().type(await title(), 'New words');
    await release();
    // The page's read has been answered once its next write is through.
    await waitFor(async () =>
      expect(await inDraftsDb((store) => store.get('7/bug/new'))).toMatchObject({
        value: { fields: { title: 'New words' } },
      }),
    );
    expect(await title()).toHaveValue('New words');
    expect(discardButton()).toBeNull();
  });

  it('"Discard draft" empties the form and forgets the draft', async () => {
    await leftBefore({ fields: { title: 'Map is grey' } });
    renderBugs();
    await waitFor(async () => expect(await title()).toHaveValue('Map is grey'));
    await userEvent.setup().click(discardButton()!);
    expect(await title()).toHaveValue('');
    expect(discardButton()).toBeNull();
    await waitFor(async () => expect(await storedIds()).toEqual([]));
  });

  it('is forgotten once the report is queued', async () => {
    const { router } = renderBugs();
    const user = userEvent.setup();
    await user.type(await title(), 'Map is grey');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'It stays grey.');
    await user.click(screen.getByRole('radio', { name: 'HIGH' }));
    await user.click(screen.getByRole('button', { name: BUG_TEXT.submit }));
    // Queued: the screen shows its list of reports, the report waiting in it.
    await screen.findByRole('list', { name: BUG_TEXT.waitingList });
    expect(await pageOutbox().list(7)).toHaveLength(1);
    expect(somethingBeingTyped()).toBe(false);
    await waitFor(async () => expect(await storedIds()).toEqual([]));
    await act(() => router.navigate({ to: '/intro' }));
    await act(() => router.navigate({ to: '/bugs' }));
    expect(await title()).toHaveValue('');
    expect(discardButton()).toBeNull();
  });

  it("is the member's own: another member on the device does not see it", async () => {
    await leftBefore({ fields: { title: 'Member 7 wrote this' } });
    localStorage.setItem('token', tokenOf(8));
    renderBugs();
    const field = await title();
    await pageHasRead();
    expect(field).toHaveValue('');
    expect(discardButton()).toBeNull();
  });

  it('is gone after signing out, from the page and the device', async () => {
    const { router } = renderBugs();
    await userEvent.setup().type(await title(), 'Map is grey');
    await act(() => router.navigate({ to: '/intro' }));
    localStorage.removeItem('token');
    await clearUserData();
    localStorage.setItem('token', tokenOf(7));
    await act(() => router.navigate({ to: '/bugs' }));
    const field = await title();
    await pageHasRead();
    expect(field).toHaveValue('');
    expect(await storedIds()).toEqual([]);
  });
});
