/**
 * Between the ride form and the API: a native datetime-local field holds the club's wall-clock
 * time ("2026-11-28T07:30" is half past seven in the club's zone, wherever the organiser's phone
 * is; lib/dates.ts reads and writes it), the API takes an instant with its offset; an edit
 * starts from the ride as the server sent it.
 */
import type { Event, EventInput } from '../../../../contract/events';

export const EMPTY_RIDE: EventInput = {
  name: '',
  coverPictureId: null,
  startsAt: '',
  durationMinutes: 180,
  from: { name: '' },
  to: { name: '' },
  distanceKm: null,
  pace: 'moderate',
  kind: 'road',
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
    kind: ride.kind,
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
