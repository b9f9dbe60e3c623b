/**
 * The replies asked for before the app started (boot/start-first-reads.ts), taken by the API
 * client instead of asking again: each at most once, and only with the same session.
 */
import { FIRST_READS_GLOBAL, type FirstReads } from '../boot/first-reads-global';
import { readKey } from '../boot/first-reads';

export function takeFirstRead(url: string, token: string | null): Promise<Response> | undefined {
  const reads = (window as unknown as Record<string, FirstReads | undefined>)[FIRST_READS_GLOBAL];
  if (!reads || reads.token !== token) return undefined;
  const key = readKey(url);
  const reply = reads.replies.get(key);
  reads.replies.delete(key);
  return reply;
}
