/**
 * What the app's file store holds, seen as the app sees it: on disk, in PostgreSQL or in a
 * bucket, whichever the test server runs with.
 */
import type { App } from '../../src/server/app';

/** The names of the finished files under `prefix` (`tempfiles/` gives the shared files' ids). */
export async function storedNames(app: App, prefix: string): Promise<string[]> {
  const names: string[] = [];
  for await (const file of app.files.list(prefix)) names.push(file.key.slice(prefix.length));
  return names;
}
