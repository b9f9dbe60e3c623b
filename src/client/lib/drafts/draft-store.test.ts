import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserData, DRAFTS_DB } from '../pwa/clear-user-data';
import type * as DraftStore from './draft-store';
import { tokenOf } from '../../testing/session-token';

type Store = typeof DraftStore;

const signIn = (id: number | null) =>
  id === null ? localStorage.removeItem('token') : localStorage.setItem('token', tokenOf(id));

/** The drafts' code as a page loads it: a new page (a reload) starts with nothing in memory. */
async function freshPage(): Promise<Store> {
  vi.resetModules();
  return import('./draft-store');
}

/** What the database holds, read as another page would. */
function storedDrafts(): Promise<{ id: string; value: unknown }[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DRAFTS_DB);
    request.onupgradeneeded = () => request.result.createObjectStore('drafts', { keyPath: 'id' });
    request.onsuccess = () => {
      const db = request.result;
      const all = db.transaction('drafts').objectStore('drafts').getAll();
      all.onsuccess = () => {
        db.close();
        resolve(all.result as { id: string; value: unknown }[]);
      };
      all.onerror = () => reject(all.error);
    };
    request.onerror = () => reject(request.error);
  });
}

beforeEach(() => signIn(7));
afterEach(async () => {
  await clearUserData();
  localStorage.clear();
});

describe('drafts on the device', () => {
  it('are known to the page at once, and written once typing pauses', async () => {
    const page = await freshPage();
    const key = page.draftKey({ form: 'bug' });
    page.keepDraft(key, { title: 'Map' });
    page.keepDraft(key, { title: 'Map is grey' });
    expect(page.peekDraft(key)).toEqual({ value: { title: 'Map is grey' } });
    expect(await storedDrafts()).toEqual([]);
    await vi.waitFor(async () =>
      expect(await storedDrafts()).toMatchObject([{ value: { title: 'Map is grey' } }]),
    );

    const reloaded = await freshPage();
    const again = reloaded.draftKey({ form: 'bug' });
    expect(reloaded.peekDraft(again)).toBeUndefined();
    expect(await reloaded.readDraft(again)).toEqual({ title: 'Map is grey' });
  });

  it('are written at once when the page is hidden or closed', async () => {
    const page = await freshPage();
    page.keepDraft(page.draftKey({ form: 'post' }), 'Twenty miles');
    window.dispatchEvent(new Event('pagehide'));
    // Well inside the pause the write would otherwise wait for.
    await vi.waitFor(async () => expect(await storedDrafts()).toHaveLength(1), { timeout: 100 });
  });

  it('are per member and per thing written about', async () => {
    const page = await freshPage();
    page.keepDraft(page.draftKey({ form: 'ride', thing: 12 }), 'ride 12');
    page.keepDraft(page.draftKey({ form: 'ride' }), 'new ride');
    page.flushDrafts();
    signIn(8);
    const other = await freshPage();
    expect(await other.readDraft(other.draftKey({ form: 'ride', thing: 12 }))).toBeUndefined();
    expect(await other.readDraft(other.draftKey({ form: 'ride' }))).toBeUndefined();
    signIn(7);
    const mine = await freshPage();
    expect(await mine.readDraft(mine.draftKey({ form: 'ride', thing: 12 }))).toBe('ride 12');
    expect(await mine.readDraft(mine.draftKey({ form: 'ride' }))).toBe('new ride');
  });

  it('are forgotten when sent, and at sign-out, in memory and on the device', async () => {
    const page = await freshPage();
    const bug = page.draftKey({ form: 'bug' });
    const post = page.draftKey({ form: 'post' });
    page.keepDraft(bug, { title: 'Map' });
    page.keepDraft(post, 'Twenty miles');
    page.flushDrafts();
    await vi.waitFor(async () => expect(await storedDrafts()).toHaveLength(2));

    page.dropDraft(bug);
    expect(page.peekDraft(bug)).toBeNull();
    await vi.waitFor(async () => expect(await storedDrafts()).toHaveLength(1));

    signIn(null);
    await clearUserData();
    expect(page.peekDraft(post)).toBeUndefined();
    expect(await storedDrafts()).toEqual([]);
  });

  it('are not written for a member who has signed out since the form opened', async () => {
    const page = await freshPage();
    const key = page.draftKey({ form: 'bug' });
    page.keepDraft(key, { title: 'Typed before' });
    signIn(8);
    page.keepDraft(key, { title: 'Typed after' });
    page.flushDrafts();
    // The next member's draft, written after the write that waited from before.
    page.keepDraft(page.draftKey({ form: 'bug' }), { title: 'Next member' });
    page.flushDrafts();
    await vi.waitFor(async () => expect(await storedDrafts()).toHaveLength(1));
    // The waiting write was dropped too: nothing of the first member's is left.
    expect(await storedDrafts()).toMatchObject([{ id: '8/bug/new' }]);
  });
});
