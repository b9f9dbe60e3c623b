/**
 * The club's time zone on this device (the club setting `timeZone`): kept in storage, so the
 * first screen has it before any reply, and followed when the club's setting says otherwise.
 * Light on purpose: the root of every page reads it. Dates are formatted in lib/dates.ts.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../contract/club-zone-name';
import { settingsQuery } from './club-settings';
import { afterFirstScreen } from './load-late';

const ZONE_KEY = 'clubTimeZone';

function storedZone(): string {
  try {
    const stored = localStorage.getItem(ZONE_KEY);
    if (stored && isTimeZone(stored)) return stored;
  } catch {
    // Storage blocked: the default stands.
  }
  return DEFAULT_TIME_ZONE;
}

let zone = storedZone();
const listeners = new Set<() => void>();

export function clubTimeZone(): string {
  return zone;
}

/** The club's setting as the server has it; a change is kept and every screen drawn again. */
export function setClubTimeZone(next: string): void {
  if (next === zone || !isTimeZone(next)) return;
  zone = next;
  try {
    localStorage.setItem(ZONE_KEY, next);
  } catch {
    // Storage blocked: this page still uses it.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The club's time zone, re-rendering when it changes. */
export function useClubTimeZone(): string {
  return useSyncExternalStore(subscribe, clubTimeZone, clubTimeZone);
}

/**
 * Reads the club's setting once per page, after the first paint, and returns the zone in use:
 * a key for whatever must be drawn again when it changes.
 */
export function useFollowClubTimeZone(): string {
  const queryClient = useQueryClient();
  useEffect(() => {
    let current = true;
    void afterFirstScreen()
      .then(() => queryClient.fetchQuery(settingsQuery))
      .then((settings) => {
        if (current && settings.timeZone) setClubTimeZone(settings.timeZone);
      })
      .catch(() => undefined); // Offline: the kept zone stands.
    return () => {
      current = false;
    };
  }, [queryClient]);
  return useClubTimeZone();
}
