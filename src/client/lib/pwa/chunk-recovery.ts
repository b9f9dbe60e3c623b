/**
 * A screen's code that cannot load. After a deploy, a page of the previous version may ask for a
 * file the server no longer has (kept releases are bounded, docs/releasing.md): the page then
 * reloads once into the current version instead of going blank. A file that cannot be fetched
 * at all (no signal) is not a new version: reloading then would lose the page, so the screen
 * says so and reloads when the server can be reached again.
 */
import { failedChunk } from '../import-afresh';

/** A second reload this soon after the first would be a loop: the error screen shows instead. */
const RELOAD_GUARD_MS = 60_000;
const RELOADED_AT_KEY = 'club-reloaded-for-missing-file';

export type ChunkRecovery =
  /** The page is reloading into the current version. */
  | 'reloading'
  /** The file could not be fetched: the network, not the version. */
  | 'unreachable'
  /**
   * No reload: one was made moments ago and the file still did not load, or the file is there
   * and only a part of the screen missed it (it loads it again itself).
   */
  | 'failed'
  /** The error is not about a file that failed to load. */
  | 'other';

/**
 * The file a failed load names: Chromium's and Firefox's dynamic import errors, and Vite's
 * "Unable to preload CSS for /assets/…".
 */
export function missingFile(error: unknown): string | undefined {
  const address = failedChunk(error);
  if (address) return address;
  const message = error instanceof Error ? error.message : String(error);
  const preload = /Unable to preload CSS for (\S+)/.exec(message)?.[1];
  if (preload) return preload;
  return /(Importing a module script failed|error loading dynamically imported module)/i.test(
    message,
  )
    ? ''
    : undefined;
}

function reloadedLately(): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(at) && Date.now() - at < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

let reloading = false;

function reloadOnce(): ChunkRecovery {
  // Asked twice for one failure (Vite's event and the screen's error): one reload.
  if (reloading) return 'reloading';
  if (reloadedLately()) return 'failed';
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Storage blocked: without the guard, reload only if the page has run a while.
    if (performance.now() < RELOAD_GUARD_MS) return 'failed';
  }
  reloading = true;
  window.location.reload();
  return 'reloading';
}

/**
 * What the server says of `address` now: 'gone' (404 or 410: a release the server no longer
 * keeps), 'there' (any other answer: the load was cut off), or 'unreachable' (no answer).
 */
async function askServer(address: string): Promise<'gone' | 'there' | 'unreachable'> {
  try {
    const reply = await fetch(address || '/index.html', { method: 'HEAD', cache: 'no-store' });
    return reply.status === 404 || reply.status === 410 ? 'gone' : 'there';
  } catch {
    return 'unreachable';
  }
}

/**
 * Decides what a failed load means and acts on it. A file the server no longer has means this
 * page is of an earlier version: it reloads once into the current one. A file the server still
 * has was cut off on its way (a weak signal): no reload, which without a service worker could
 * lose the page to the same weak signal; a part of a screen loads it again by itself
 * (lib/load-late.ts, importAfresh), and a screen that failed offers Reload. No answer at all is
 * the network.
 */
export async function recoverFromFailedLoad(error: unknown): Promise<ChunkRecovery> {
  const address = missingFile(error);
  if (address === undefined) return 'other';
  if (!navigator.onLine) return 'unreachable';
  const said = await askServer(address);
  if (said === 'unreachable') return 'unreachable';
  return said === 'gone' ? reloadOnce() : 'failed';
}

/** Vite's word for a screen's file or stylesheet that failed to load (any dynamic import). */
export function listenForFailedLoads(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Not prevented: the import still fails where it was made (a waiting lazy part keeps
    // waiting for the network; a route shows its error screen) until the reload comes.
    void recoverFromFailedLoad((event as Event & { payload?: unknown }).payload);
  });
}
