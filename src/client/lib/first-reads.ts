/**
 * The replies asked for before the app started (boot/start-first-reads.ts), taken by the API
 * client instead of asking again: each at most once, only with the same session, and only
 * while the first screen loads. A reply left after that is dropped: taken later, it would show
 * a screen as it was when the page opened.
 */
import { FIRST_READS_GLOBAL, type FirstReads } from '../boot/first-reads-global';
import { readKey } from '../boot/first-reads';

function firstReads(): FirstReads | undefined {
  return (window as unknown as Record<string, FirstReads | undefined>)[FIRST_READS_GLOBAL];
}

/**
 * Called as the app starts: should the script not have run yet, it is too late to help and
 * asks for nothing (the app reads for itself).
 */
export function openFirstReads(): void {
  (window as unknown as Record<string, FirstReads | undefined>)[FIRST_READS_GLOBAL] ??= {
    token: null,
    replies: new Map(),
  };
}

/**
 * Called once the first screen's data is loaded: replies nobody took are dropped, and their
 * bodies let go, since a body never read keeps its request open (and the page never idle).
 */
export function closeFirstReads(): void {
  const replies = firstReads()?.replies;
  if (!replies) return;
  for (const reply of replies.values()) {
    reply.then((response) => response.body?.cancel()).catch(() => undefined);
  }
  replies.clear();
}

export function takeFirstRead(url: string, token: string | null): Promise<Response> | undefined {
  const reads = firstReads();
  if (!reads || reads.token !== token) return undefined;
  const key = readKey(url);
  const reply = reads.replies.get(key);
  reads.replies.delete(key);
  return reply;
}
