import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openOutboxDb } from './db';
import {
  countQueuedWrite,
  outboxMayHaveEntries,
  rememberWaiting,
  useWaitingCounts,
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
    act(() => rememberWaiting(new Map([[7, { entries: 3, parked: 1 }]])));
    expect(result.current).toBe(3);
    act(() => rememberWaiting(new Map()));
    expect(result.current).toBe(0);
  });

  it('tells the writes that send by themselves from those parked for the member', () => {
    const { result } = renderHook(() => useWaitingCounts(7));
    expect(result.current).toEqual({ sending: 0, parked: 0 });
    act(() => countQueuedWrite(7));
    expect(result.current).toEqual({ sending: 1, parked: 0 });
    act(() => rememberWaiting(new Map([[7, { entries: 3, parked: 2 }]])));
    expect(result.current).toEqual({ sending: 1, parked: 2 });
    // A new write joins the line: one more sends by itself, the parked ones stay.
    act(() => countQueuedWrite(7));
    expect(result.current).toEqual({ sending: 2, parked: 2 });
    act(() => rememberWaiting(new Map([[7, { entries: 1, parked: 1 }]])));
    expect(result.current).toEqual({ sending: 0, parked: 1 });
  });

  it('reads the counts an older version wrote, and leaves them readable to it', () => {
    // Before parked writes were counted apart: one number per owner, all of them sending.
    localStorage.setItem('club-outbox-waiting', JSON.stringify({ '7': 2, visitor: 1 }));
    const { result } = renderHook(() => useWaitingCounts(7));
    expect(result.current).toEqual({ sending: 2, parked: 0 });
    act(() => rememberWaiting(new Map([[7, { entries: 2, parked: 1 }]])));
    expect(result.current).toEqual({ sending: 1, parked: 1 });
    // What an older version reads: the owner's key still holds all their entries.
    const stored = JSON.parse(localStorage.getItem('club-outbox-waiting')!) as Record<
      string,
      number
    >;
    expect(stored['7']).toBe(2);
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
