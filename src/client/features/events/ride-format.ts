/** How a ride's time, length and distance read on cards and on the ride page. */
import { EVENT_TEXT, type EventPace, type RideKind } from '../../../contract/events-constants';
import { formatDate } from '../../lib/dates';

/** "07:30", on the club's clock. */
export function startTime(iso: string): string {
  return formatDate(iso, 'time');
}

/** "Sat 28 Nov 2026, 07:30", on the club's clock. */
export function startDateTime(iso: string): string {
  return formatDate(iso, 'dayTime');
}

/** "45 min", "3 h", "2 h 30 min", "2 days 4 h". */
export function durationText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} ${days === 1 ? 'day' : 'days'}`);
  if (hours > 0) parts.push(`${hours} h`);
  if (rest > 0) parts.push(`${rest} min`);
  return parts.join(' ') || '0 min';
}

export function distanceText(km: number): string {
  return `${Number(km.toFixed(1))} km`;
}

export function climbText(metres: number): string {
  return `${Math.round(metres)} m climbing`;
}

export function paceLabel(pace: EventPace): string {
  return EVENT_TEXT.paceLabels[pace];
}

export function kindLabel(kind: RideKind): string {
  return EVENT_TEXT.kindLabels[kind];
}

export const PACE_COLOURS: Record<EventPace, string> = {
  easy: 'teal',
  moderate: 'orange',
  fast: 'red',
};

/** A ride that has started can no longer be joined or left. */
export function hasStarted(iso: string, now: number = Date.now()): boolean {
  return new Date(iso).getTime() <= now;
}
