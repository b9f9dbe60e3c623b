/**
 * Moving this tab to the newest version of the app: from the "New version available" notice, or
 * from a queued write that only the newer version can send ("Update the app to send this").
 */
import { SW_MESSAGE } from '../../../contract/pwa';
import { markSwitchingVersion } from './register-sw';

/** Past this, the switch is given up on and the page is simply opened again. */
const SWITCH_TIMEOUT_MS = 10_000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), SWITCH_TIMEOUT_MS)),
  ]);
}

/** The worker that waits to take over, once an installing one has finished installing. */
async function waitingWorker(
  registration: ServiceWorkerRegistration,
): Promise<ServiceWorker | null> {
  const installing = registration.installing;
  if (installing) {
    await within(
      new Promise<void>((resolve) => {
        const settled = () => {
          if (installing.state !== 'installing') {
            installing.removeEventListener('statechange', settled);
            resolve();
          }
        };
        installing.addEventListener('statechange', settled);
        settled();
      }),
      undefined,
    );
  }
  return registration.waiting;
}

/**
 * Activates the newest version, if the browser has found one (it looks for one first), then
 * opens `path` (by default this page) in it. Without a service worker the server's page is the
 * newest already, so the page is simply opened again.
 */
export async function updateApp(path?: string): Promise<void> {
  markSwitchingVersion();
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const registration = await container?.getRegistration().catch(() => undefined);
  if (container && registration) {
    if (!registration.waiting && !registration.installing)
      await within(
        registration.update().catch(() => undefined),
        undefined,
      );
    const waiting = await waitingWorker(registration);
    if (waiting) {
      const taken = new Promise<void>((resolve) =>
        container.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
      waiting.postMessage({ type: SW_MESSAGE.skipWaiting });
      await within(taken, undefined);
    }
  }
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (!path || path === here) window.location.reload();
  else window.location.assign(path);
}
