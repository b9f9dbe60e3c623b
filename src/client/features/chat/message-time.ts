import { formatRecent } from '../../lib/dates';

/** A message's time: the hour today, the day and hour before, the year too when it differs. */
export function formatSentAt(iso: string, now = new Date()): string {
  return formatRecent(iso, { now, withTime: true });
}
