/**
 * Registers the service worker in production builds. workbox-window is imported late so it is
 * not part of what the first screen waits for. A new version is only offered, never forced:
 * the member's half-typed form must not vanish under them.
 */
/** Browsers check for a new sw.js on navigation; a tab left open checks this often too. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface RegisterOptions {
  /** A new version is installed and waiting; `apply` activates it and reloads the page. */
  onUpdateReady: (apply: () => void) => void;
}

export async function registerServiceWorker({ onUpdateReady }: RegisterOptions): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    onUpdateReady(() => {
      // Reload once the new worker controls the page, so the page and its worker match.
      wb.addEventListener('controlling', () => window.location.reload());
      // Goes to the waiting worker (messageSW would reach the active, older one).
      wb.messageSkipWaiting();
    });
  });

  const registration = await wb.register();
  if (!registration) return;
  const check = () => {
    // Offline the check can only fail; the next one (or becoming visible) will try again.
    if (navigator.onLine) wb.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
