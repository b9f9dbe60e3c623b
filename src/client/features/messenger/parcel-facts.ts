/** How a parcel's figures read on the screens. */
import { formatMoney } from '../shop/money';
import { MESSENGER_TEXT } from './texts';

export function formatWeight(grams: number): string {
  return grams >= 1000 ? `${(grams / 1000).toLocaleString('en-US')} kg` : `${grams} g`;
}

export function formatCash(minor: number, currency: string): string {
  return minor === 0 ? MESSENGER_TEXT.noCash : formatMoney(minor, currency);
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const timeOnly = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "Sat 28 Nov, 09:00–11:00", or both ends in full when they fall on different days. */
export function formatWindow(start: string | null, end: string | null): string | null {
  if (!start || !end) return null;
  const from = new Date(start);
  const to = new Date(end);
  return from.toDateString() === to.toDateString()
    ? `${dateTime.format(from)}–${timeOnly.format(to)}`
    : `${dateTime.format(from)} – ${dateTime.format(to)}`;
}
