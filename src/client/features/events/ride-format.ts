/** How a ride's time, length and distance read on cards and on the ride page. */
import { EVENT_TEXT, type EventPace, type RideKind } from '../../../contract/events-constants';
import { formatDate } from '../../lib/dates';
import { RIDES_TEXT } from './texts';

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
  if (days > 0) parts.push(RIDES_TEXT.durationDays(days));
  if (hours > 0) parts.push(RIDES_TEXT.durationHours(hours));
  if (rest > 0) parts.push(RIDES_TEXT.durationMinutes(rest));
  return parts.join(' ') || RIDES_TEXT.durationMinutes(0);
}

/** "42.5 km". */
export function distanceText(km: number): string {
  return RIDES_TEXT.distanceKm(Number(km.toFixed(1)));
}

/** "350 m climbing". */
export function climbText(metres: number): string {
  return RIDES_TEXT.climbM(metres);
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
