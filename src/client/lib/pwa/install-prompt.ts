/**
 * The browser's offer to install the app (beforeinstallprompt, Chromium). It fires once, early,
 * possibly before React renders, so it is caught at start and kept here for the user menu.
 */
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the menu rather than letting the browser show its own banner.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<boolean> {
  const offer = deferred;
  if (!offer) return false;
  deferred = null;
  notify();
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCanPromptInstall(): boolean {
  return useSyncExternalStore(subscribe, () => deferred !== null);
}

/** iOS never offers installation itself: members add the app from Safari's Share menu. */
export function needsManualInstall(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone =
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches;
  const ios =
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  return ios && !standalone;
}
