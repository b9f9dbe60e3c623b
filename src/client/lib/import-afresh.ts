/**
 * Loading a chunk again after it failed. Chromium remembers a dynamic import that failed (the
 * signal dropped while the chunk came) as failed until the page is reloaded, so a plain second
 * try fails at once without asking the network.
 */

/**
 * The address of a chunk the browser could not load, as Chromium and Firefox name it in the
 * error ("Failed to fetch dynamically imported module: https://…/x.js").
 */
export function failedChunk(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /\b(https?:\/\/\S+?\.js)\b/.exec(message)?.[1];
}

/**
 * Imports the chunk at `address` again under a fresh address. It never ran, so nothing of it is
 * doubled; what it imports is shared as usual.
 */
export function importAfresh<T>(address: string): Promise<T> {
  return import(/* @vite-ignore */ `${address}?again=${Date.now()}`) as Promise<T>;
}
