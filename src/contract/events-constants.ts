/**
 * events without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. events.ts re-exports all of it beside the schemas.
 */
import type { DistanceBand, EventPace, RideKind } from './ride-choices';

export const EVENT_LIMITS = {
  nameMaxLength: 120,
  descriptionMaxLength: 5000,
  placeMaxLength: 200,
  /**
   * A ride starts within this many days (two years): every date a calendar is given stays a
   * real one, and a mistyped year is caught.
   */
  startsWithinDays: 2 * 365,
  /**
   * A ride is live (riders going may share their position) from this long before its start;
   * here rather than in ride-live-constants.ts so the ride page can show "Ride day, live"
   * without carrying the live ride's own constants and texts.
   */
  liveOpensBeforeStartMs: 60 * 60_000,
  durationMinutesMin: 15,
  /** A week: longer tours are planned as several rides. */
  durationMinutesMax: 7 * 24 * 60,
  distanceKmMax: 2000,
  capacityMin: 1,
  capacityMax: 1000,
  sponsorsMax: 10,
  sponsorNameMaxLength: 100,
  sponsorDescriptionMaxLength: 500,
  /** A GPX file larger than this is refused (413). */
  gpxMaxBytes: 5 * 1024 * 1024,
  /** The stored track is simplified to at most this many points. */
  trackMaxPoints: 500,
  listDefaultSize: 20,
  /** The widest from/to window a list answers: a month grid with its edges is 42 days. */
  windowDaysMax: 62,
  /** A profile shows a few of a member's rides at a time. */
  riderListDefaultSize: 5,
  /** Guests a rider may bring (+1, +2); each takes a place on the ride. */
  guestsMax: 2,
} as const;

/** The widths the server makes of a cover or sponsor picture, for srcset. */
export const EVENT_PICTURE_WIDTHS = [320, 640, 1280] as const;

export {
  DISTANCE_BANDS,
  EVENT_PACES,
  RIDE_KINDS,
  type DistanceBand,
  type EventPace,
  type RideKind,
} from './ride-choices';

export const DISTANCE_BAND_KM: Record<DistanceBand, { aboveKm: number; upToKm: number | null }> = {
  upTo30: { aboveKm: 0, upToKm: 30 },
  '30to60': { aboveKm: 30, upToKm: 60 },
  '60to100': { aboveKm: 60, upToKm: 100 },
  over100: { aboveKm: 100, upToKm: null },
};

export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;

export type EventStatus = (typeof EVENT_STATUSES)[number];

/** A rider's place on a ride: riding, or waiting for a place to free. */
export const RSVP_STATES = ['going', 'waitlisted'] as const;

export type RsvpState = (typeof RSVP_STATES)[number];

/** The three lists of rides: from now on, before now, and the reader's own. */
export const EVENT_LISTS = ['upcoming', 'past', 'mine'] as const;

export type EventList = (typeof EVENT_LISTS)[number];

