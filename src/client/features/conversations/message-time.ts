import { formatDate, formatRecent } from '../../lib/dates';

/** The hour for today, the day for anything older (the inbox, a message's corner). */
export function shortTime(iso: string, now = new Date()): string {
  return formatRecent(iso, { now });
}

export function fullTime(iso: string): string {
  return formatDate(iso, 'dayTime');
}
