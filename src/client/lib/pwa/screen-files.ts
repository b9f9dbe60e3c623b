/**
 * A first visit fetches a screen's files at once, not one import level after another. The
 * entry's code does not list what each screen needs (vite.config.ts: those lists weighed 2.5 KB
 * gzip on the first screen); the server knows it from the build (GET /api/app/route-files), and
 * is asked when a link to the screen is first pointed at, touched or focused, or the router
 * moves there. Once the service worker holds every file, nothing is asked.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { API_PREFIX, APP_PATHS } from '../../../contract/api-paths';

interface ScreenFiles {
  modules: string[];
}

const asked = new Set<string>();

function addModulePreloads({ modules }: ScreenFiles) {
  for (const file of modules) {
    const href = `/${file}`;
    if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Has the browser fetch, all at once, the files that draw `pathname`. */
export function preloadScreenFiles(pathname: string): void {
  if (navigator.serviceWorker?.controller || asked.has(pathname)) return;
  asked.add(pathname);
  fetch(`${API_PREFIX}${APP_PATHS.routeFiles}?path=${encodeURIComponent(pathname)}`)
    .then((reply) => (reply.ok ? (reply.json() as Promise<ScreenFiles>) : null))
    .then((files) => files && addModulePreloads(files))
    // Offline or refused: the screen's own import still fetches its files, level by level.
    .catch(() => asked.delete(pathname));
}

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** From now on, a link pointed at and every move of the router fetch the screen's files. */
export function listenForScreenLinks(router: Pick<AnyRouter, 'subscribe'>): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === location.origin) {
      preloadScreenFiles(link.pathname);
    }
  };
  for (const name of INTENT_EVENTS) {
    document.addEventListener(name, onIntent, { capture: true, passive: true });
  }
  router.subscribe('onBeforeNavigate', ({ toLocation }) => preloadScreenFiles(toLocation.pathname));
}
