/**
 * Registers the service worker in production builds, looks for new versions, and keeps every
 * open tab on the version that serves it (docs/releasing.md). main.tsx loads this file once the
 * first screen is drawn. It speaks to the browser's service worker API itself: workbox-window
 * did the same for 2 KB more of what a first visit fetches before the network is idle.
 *
 * A new version is offered, never forced on a tab where something is being written: the member
 * presses Reload on the notice. When that happens in one tab, the new worker takes every tab
 * over; a tab where nothing is being written then reloads by itself, one with text half-typed
 * is told and reloads when the member says (its draft is kept either way).
 */
import { somethingBeingTyped } from '../drafts/being-typed';
import { onReconnect } from './connectivity';
import { keepPicturesShown } from './first-visit-pictures';

/** Moving between screens looks for a new version at most this often. */
const NAVIGATION_CHECK_MS = 60 * 1000;
/** A tab left open on one screen looks this often. */
const IDLE_CHECK_MS = 60 * 60 * 1000;

export interface RegisterOptions {
  /** A new version is installed and waits; `updateApp` (app-update.ts) switches to it. */
  onUpdateReady: () => void;
  /**
   * Another tab switched to the new version while this tab holds text being written: this one
   * still runs the previous version until the member reloads it.
   */
  onSwitchedWhileWriting: () => void;
}

let lookNow: ((throttled: boolean) => void) | undefined;
/** This tab moves itself to the new version (app-update.ts), and opens it itself. */
let switching = false;

export function markSwitchingVersion(): void {
  switching = true;
}

/**
 * Looks for a new version on the server, at most once a minute: called as the member moves
 * between screens.
 */
export function checkForUpdateOnNavigation(): void {
  lookNow?.(true);
}

/** A text field of a form the member has filled in (the search box is not writing). */
function formFieldFilled(): boolean {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form textarea, form input:not([type]), form input[type=text], form input[type=email], form input[type=tel], form input[type=number], form input[type=url], form input[type=password]',
  );
  return Array.from(fields).some(
    (field) => !field.readOnly && !field.disabled && field.value.trim() !== '',
  );
}

/** Whether reloading this tab now could cost the member something they are writing. */
function writingOnPage(): boolean {
  return somethingBeingTyped() || formFieldFilled();
}

export async function registerServiceWorker(options: RegisterOptions): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      // The first worker of this browser took the page over: it keeps what the page showed.
      controlled = true;
      void keepPicturesShown();
      return;
    }
    // This tab asked for the switch, and opens the new version itself.
    if (switching) return;
    if (writingOnPage()) options.onSwitchedWhileWriting();
    else window.location.reload();
  });

  // A page opened offline cannot fetch sw.js to register: the registration it already has
  // still tells it of new versions once the network is back.
  const registration =
    (await container.register('/sw.js', { scope: '/' }).catch(() => undefined)) ??
    (await container.getRegistration().catch(() => undefined));
  if (!registration) return;
  // Only a worker that waits behind one in control is a new version (the first one just starts).
  const offerIfWaiting = () => {
    if (registration.waiting && container.controller) options.onUpdateReady();
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
  // One found by an earlier visit may be waiting already.
  offerIfWaiting();

  let lastLook = Date.now();
  lookNow = (throttled) => {
    // Offline the look can only fail; reconnecting looks again.
    if (!navigator.onLine) return;
    if (throttled && Date.now() - lastLook < NAVIGATION_CHECK_MS) return;
    lastLook = Date.now();
    registration.update().catch(() => undefined);
  };
  setInterval(() => lookNow?.(false), IDLE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') lookNow?.(false);
  });
  onReconnect(() => lookNow?.(false));
}