export const EVENT_TEXT = {
  fillRequired: 'Please fill in all required fields.',
  paceLabels: { easy: 'Easy', moderate: 'Moderate', fast: 'Fast' } as Record<EventPace, string>,
  kindLabels: {
    road: 'Road',
    gravel: 'Gravel',
    mtb: 'Mountain bike',
    social: 'Social / coffee ride',
    training: 'Training',
  } as Record<RideKind, string>,
  distanceBandLabels: {
    upTo30: 'Up to 30 km',
    '30to60': '30-60 km',
    '60to100': '60-100 km',
    over100: 'Over 100 km',
  } as Record<DistanceBand, string>,
  kindRequired: 'Pick the kind of ride.',
  paceFilter: 'Pace is easy, moderate or fast; separate several with commas.',
  kindFilter: 'Kind is road, gravel, mtb, social or training; separate several with commas.',
  distanceFilter: 'Distance is upTo30, 30to60, 60to100 or over100; separate several with commas.',
  goingFilter: 'Going is true or false.',
  dayInvalid: 'Give a day as YYYY-MM-DD.',
  daysOrder: 'The "to" day cannot be before the "from" day.',
  daysTooMany: `Ask for at most ${EVENT_LIMITS.windowDaysMax} days at a time.`,
  durationRange: `A ride lasts ${EVENT_LIMITS.durationMinutesMin} minutes to 7 days.`,
  distanceRange: `Give a distance above 0 and up to ${EVENT_LIMITS.distanceKmMax} km.`,
  capacityRange: `Room for ${EVENT_LIMITS.capacityMin} to ${EVENT_LIMITS.capacityMax} riders, or leave it empty for no limit.`,
  startsAtInvalid: 'Pick a date and a start time.',
  startsInPast: 'Pick a start time in the future.',
  startsTooFar: 'Pick a start within the next two years.',
  latitudeRange: 'Latitude is between -90 and 90.',
  longitudeRange: 'Longitude is between -180 and 180.',
  coordinatesTogether: 'Give both latitude and longitude, or neither.',
  sponsorsMax: `At most ${EVENT_LIMITS.sponsorsMax} sponsors.`,
  notYourPicture: 'Pick a picture you uploaded for a ride.',
  notYourRoute: 'Pick a route you uploaded.',
  cancelled: 'This ride is cancelled.',
  alreadyCancelled: 'This ride is already cancelled.',
  started: 'This ride has already started.',
  gpxField: 'Send the route as multipart/form-data in the field "gpx".',
  gpxChoose: 'Choose a .gpx file.',
  gpxTooLarge: `The GPX file is larger than ${EVENT_LIMITS.gpxMaxBytes / 1024 / 1024} MB.`,
  gpxMalformed: 'That file is not a GPX route we can read.',
  gpxEntities: 'GPX files with DOCTYPE or entity declarations are not accepted.',
  gpxEmpty: 'The GPX file holds no track or route points.',
  going: 'Going',
  guestsRange: `Bring 0 to ${EVENT_LIMITS.guestsMax} guests.`,
  /** Said beside the guest choices before a rider asks for more guests than there is room. */
  guestsWaitTogether: (free: number) =>
    free <= 0
      ? 'No place is left for a guest: with a guest more, you and your guests wait together on the waitlist.'
      : `Only ${free} more ${free === 1 ? 'place is' : 'places are'} left: with more guests than that, you and your guests wait together on the waitlist.`,
  guestsLabel: 'Guests',
  guestsHint: 'Friends riding with you take a place each.',
  guestsChoice: (guests: number) => (guests === 0 ? 'Just me' : `+${guests}`),
  withGuests: (guests: number) => (guests === 0 ? '' : ` +${guests}`),
  waitlisted: 'On the waitlist',
  waitlistPosition: (position: number) => `Number ${position} on the waitlist`,
  join: 'Join ride',
  joinWaitlist: 'Join waitlist',
  leave: 'Leave ride',
  full: 'Full',
  addToCalendar: 'Add to calendar',
  calendarFeed: 'Calendar feed',
  calendarFeedHint:
    'Subscribe to this address in your calendar app to see the rides you are going to. Keep it private: anyone with it can read the feed.',
  resetFeed: 'Reset feed address',
  feedReset: 'The old feed address no longer works.',
  feedName: 'Club rides',
  promotedTitle: (name: string) => `You have a place on ${name}`,
  promotedBody: 'A place freed up and you moved off the waitlist.',
  cancelledTitle: (name: string) => `${name} is cancelled`,
  cancelledBody: 'The organiser cancelled this ride.',
  seriesCancelledTitle: (name: string) => `${name} and its later rides are cancelled`,
  seriesCancelledBody: 'The organiser cancelled the rest of this series.',
  /** A reminder within EVENT_REMINDER_SOON_HOURS of the start. */
  reminderTitle: (name: string) => `${name} starts soon`,
  /** A reminder further ahead names the day: "Tue 9 Dec at 07:00", on the club's clock. */
  reminderTitleOn: (name: string, day: string) => `${name} starts on ${day}`,
  reminderDay: (weekday: string, day: number, month: string, time: string) =>
    `${weekday} ${day} ${month} at ${time}`,
  reminderBody: (when: string, from: string) => `${when} from ${from}`,
  reminderInMinutes: (minutes: number) => `In ${minutes} minute${minutes === 1 ? '' : 's'}`,
  reminderInHours: (hours: number) => `In ${hours} hour${hours === 1 ? '' : 's'}`,
  reminderInDays: (days: number) => `In ${days} days`,
} as const;

/** A ride's reminder this close to its start says "starts soon"; one further ahead names the day. */
export const EVENT_REMINDER_SOON_HOURS = 24;

/** Paths under /api. `one` also answers PUT (edit); cancelling is a POST. */
export const EVENT_PATHS = {
  list: '/event',
  one: (id: number | string) => `/event/${id}`,
  cancel: (id: number | string) => `/event/${id}/cancel`,
  rsvp: (id: number | string) => `/event/${id}/rsvp`,
  attendees: (id: number | string) => `/event/${id}/attendees`,
  /** The rides a member joined, for their profile (members only). */
  rider: (userId: number | string) => `/event/rider/${userId}`,
  /** The ride as an .ics file (text/calendar), open to everybody. */
  calendar: (id: number | string) => `/event/${id}/calendar.ics`,
  /** The ride's route as a GPX file, open to whoever may read the ride. */
  routeGpx: (id: number | string) => `/event/${id}/route.gpx`,
  /** POST multipart field "image": a cover or sponsor picture. */
  picture: '/event/picture',
  /** POST multipart field "gpx": a route. */
  route: '/event/route',
  /** GET the member's feed address; POST …/reset to replace its token. */
  calendarFeed: '/event/calendar/feed',
  calendarFeedReset: '/event/calendar/feed/reset',
  /** The personal feed itself: the token is the only key. */
  calendarFeedOf: (token: string) => `/event/calendar/${token}.ics`,
} as const;

/** Field name of the multipart GPX upload. */
export const GPX_FIELD = 'gpx';
