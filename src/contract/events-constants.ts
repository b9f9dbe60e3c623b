/**
 * events without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. events.ts re-exports all of it beside the schemas.
 */
import { defineTexts, t, type Message } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';
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

/**
 * The messages of the ride schemas (events.ts), English when the schemas are built: the server's
 * replies and the forms translate them when they show them.
 */
export const EVENT_VALIDATION = englishTexts({
  fillRequired: /*i18n*/ { id: 'Please fill in all required fields.' },
  kindRequired: /*i18n*/ { id: 'Pick the kind of ride.' },
  paceFilter: /*i18n*/ { id: 'Pace is easy, moderate or fast; separate several with commas.' },
  kindFilter: /*i18n*/ {
    id: 'Kind is road, gravel, mtb, social or training; separate several with commas.',
  },
  distanceFilter: /*i18n*/ {
    id: 'Distance is upTo30, 30to60, 60to100 or over100; separate several with commas.',
  },
  goingFilter: /*i18n*/ { id: 'Going is true or false.' },
  dayInvalid: /*i18n*/ { id: 'Give a day as YYYY-MM-DD.' },
  daysOrder: /*i18n*/ { id: 'The "to" day cannot be before the "from" day.' },
  /** EVENT_LIMITS.windowDaysMax. */
  daysTooMany: /*i18n*/ { id: 'Ask for at most 62 days at a time.' },
  /** EVENT_LIMITS.durationMinutesMin. */
  durationRange: /*i18n*/ { id: 'A ride lasts 15 minutes to 7 days.' },
  /** EVENT_LIMITS.distanceKmMax. */
  distanceRange: /*i18n*/ { id: 'Give a distance above 0 and up to 2000 km.' },
  /** EVENT_LIMITS.capacityMin and capacityMax. */
  capacityRange: /*i18n*/ {
    id: 'Room for 1 to 1000 riders, or leave it empty for no limit.',
  },
  startsAtInvalid: /*i18n*/ { id: 'Pick a date and a start time.' },
  latitudeRange: /*i18n*/ { id: 'Latitude is between -90 and 90.' },
  longitudeRange: /*i18n*/ { id: 'Longitude is between -180 and 180.' },
  coordinatesTogether: /*i18n*/ { id: 'Give both latitude and longitude, or neither.' },
  /** EVENT_LIMITS.sponsorsMax. */
  sponsorsMax: /*i18n*/ { id: 'At most 10 sponsors.' },
  notYourPicture: /*i18n*/ { id: 'Pick a picture you uploaded for a ride.' },
  notYourRoute: /*i18n*/ { id: 'Pick a route you uploaded.' },
  /** EVENT_LIMITS.guestsMax. */
  guestsRange: /*i18n*/ { id: 'Bring 0 to 2 guests.' },
});

