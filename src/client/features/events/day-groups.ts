/**
 * Ride lists read by day: rides are grouped under a heading for their local calendar day
 * ("Saturday 28 November"), in the order the list already has (next ride first for upcoming,
 * latest first for past), so grouping never reorders what the server sent.
 */

export interface DayGroup<T> {
  /** The local calendar day, YYYY-MM-DD: a stable React key. */
  key: string;
  heading: string;
  items: T[];
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of a moment; two rides on the same evening share it. */
export function dayKey(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** "Saturday 28 November", with the year only when it is not this year's. */
export function dayHeading(at: Date, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((one) => one.type === type)?.value ?? '';
  const heading = `${part('weekday')} ${part('day')} ${part('month')}`;
  return at.getFullYear() === now.getFullYear() ? heading : `${heading} ${part('year')}`;
}

export function groupByDay<T>(
  items: readonly T[],
  startOf: (item: T) => string,
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const at = new Date(startOf(item));
    const key = dayKey(at);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, heading: dayHeading(at, now), items: [item] });
  }
  return groups;
}
