/**
 * How long ago a post, comment, notice or ride chat message was written: "5 minutes ago",
 * "yesterday". Only for things already written: a time after the device's own clock (the
 * server's clock a little ahead of the phone's) reads "now", never "in 3 seconds".
 * In English, as every other text of the app, and spelled here rather than by
 * Intl.RelativeTimeFormat: the first use of that formatter loads its language data, about 50 ms
 * on a cheap phone, in the middle of drawing the feed.
 */
type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** Each unit and how many of it make the next. */
const STEPS: [Unit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** Words said instead of a number, as people say them. */
const WORDS: Partial<Record<Unit, Record<number, string>>> = {
  second: { 0: 'now' },
  minute: { 0: 'this minute' },
  hour: { 0: 'this hour' },
  day: { [-1]: 'yesterday', 0: 'today' },
  week: { [-1]: 'last week', 0: 'this week' },
  month: { [-1]: 'last month', 0: 'this month' },
  year: { [-1]: 'last year', 0: 'this year' },
};

function say(amount: number, unit: Unit): string {
  // Math.round gives -0 for small negatives; 0 reads the same either way.
  const whole = Math.round(amount) || 0;
  const word = WORDS[unit]?.[whole];
  if (word) return word;
  const size = Math.abs(whole);
  return `${size} ${unit}${size === 1 ? '' : 's'} ago`;
}

export function timeAgo(iso: string, now = Date.now()): string {
  let amount = Math.min(0, (new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return say(amount, unit);
    amount /= size;
  }
  return say(amount, 'year');
}
