/** How a parcel's figures read on the screens. */
import { clubDayKey, formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { MESSENGER_TEXT } from './texts';

export function formatWeight(grams: number): string {
  return grams >= 1000 ? MESSENGER_TEXT.kilograms(grams / 1000) : MESSENGER_TEXT.grams(grams);
}

export function formatCash(minor: number, currency: string): string {
  return minor === 0 ? MESSENGER_TEXT.noCash : formatMoney(minor, currency);
}

export function formatWhen(iso: string): string {
  return formatDate(iso, 'dayTime');
}

/** "Sat 28 Nov 2026, 09:00–11:00", or both ends in full when they fall on different days. */
export function formatWindow(start: string | null, end: string | null): string | null {
  if (!start || !end) return null;
  return clubDayKey(start) === clubDayKey(end)
    ? `${formatDate(start, 'dayTime')}–${formatDate(end, 'time')}`
    : `${formatDate(start, 'dayTime')} – ${formatDate(end, 'dayTime')}`;
}
