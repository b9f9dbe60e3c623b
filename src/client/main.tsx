// First: zod must know it may not use eval before any chunk builds a schema.
import '../contract/zod-without-eval';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { markAppStarted } from './app/first-screen';
import { setSenderRegistration } from './lib/outbox/sender-registration';
import { closeFirstReads, openFirstReads } from './lib/first-reads';
import { Providers } from './app/providers';
import { router } from './app/router';
import { listenForFailedLoads } from './lib/pwa/chunk-recovery';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { listenForScreenLinks } from './lib/pwa/screen-files';
import { afterFirstScreen, importWhenOnline } from './lib/load-late';
import { startLanguage } from './lib/i18n/language';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before any screen can start a drain of the outbox, it learns how to send every kind waiting;
// that code loads with the outbox's first drain, not with the first screen.
// A registration asked for offline (a write queued with no signal) loads once the network is
// back, under a fresh address: Chromium keeps a failed import failed until the page reloads.
setSenderRegistration(() =>
  importWhenOnline(() => import('./app/outbox-senders')).then(({ registerOutboxSenders }) =>
    registerOutboxSenders(),
  ),
);
listenForInstallPrompt();
// A screen's file that cannot load (a deploy took it away) reloads the page into the newest
// version rather than leaving it blank.
listenForFailedLoads();
// Before the service worker holds the app, a screen's files come at once when it is reached for.
listenForScreenLinks(router);

/**
 * The replies asked for at boot stay takeable until the first screen's own reads have asked:
 * a screen's queries start in its effects (before this one's, which comes last in the tree)
 * and ask a moment later, so a screen with no route loader takes its replies too.
 */
function FirstReadsCloser() {
  useEffect(() => {
    const timer = setTimeout(closeFirstReads, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

// The route's code is fetched beside this file (the server names it in the HTML), and its
// first data was asked for before (boot/start-first-reads.ts): both are loaded before the first
// render (app/first-screen.ts), so the page is drawn once, whole, instead of a frame and then
// its content. A route that cannot load (offline, never saved) still renders its error.
async function start(container: HTMLElement) {
  openFirstReads();
  // A Bangla reader's catalog loads beside the first screen's code and data.
  await Promise.all([router.load().catch(() => undefined), startLanguage()]);
  // Screens opened from here on are drawn at once and fill in as their data comes.
  markAppStarted();
  // A transition lets React yield to the browser while it builds the page, so a tap or a frame
  // is never held up by the first render on a slow phone.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
          <FirstReadsCloser />
        </Providers>
      </StrictMode>,
    );
  });
}

void start(root);
// The service worker's code, and the notices' code, load once the first screen is drawn: the
// notices only when a new version is there to offer, which most visits never see.
const serviceWorker = () => afterFirstScreen().then(() => import('./lib/pwa/register-sw'));
const updateNotice = () => import('./lib/pwa/update-notice');
void serviceWorker().then((sw) =>
  sw.registerServiceWorker({
    onUpdateReady: () => void updateNotice().then((notice) => notice.showUpdateNotice()),
    onSwitchedWhileWriting: () => void updateNotice().then((notice) => notice.showBehindNotice()),
  }),
);
// Moving between screens is one of the moments a new version is looked for (once a minute).
router.subscribe('onResolved', ({ pathChanged }) => {
  if (pathChanged) void serviceWorker().then((sw) => sw.checkForUpdateOnNavigation());
});
