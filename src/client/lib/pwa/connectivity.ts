/**
 * Whether the app can reach the server, and when it can again. The browser's `navigator.onLine`
 * is false only when the device surely has no network: a phone with a signal that carries
 * nothing, or a network that stops short of us, still says true and never fires 'online'. So a
 * call that got no answer, or an answer the service worker took from its cache instead of the
 * server, counts as offline too; the app then asks the server now and again (a few seconds
 * apart at first, then up to a minute, while the page is visible) and tells whoever waits
 * (the outbox, the cart) as soon as it answers.
 */
import { useSyncExternalStore } from 'react';
import { TUNNEL_HEADER } from '../../../contract/constants';
import { API_PREFIX } from '../../../contract/api-paths';
import { FROM_CACHE_HEADER } from '../../../contract/pwa';

const FIRST_PROBE_MS = 5_000;
const LAST_PROBE_MS = 60_000;

let reachable = true;
let probeDelay = FIRST_PROBE_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const changeListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function setReachable(next: boolean) {
  if (reachable === next) return;
  reachable = next;
  changeListeners.forEach((listener) => listener());
  if (next) reconnectListeners.forEach((listener) => listener());
}

function scheduleProbe() {
  if (probeTimer !== undefined || reachable) return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    if (document.visibilityState !== 'visible') return;
    void probe();
  }, probeDelay);
  probeDelay = Math.min(probeDelay * 2, LAST_PROBE_MS);
}

async function probe() {
  try {
    const reply = await fetch(`${API_PREFIX}/health`, {
      cache: 'no-store',
      headers: { [TUNNEL_HEADER]: 'true' },
    });
    if (reply.ok && !reply.headers.has(FROM_CACHE_HEADER)) return noteServerReached(true);
  } catch {
    // No answer: offline as far as we can tell.
  }
  noteServerReached(false);
}

/** What a call showed: true when the server itself answered it. */
export function noteServerReached(reached: boolean): void {
  if (reached) {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    probeDelay = FIRST_PROBE_MS;
  }
  setReachable(reached);
  if (!reached) scheduleProbe();
}

/**
 * Asks the server once whether it can be reached. For a start the service worker served: the
 * page then opened from the device, and only a call tells whether the network is there.
 */
export function checkServerReachable(): void {
  void probe();
}

/** Calls `listener` whenever the server can be reached again; returns the way to stop. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // The browser's word is taken when it has one: its network is back, or surely gone.
  window.addEventListener('online', () => {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    probeDelay = FIRST_PROBE_MS;
    reachable = true;
    changeListeners.forEach((listener) => listener());
    reconnectListeners.forEach((listener) => listener());
  });
  window.addEventListener('offline', () => changeListeners.forEach((listener) => listener()));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !reachable) void probe();
  });
}

function subscribe(listener: () => void) {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** False means offline as far as the app can tell. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine && reachable);
}