export const EVENT_TEXT = defineTexts({
  fillRequired: /*i18n*/ { id: 'Please fill in all required fields.' },
  paceLabels: {
    easy: /*i18n*/ { id: 'Easy' },
    moderate: /*i18n*/ { id: 'Moderate' },
    fast: /*i18n*/ { id: 'Fast' },
  } satisfies Record<EventPace, Message>,
  kindLabels: {
    road: /*i18n*/ { id: 'Road' },
    gravel: /*i18n*/ { id: 'Gravel' },
    mtb: /*i18n*/ { id: 'Mountain bike' },
    social: /*i18n*/ { id: 'Social / coffee ride' },
    training: /*i18n*/ { id: 'Training' },
  } satisfies Record<RideKind, Message>,
  distanceBandLabels: {
    upTo30: /*i18n*/ { id: 'Up to 30 km' },
    '30to60': /*i18n*/ { id: '30-60 km' },
    '60to100': /*i18n*/ { id: '60-100 km' },
    over100: /*i18n*/ { id: 'Over 100 km' },
  } satisfies Record<DistanceBand, Message>,
  startsInPast: /*i18n*/ { id: 'Pick a start time in the future.' },
  startsTooFar: /*i18n*/ { id: 'Pick a start within the next two years.' },
  notYourPicture: /*i18n*/ { id: 'Pick a picture you uploaded for a ride.' },
  notYourRoute: /*i18n*/ { id: 'Pick a route you uploaded.' },
  cancelled: /*i18n*/ { id: 'This ride is cancelled.' },
  alreadyCancelled: /*i18n*/ { id: 'This ride is already cancelled.' },
  started: /*i18n*/ { id: 'This ride has already started.' },
  gpxField: /*i18n*/ { id: 'Send the route as multipart/form-data in the field "gpx".' },
  gpxChoose: /*i18n*/ { id: 'Choose a .gpx file.' },
  /** EVENT_LIMITS.gpxMaxBytes. */
  gpxTooLarge: /*i18n*/ { id: 'The GPX file is larger than 5 MB.' },
  gpxMalformed: /*i18n*/ { id: 'That file is not a GPX route we can read.' },
  gpxEntities: /*i18n*/ { id: 'GPX files with DOCTYPE or entity declarations are not accepted.' },
  gpxEmpty: /*i18n*/ { id: 'The GPX file holds no track or route points.' },
  going: /*i18n*/ { id: 'Going' },
  /** Said beside the guest choices before a rider asks for more guests than there is room. */
  guestsWaitTogether: (free: number) =>
    free <= 0
      ? t(
          /*i18n*/ {
            id: 'No place is left for a guest: with a guest more, you and your guests wait together on the waitlist.',
          },
        )
      : t(
          /*i18n*/ {
            id: 'Only {free, plural, one {# more place is} other {# more places are}} left: with more guests than that, you and your guests wait together on the waitlist.',
          },
          { free },
        ),
  guestsLabel: /*i18n*/ { id: 'Guests' },
  guestsHint: /*i18n*/ { id: 'Friends riding with you take a place each.' },
  guestsChoice: (guests: number) =>
    guests === 0 ? t(/*i18n*/ { id: 'Just me' }) : t(/*i18n*/ { id: '+{guests}' }, { guests }),
  withGuests: (guests: number) =>
    guests === 0 ? '' : ` ${t(/*i18n*/ { id: '+{guests}' }, { guests })}`,
  waitlisted: /*i18n*/ { id: 'On the waitlist' },
  waitlistPosition: (position: number) =>
    t(/*i18n*/ { id: 'Number {position} on the waitlist' }, { position }),
  join: /*i18n*/ { id: 'Join ride' },
  joinWaitlist: /*i18n*/ { id: 'Join waitlist' },
  leave: /*i18n*/ { id: 'Leave ride' },
  full: /*i18n*/ { id: 'Full' },
  addToCalendar: /*i18n*/ { id: 'Add to calendar' },
  calendarFeed: /*i18n*/ { id: 'Calendar feed' },
  calendarFeedHint: /*i18n*/ {
    id: 'Subscribe to this address in your calendar app to see the rides you are going to. Keep it private: anyone with it can read the feed.',
  },
  resetFeed: /*i18n*/ { id: 'Reset feed address' },
  feedReset: /*i18n*/ { id: 'The old feed address no longer works.' },
  feedName: /*i18n*/ { id: 'Club rides' },
  promotedTitle: (name: string) => t(/*i18n*/ { id: 'You have a place on {name}' }, { name }),
  promotedBody: /*i18n*/ { id: 'A place freed up and you moved off the waitlist.' },
  cancelledTitle: (name: string) => t(/*i18n*/ { id: '{name} is cancelled' }, { name }),
  cancelledBody: /*i18n*/ { id: 'The organiser cancelled this ride.' },
  seriesCancelledTitle: (name: string) =>
    t(/*i18n*/ { id: '{name} and its later rides are cancelled' }, { name }),
  seriesCancelledBody: /*i18n*/ { id: 'The organiser cancelled the rest of this series.' },
  /** A reminder within EVENT_REMINDER_SOON_HOURS of the start. */
  reminderTitle: (name: string) => t(/*i18n*/ { id: '{name} starts soon' }, { name }),
  /** A reminder further ahead names the day: "Tue 9 Dec at 07:00", on the club's clock. */
  reminderTitleOn: (name: string, day: string) =>
    t(/*i18n*/ { id: '{name} starts on {day}' }, { name, day }),
  reminderDay: (weekday: string, day: number, month: string, time: string) =>
    t(/*i18n*/ { id: '{weekday} {day} {month} at {time}' }, { weekday, day, month, time }),
  reminderBody: (when: string, from: string) =>
    t(/*i18n*/ { id: '{when} from {from}' }, { when, from }),
  reminderInMinutes: (minutes: number) =>
    t(/*i18n*/ { id: 'In {minutes, plural, one {# minute} other {# minutes}}' }, { minutes }),
  reminderInHours: (hours: number) =>
    t(/*i18n*/ { id: 'In {hours, plural, one {# hour} other {# hours}}' }, { hours }),
  reminderInDays: (days: number) => t(/*i18n*/ { id: 'In {days} days' }, { days }),
} as const);

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
