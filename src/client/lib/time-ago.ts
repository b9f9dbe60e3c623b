/**
 * How long ago a post, comment, notice or ride chat message was written: "5 minutes ago",
 * "yesterday". Only for things already written: a time after the device's own clock (the
 * server's clock a little ahead of the phone's) reads "now", never "in 3 seconds".
 * In the page's language (time-ago-texts.ts), and spelled there rather than by
 * Intl.RelativeTimeFormat: the first use of that formatter loads its language data, about 50 ms
 * on a cheap phone, in the middle of drawing the feed.
 */
import { TIME_AGO_TEXT } from './time-ago-texts';

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

/** Words said instead of a number, as people say them: their texts' names. */
const WORDS: Partial<Record<Unit, Record<number, keyof typeof TIME_AGO_TEXT.words>>> = {
  second: { 0: 'now' },
  minute: { 0: 'thisMinute' },
  hour: { 0: 'thisHour' },
  day: { [-1]: 'yesterday', 0: 'today' },
  week: { [-1]: 'lastWeek', 0: 'thisWeek' },
  month: { [-1]: 'lastMonth', 0: 'thisMonth' },
  year: { [-1]: 'lastYear', 0: 'thisYear' },
};

/** So many of each unit ago. */
const AGO = {
  second: TIME_AGO_TEXT.seconds,
  minute: TIME_AGO_TEXT.minutes,
  hour: TIME_AGO_TEXT.hours,
  day: TIME_AGO_TEXT.days,
  week: TIME_AGO_TEXT.weeks,
  month: TIME_AGO_TEXT.months,
  year: TIME_AGO_TEXT.years,
} satisfies Record<Unit, (count: number) => string>;

function say(amount: number, unit: Unit): string {
  // Math.round gives -0 for small negatives; 0 reads the same either way.
  const whole = Math.round(amount) || 0;
  const word = WORDS[unit]?.[whole];
  if (word) return TIME_AGO_TEXT.words[word];
  return AGO[unit](Math.abs(whole));
}

export function timeAgo(iso: string, now = Date.now()): string {
  let amount = Math.min(0, (new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return say(amount, unit);
    amount /= size;
  }
  return say(amount, 'year');
}
