import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openOutboxDb } from './db';
import {
  countQueuedWrite,
  outboxMayHaveEntries,
  rememberWaiting,
  useWaitingWrites,
} from './waiting';

beforeEach(async () => {
  localStorage.clear();
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase('club-outbox');
    deleting.onsuccess = deleting.onerror = resolve;
  });
});

describe('the writes waiting, known without opening the outbox', () => {
  it('counts a write before it joins the line, and follows the outbox after', () => {
    const { result } = renderHook(() => useWaitingWrites(7));
    expect(result.current).toBe(0);
    act(() => countQueuedWrite(7));
    expect(result.current).toBe(1);
    act(() => countQueuedWrite(null));
    expect(result.current).toBe(1);
    act(() => rememberWaiting(new Map([[7, 3]])));
    expect(result.current).toBe(3);
    act(() => rememberWaiting(new Map()));
    expect(result.current).toBe(0);
  });

  it('hears a count written by another tab', () => {
    const { result } = renderHook(() => useWaitingWrites(null));
    act(() => {
      localStorage.setItem('club-outbox-waiting', JSON.stringify({ visitor: 2 }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'club-outbox-waiting' }));
    });
    expect(result.current).toBe(2);
  });

  it('says whether to open the outbox at start', async () => {
    // Never counted, and no outbox database: nothing can wait; the answer is kept.
    expect(await outboxMayHaveEntries()).toBe(false);
    expect(localStorage.getItem('club-outbox-waiting')).toBe('{}');
    countQueuedWrite(null);
    expect(await outboxMayHaveEntries()).toBe(true);
    rememberWaiting(new Map());
    expect(await outboxMayHaveEntries()).toBe(false);

    // Never counted, but an earlier version left its database: it may hold writes.
    localStorage.clear();
    const db = openOutboxDb();
    await db.open();
    db.close();
    expect(await outboxMayHaveEntries()).toBe(true);
  });
});
