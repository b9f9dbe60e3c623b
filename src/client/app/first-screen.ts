/**
 * The data a screen shows first, fetched by its route's loader. When the app starts, the first
 * screen waits for it (FIRST_DATA_WAIT_MS at most), so it is drawn once, whole, instead of as
 * skeletons and then again with its content: on a cheap phone each drawing of a full page is a
 * long task. Later screens are drawn at once and fill in as their data comes, as before; their
 * data is still asked for as early as the router knows where the member is going.
 *
 * The replies are usually there already: boot/start-first-reads.ts asked for them while the
 * app's code loaded. Never throws: a failed read is the screen's to show.
 */
import type { QueryClient } from '@tanstack/react-query';

export const FIRST_DATA_WAIT_MS = 3_000;

let appStarted = false;

/** Called once the first screen is drawn. */
export function markAppStarted(): void {
  appStarted = true;
}

export function loadFirstData(
  queryClient: QueryClient,
  reads: (queryClient: QueryClient) => Array<Promise<unknown>>,
): Promise<void> | undefined {
  const settled = Promise.allSettled(reads(queryClient)).then(() => undefined);
  if (appStarted) return undefined;
  return Promise.race([
    settled,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
}
