/**
 * Which API replies came from the service worker's cache, and how old they are: the SW marks
 * such a reply with FROM_CACHE_HEADER. Keyed by request URL; a fresh reply clears the mark.
 */
import { useSyncExternalStore } from 'react';
import { FROM_CACHE_HEADER } from '../../../contract/pwa';

const savedAt = new Map<string, Date>();
const listeners = new Set<() => void>();

export function recordReplyAge(url: string, headers: Headers): void {
  const mark = headers.get(FROM_CACHE_HEADER);
  const at = mark ? new Date(mark) : null;
  const before = savedAt.get(url);
  if (at && !Number.isNaN(at.getTime())) {
    if (before?.getTime() === at.getTime()) return;
    savedAt.set(url, at);
  } else {
    if (!before) return;
    savedAt.delete(url);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the reply last shown for `url` was produced, if it came from the cache; else null. */
export function useReplySavedAt(url: string): Date | null {
  return useSyncExternalStore(subscribe, () => savedAt.get(url) ?? null);
}
