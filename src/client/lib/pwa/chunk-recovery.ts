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
  /** The page reloaded for this moments ago and the file is still missing. */
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

function reloadOnce(): ChunkRecovery {
  if (reloadedLately()) return 'failed';
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Storage blocked: without the guard, reload only if the page has run a while.
    if (performance.now() < RELOAD_GUARD_MS) return 'failed';
  }
  window.location.reload();
  return 'reloading';
}

/** Whether the server answers for `address` now (any answer, even 404, means it is reachable). */
async function serverAnswers(address: string): Promise<boolean> {
  try {
    await fetch(address || '/index.html', { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

let recovering: Promise<ChunkRecovery> | undefined;

/**
 * Decides what a failed load means and acts on it: reloads once into the current version when
 * the server can be reached (the file is gone, or was cut off), or says it cannot be reached.
 */
export function recoverFromFailedLoad(error: unknown): Promise<ChunkRecovery> {
  const address = missingFile(error);
  if (address === undefined) return Promise.resolve('other');
  if (!navigator.onLine) return Promise.resolve('unreachable');
  recovering ??= serverAnswers(address).then((reachable) => {
    // Unreachable now is no answer for later: the next failure asks again.
    if (!reachable) recovering = undefined;
    return reachable ? reloadOnce() : 'unreachable';
  });
  return recovering;
}

/** Vite's word for a screen's file or stylesheet that failed to load (any dynamic import). */
export function listenForFailedLoads(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Not prevented: the import still fails where it was made (a waiting lazy part keeps
    // waiting for the network; a route shows its error screen) until the reload comes.
    void recoverFromFailedLoad((event as Event & { payload?: unknown }).payload);
  });
}
