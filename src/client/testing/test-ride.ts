/**
 * A ride as the server describes it (contract/events.ts), for component tests: a scheduled
 * road ride a week from now, organised by Karim, nobody else going; `changes` make it the ride
 * a test needs.
 */
import type { Event } from '../../contract/events';

export function testRide(changes: Partial<Event> = {}): Event {
  return {
    id: 1,
    name: 'Mawa ferry ride',
    coverPicture: null,
    startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    durationMinutes: 180,
    from: { name: 'Hatirjheel', lat: null, lng: null },
    to: { name: 'Mawa', lat: null, lng: null },
    distanceKm: 40,
    pace: 'easy',
    kind: 'road',
    organiser: {
      id: 3,
      username: 'karim',
      fullName: 'Karim',
      uniqueName: 'karim',
      profilePicture: null,
      coverPicture: null,
      roles: [{ name: 'ROLE_USER' }],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    capacity: 10,
    status: 'scheduled',
    goingCount: 1,
    waitlistCount: 0,
    myRsvp: null,
    myWaitlistPosition: null,
    myGuests: 0,
    hasRoute: false,
    canEdit: false,
    series: null,
    description: '',
    sponsors: [],
    route: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    seriesNext: [],
    ...changes,
  };
}
