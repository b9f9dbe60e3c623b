/**
 * Ride lists read by day: rides are grouped under a heading for their day of the club's
 * calendar ("Sat 28 Nov 2026"), in the order the list already has (next ride first for
 * upcoming, latest first for past), so grouping never reorders what the server sent.
 */
import { clubDayKey, formatDate } from '../../../lib/dates';

export interface DayGroup<T> {
  /** The club's calendar day, YYYY-MM-DD: a stable React key. */
  key: string;
  heading: string;
  items: T[];
}

export function groupByDay<T>(items: readonly T[], startOf: (item: T) => string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const at = new Date(startOf(item));
    const key = clubDayKey(at);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, heading: formatDate(at, 'day'), items: [item] });
  }
  return groups;
}
