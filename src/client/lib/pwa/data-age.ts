import { formatDate } from '../dates';

/** How old data shown from the cache is, in the words of the notice ('Saved 5 min ago'). */
export function formatDataAge(at: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'Saved just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Saved ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Saved ${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `Saved ${days} ${days === 1 ? 'day' : 'days'} ago`;
  return `Saved on ${formatDate(at, 'date')}`;
}
