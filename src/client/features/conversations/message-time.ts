/** Times in the member's own locale: the hour for today, the day for anything older. */
const hour = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? hour.format(date) : day.format(date);
}

export function fullTime(iso: string): string {
  return full.format(new Date(iso));
}
