/**
 * How old a rider's dot on the live map is, counted from when the server took the position
 * (the phones' clocks disagree; the server's is one clock for all), and whether the rider has
 * gone quiet: not heard from for the time after which the crew is alerted, so their dot greys.
 */
import { RIDE_LIVE_LIMITS } from '../../../../contract/ride-live-constants';
import { LIVE_TEXT } from './texts';

export interface DotAge {
  text: string;
  quiet: boolean;
}

export function dotAge(receivedAt: string, now: number): DotAge {
  // A server clock a little ahead of the phone's reads "now", never a negative age.
  const ms = Math.max(0, now - new Date(receivedAt).getTime());
  return { text: LIVE_TEXT.ago(ms), quiet: ms >= RIDE_LIVE_LIMITS.quietAfterMs };
}

/** "AK" for Ana Karim; a one-word name its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words.at(-1)![0]!).toUpperCase();
}
