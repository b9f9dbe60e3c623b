/**
 * How long ago a ride chat message was written, short enough for a phone's line: "just now",
 * "5 min ago", "3 h ago", "2 d ago"; past a week the day itself.
 */
import { formatDate } from '../../../lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function shortAgo(iso: string, now = Date.now()): string {
  const age = now - Date.parse(iso);
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)} d ago`;
  return formatDate(iso, 'dayTime');
}
