/**
 * A small value kept in localStorage that React reads live, in this tab and in others (the
 * storage event). It is how the first screen learns what IndexedDB holds (a cart, queued
 * writes) without loading the database library to ask.
 */
import { useSyncExternalStore } from 'react';

export interface StoredValue {
  get(): string | null;
  /** null removes it. */
  set(value: string | null): void;
  /**
   * What the caller works out from the value (a count), rendering again only when that
   * changes: a new value that comes to the same count costs no drawing.
   */
  use<T>(derive: (value: string | null) => T): T;
}

const values = new Map<string, StoredValue>();

export function storedValue(key: string): StoredValue {
  const known = values.get(key);
  if (known) return known;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const get = () => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // Storage can be blocked (private mode, disabled cookies).
    }
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  const value: StoredValue = {
    get,
    set(next) {
      if (next === get()) return;
      try {
        if (next === null) localStorage.removeItem(key);
        else localStorage.setItem(key, next);
      } catch {
        // Not kept: the next start looks again.
      }
      notify();
    },
    use: (derive) =>
      useSyncExternalStore(
        subscribe,
        () => derive(get()),
        () => derive(null),
      ),
  };
  values.set(key, value);
  return value;
}

/** Whether this browser has an IndexedDB database of that name; true when it cannot tell. */
export async function databaseExists(name: string): Promise<boolean> {
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === name);
  } catch {
    return true;
  }
}
