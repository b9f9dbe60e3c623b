/**
 * Runs before the app, as a small script of its own (built by scripts/first-reads-script.ts):
 * asks the server for what the opened screen reads first (first-reads.ts), with the stored
 * session, so the replies travel while the app's code does. The app takes each reply once
 * (lib/first-reads.ts); a reply asked with another session than the app's is left alone.
 */
import { TOKEN_STORAGE_KEY, TUNNEL_HEADER } from '../../contract/constants';
import { FIRST_READS_GLOBAL, type FirstReads } from './first-reads-global';
import { firstReadsOf, readKey } from './first-reads';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

const slot = window as unknown as Record<string, FirstReads | undefined>;
// This script loads beside the app's: should the app have started first, it asks for its data
// itself, and asking again here would only cost the phone the bytes twice.
if (!slot[FIRST_READS_GLOBAL]) {
  const token = storedToken();
  const headers: Record<string, string> = { [TUNNEL_HEADER]: 'true' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const replies = new Map<string, Promise<Response>>();
  for (const url of firstReadsOf({
    path: location.pathname,
    search: location.search,
    signedIn: token !== null,
  })) {
    const reply = fetch(url, { headers, credentials: 'same-origin' });
    // Not taken, or taken late: a failure is the app's to see when it asks, never unhandled.
    reply.catch(() => undefined);
    replies.set(readKey(url), reply);
  }
  slot[FIRST_READS_GLOBAL] = { token, replies };
}
