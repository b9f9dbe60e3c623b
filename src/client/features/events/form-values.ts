/**
 * Between the ride form and the API: a native datetime-local field holds the rider's local
 * wall-clock time ("2026-11-28T07:30"), the API takes an instant with its offset; an edit starts
 * from the ride as the server sent it.
 */
import type { Event, EventInput } from '../../../contract/events';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as a datetime-local value, in this device's time zone. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; '' when the field is empty or incomplete. */
export function fromLocalInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(year, month - 1, day, hours, minutes);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

export const EMPTY_RIDE: EventInput = {
  name: '',
  coverPictureId: null,
  startsAt: '',
  durationMinutes: 180,
  from: { name: '' },
  to: { name: '' },
  distanceKm: null,
  pace: 'moderate',
  description: '',
  capacity: null,
  sponsors: [],
  routeId: null,
};

/**
 * The form's values for a stored ride. The route is kept by its id when the server tells it;
 * `distanceKm` is what the ride shows, so an edit keeps the figure riders saw.
 */
export function rideToInput(ride: Event): EventInput {
  return {
    name: ride.name,
    coverPictureId: ride.coverPicture?.id ?? null,
    startsAt: ride.startsAt,
    durationMinutes: ride.durationMinutes,
    from: { name: ride.from.name, lat: ride.from.lat, lng: ride.from.lng },
    to: { name: ride.to.name, lat: ride.to.lat, lng: ride.to.lng },
    distanceKm: ride.distanceKm,
    pace: ride.pace,
    description: ride.description,
    capacity: ride.capacity,
    sponsors: ride.sponsors.map((sponsor) => ({
      name: sponsor.name,
      description: sponsor.description,
      pictureId: sponsor.picture?.id ?? null,
    })),
    routeId: ride.routeId ?? null,
  };
}
