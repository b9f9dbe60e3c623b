import '@testing-library/jest-dom/vitest';
// Before any test file's import: Dexie, loaded once for all the files of a worker, takes the
// IndexedDB it finds on its first load (a file's own import would come too late after a file
// that loaded Dexie without it).
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// The files of a worker share one page and the libraries they load (vite.config.ts, 'unit'):
// each file starts with the app's own modules fresh and the page's storage empty, as if alone.
afterAll(async () => {
  // A file's timers and calls still under way (a reconnecting socket, a server probe) end with
  // it, as they would with a page of its own.
  await (window as unknown as { happyDOM: { abort(): Promise<void> } }).happyDOM.abort();
  vi.resetModules();
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
  if (typeof indexedDB !== 'undefined') {
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
  }
});

// What a screen loads late (a dashboard's section, a dialog's form) is transformed at its first
// import in a test: on a loaded machine that can take longer than Testing Library's default
// second to find it.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs, which happy-dom does not implement.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// Textarea's autosize listens for web fonts finishing loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}
