import { formatDate } from '../dates';
import { DATA_AGE_TEXT } from './data-age-texts';

/** How old data shown from the cache is, in the words of the notice ('Saved 5 min ago'). */
export function formatDataAge(at: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return DATA_AGE_TEXT.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return DATA_AGE_TEXT.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return DATA_AGE_TEXT.hours(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return DATA_AGE_TEXT.days(days);
  return DATA_AGE_TEXT.on(formatDate(at, 'date'));
}
