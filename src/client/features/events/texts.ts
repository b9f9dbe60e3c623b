import { defineTexts, t } from '../../../contract/i18n/texts';

/** The ride screens' own words; the server's messages and the spec's texts come from contract/. */
export const RIDES_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Rides' },
  tabs: {
    upcoming: /*i18n*/ { id: 'Upcoming' },
    past: /*i18n*/ { id: 'Past' },
    mine: /*i18n*/ { id: 'My rides' },
  },
  newRide: /*i18n*/ { id: 'Plan a ride' },
  empty: {
    upcoming: /*i18n*/ { id: 'No rides planned yet. Plan one and the club can join you.' },
    past: /*i18n*/ { id: 'No past rides yet.' },
    mine: /*i18n*/ { id: 'Rides you organise or join show here.' },
  },
  signInForMine: /*i18n*/ { id: 'Sign in to see the rides you organise or join.' },
  signIn: /*i18n*/ { id: 'Sign in' },
  loadFailed: /*i18n*/ { id: 'The rides could not be loaded.' },
  rideLoadFailed: /*i18n*/ { id: 'This ride could not be loaded.' },
  loading: /*i18n*/ { id: 'Loading' },
  more: /*i18n*/ { id: 'More rides' },
  cancelled: /*i18n*/ { id: 'Cancelled' },
  going: (count: number, capacity: number | null) =>
    capacity === null
      ? t(/*i18n*/ { id: '{count} going' }, { count })
      : t(/*i18n*/ { id: '{count} / {capacity} going' }, { count, capacity }),
  fullWaiting: (waiting: number) =>
    waiting > 0
      ? t(/*i18n*/ { id: 'Full · {waiting} waiting' }, { waiting })
      : t(/*i18n*/ { id: 'Full' }),
  coverAlt: (name: string) => t(/*i18n*/ { id: 'Cover of {name}' }, { name }),
  /** Between the start's and the finish's names, read out for the arrow. */
  to: /*i18n*/ {
    id: 'to',
    comment: 'Read out between the start and the finish: "Dhanmondi to Savar"',
  },
  routeHeading: /*i18n*/ { id: 'Route' },
  routeAlt: (name: string) => t(/*i18n*/ { id: 'Route of {name}' }, { name }),
  start: /*i18n*/ { id: 'Start' },
  finish: /*i18n*/ { id: 'Finish' },
  mapOf: (name: string) => t(/*i18n*/ { id: 'Map of the route of {name}' }, { name }),
  heightM: (metres: number) =>
    t(
      /*i18n*/ { id: '{metres} m', comment: 'A height, in metres' },
      { metres: Math.round(metres) },
    ),
  profileAlt: (name: string, low: string, high: string) =>
    t(
      /*i18n*/ { id: 'Height profile of {name}: lowest {low}, highest {high}' },
      { name, low, high },
    ),
  profileCaption: /*i18n*/ { id: 'Height along the route' },
  openStartInMaps: /*i18n*/ { id: 'Open the start in maps' },
  openStartOnOsm: /*i18n*/ { id: 'The start on OpenStreetMap' },
  downloadGpx: /*i18n*/ { id: 'Download GPX' },
  organiser: /*i18n*/ { id: 'Organiser' },
  durationLabel: /*i18n*/ { id: 'Duration' },
  distanceLabel: /*i18n*/ { id: 'Distance' },
  routeMeasures: (km: string) => t(/*i18n*/ { id: 'The route file measures {km}' }, { km }),
  paceLabel: /*i18n*/ { id: 'Pace' },
  kindLabel: /*i18n*/ { id: 'Kind of ride' },
  sponsors: /*i18n*/ { id: 'Sponsors' },
  whoIsGoing: /*i18n*/ { id: 'Who is going' },
  nobodyYet: /*i18n*/ { id: 'Nobody has said they are going yet.' },
  goingList: /*i18n*/ { id: 'Going' },
  waitlist: /*i18n*/ { id: 'Waitlist' },
  waitlistEmpty: /*i18n*/ { id: 'Nobody is waiting.' },
  signInToSeeRiders: /*i18n*/ { id: 'Sign in to see who is going.' },
  showAll: (count: number) => t(/*i18n*/ { id: 'Show all {count}' }, { count }),
  showFewer: /*i18n*/ { id: 'Show fewer' },
  rsvpHeading: /*i18n*/ { id: 'Are you coming?' },
  goingButton: /*i18n*/ { id: 'Going' },
  notGoingButton: /*i18n*/ { id: 'Not going' },
  onWaitlistButton: /*i18n*/ { id: 'On the waitlist' },
  leaveWaitlistButton: /*i18n*/ { id: 'Leave the waitlist' },
  youAreGoing: /*i18n*/ { id: "You're going" },
  youAreNotGoing: /*i18n*/ { id: "You're not going" },
  youAskedToGo: /*i18n*/ { id: "You're going, once this is sent" },
  /** "Waitlist: 2nd". */
  waitlistPlace: (place: number) =>
    t(
      /*i18n*/ {
        id: '{place, selectordinal, one {Waitlist: #st} two {Waitlist: #nd} few {Waitlist: #rd} other {Waitlist: #th}}',
        comment: "The rider's place in the line waiting for a free place on the ride",
      },
      { place },
    ),
  waitingToSend: /*i18n*/ { id: 'Waiting to send' },
  notSentPrefix: /*i18n*/ { id: 'Not sent: ' },
  rsvpRideCancelled: /*i18n*/ { id: 'This ride was cancelled: your answer was not sent.' },
  rsvpClosed: /*i18n*/ { id: 'RSVPs closed when the ride started: your answer was not sent.' },
  rsvpRideGone: /*i18n*/ { id: 'This ride was deleted: your answer was not sent.' },
  rsvpRefused: (reason: string) =>
    t(/*i18n*/ { id: 'Your answer was not sent: {reason}' }, { reason }),
  rsvpGuestsRefused: /*i18n*/ { id: 'Your answer was not sent: choose your guests again.' },
  dismiss: /*i18n*/ { id: 'Dismiss' },
  signInToJoin: /*i18n*/ { id: 'Sign in to join this ride.' },
  signInToPlan: /*i18n*/ { id: 'Sign in to plan a ride.' },
  onlyOrganiser: /*i18n*/ { id: 'Only the organiser of this ride or an admin can edit it.' },
  rideCancelled: /*i18n*/ { id: 'This ride is cancelled.' },
  rideOver: /*i18n*/ { id: 'This ride has already started.' },
  calendarHeading: /*i18n*/ { id: 'Calendar' },
  copy: /*i18n*/ { id: 'Copy' },
  copied: /*i18n*/ { id: 'Copied' },
  keepFeed: /*i18n*/ { id: 'Keep it' },
  resetFeedConfirm: /*i18n*/ {
    id: 'Make a new address? Calendars subscribed to the old one stop receiving your rides.',
  },
  edit: /*i18n*/ { id: 'Edit' },
  cancelRide: /*i18n*/ { id: 'Cancel ride' },
  cancelConfirm: /*i18n*/ { id: 'Cancel this ride? Everyone going or waiting is told.' },
  keepRide: /*i18n*/ { id: 'Keep the ride' },
  cancelledNotice: /*i18n*/ { id: 'The ride is cancelled; riders have been told.' },
  back: /*i18n*/ { id: 'All rides' },
  repeats: /*i18n*/ { id: 'Repeats' },
  nextInSeries: /*i18n*/ { id: 'Next rides in this series' },
  cancelThis: /*i18n*/ { id: 'Cancel this ride' },
  cancelLater: /*i18n*/ { id: 'Cancel this and later rides' },
  cancelSeriesConfirm: /*i18n*/ {
    id: 'This ride repeats. Cancel only this ride, or this one and every later ride of the series? Everyone going or waiting is told.',
  },
  laterCancelledNotice: /*i18n*/ {
    id: 'This and later rides are cancelled; riders have been told.',
  },
  // How a ride's length, distance and climb read (ride-format.ts).
  durationDays: (days: number) =>
    t(/*i18n*/ { id: '{days, plural, one {# day} other {# days}}' }, { days }),
  durationHours: (hours: number) =>
    t(/*i18n*/ { id: '{hours} h', comment: 'Hours of a ride: "2 h 30 min"' }, { hours }),
  durationMinutes: (minutes: number) =>
    t(/*i18n*/ { id: '{minutes} min', comment: 'Minutes of a ride: "2 h 30 min"' }, { minutes }),
  distanceKm: (km: number) => t(/*i18n*/ { id: '{km} km' }, { km }),
  climbM: (metres: number) =>
    t(/*i18n*/ { id: '{metres} m climbing' }, { metres: Math.round(metres) }),
});

export const FILTER_TEXT = defineTexts({
  button: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, =0 {Filters} other {Filters (#)}}' }, { count }),
  clear: /*i18n*/ { id: 'Clear filters' },
  showing: (words: string) => t(/*i18n*/ { id: 'Showing: {words}' }, { words }),
  pace: /*i18n*/ { id: 'Pace' },
  distance: /*i18n*/ { id: 'Distance' },
  kind: /*i18n*/ { id: 'Kind of ride' },
  going: /*i18n*/ { id: "Rides I'm going to" },
  noMatch: /*i18n*/ { id: 'No rides match these filters.' },
  views: { list: /*i18n*/ { id: 'List' }, calendar: /*i18n*/ { id: 'Calendar' } },
  viewLabel: /*i18n*/ { id: 'Show rides as' },
});

export const CALENDAR_TEXT = defineTexts({
  previousMonth: /*i18n*/ { id: 'Previous month' },
  nextMonth: /*i18n*/ { id: 'Next month' },
  previousWeek: /*i18n*/ { id: 'Previous week' },
  nextWeek: /*i18n*/ { id: 'Next week' },
  today: /*i18n*/ { id: 'Today' },
  weekdays: [
    /*i18n*/ { id: 'Mon' },
    /*i18n*/ { id: 'Tue' },
    /*i18n*/ { id: 'Wed' },
    /*i18n*/ { id: 'Thu' },
    /*i18n*/ { id: 'Fri' },
    /*i18n*/ { id: 'Sat' },
    /*i18n*/ { id: 'Sun' },
  ],
  more: (count: number) => t(/*i18n*/ { id: '+{count} more' }, { count }),
  noRidesOnDay: /*i18n*/ { id: 'No rides on this day.' },
  loadFailed: /*i18n*/ { id: 'The calendar could not be loaded.' },
  going: /*i18n*/ { id: 'going', comment: 'Said after a ride in the calendar: the reader goes' },
  cancelled: /*i18n*/ { id: 'cancelled', comment: 'Said after a ride in the calendar' },
  /** What a day's button is called for a screen reader: "Wednesday 2 December, 2 rides". */
  dayLabel: (day: string, rides: number, today: boolean) =>
    today
      ? t(
          /*i18n*/ {
            id: '{day}, today, {rides, plural, =0 {no rides} one {# ride} other {# rides}}',
          },
          { day, rides },
        )
      : t(
          /*i18n*/ { id: '{day}, {rides, plural, =0 {no rides} one {# ride} other {# rides}}' },
          { day, rides },
        ),
});

export const RIDE_FORM_TEXT = defineTexts({
  newHeading: /*i18n*/ { id: 'Plan a ride' },
  editHeading: /*i18n*/ { id: 'Edit ride' },
  name: /*i18n*/ { id: 'Name' },
  cover: /*i18n*/ { id: 'Cover picture' },
  chooseCover: /*i18n*/ { id: 'Choose a picture' },
  removeCover: /*i18n*/ { id: 'Remove cover' },
  startsAt: /*i18n*/ { id: 'Start date and time' },
  duration: /*i18n*/ { id: 'Duration (hours)' },
  from: /*i18n*/ { id: 'From' },
  to: /*i18n*/ { id: 'To' },
  distance: /*i18n*/ { id: 'Distance (km)' },
  pace: /*i18n*/ { id: 'Pace' },
  kind: /*i18n*/ { id: 'Kind of ride' },
  description: /*i18n*/ { id: 'Description' },
  capacity: /*i18n*/ { id: 'Places' },
  noLimit: /*i18n*/ { id: 'No limit' },
  sponsors: /*i18n*/ { id: 'Sponsors' },
  addSponsor: /*i18n*/ { id: 'Add a sponsor' },
  removeSponsor: (index: number) =>
    t(/*i18n*/ { id: 'Remove sponsor {number}' }, { number: index + 1 }),
  /** A sponsor's row of the form, for a screen reader. */
  sponsorRow: (index: number) => t(/*i18n*/ { id: 'Sponsor {number}' }, { number: index + 1 }),
  sponsorName: /*i18n*/ { id: 'Sponsor name' },
  sponsorDescription: /*i18n*/ { id: 'About the sponsor' },
  sponsorPicture: /*i18n*/ { id: 'Sponsor picture' },
  removeSponsorPicture: (index: number) =>
    t(/*i18n*/ { id: 'Sponsor picture {number}: Remove cover' }, { number: index + 1 }),
  gpx: /*i18n*/ { id: 'Route (GPX file)' },
  chooseGpx: /*i18n*/ { id: 'Upload a GPX file' },
  removeGpx: /*i18n*/ { id: 'Remove route' },
  currentPicture: /*i18n*/ { id: 'Current picture' },
  currentRoute: /*i18n*/ { id: 'Current route' },
  gpxRead: (km: string, climb: string) =>
    t(/*i18n*/ { id: 'Route read: {km}, {climb}' }, { km, climb }),
  distanceDisagrees: (typed: string, route: string) =>
    t(
      /*i18n*/ {
        id: 'The distance says {typed}, the route measures {route}. Riders see {typed}.',
      },
      { typed, route },
    ),
  takeRouteDistance: (route: string) => t(/*i18n*/ { id: 'Use {route}' }, { route }),
  uploading: (name: string) => t(/*i18n*/ { id: 'Uploading {name}' }, { name }),
  save: /*i18n*/ { id: 'Save ride' },
  create: /*i18n*/ { id: 'Publish ride' },
  cancel: /*i18n*/ { id: 'Cancel' },
  created: /*i18n*/ { id: 'Your ride is published.' },
  saved: /*i18n*/ { id: 'Ride saved.' },
  repeats: /*i18n*/ { id: 'Repeats' },
  repeatChoices: {
    none: /*i18n*/ { id: 'Does not repeat' },
    weekly: /*i18n*/ { id: 'Weekly' },
    weeks: /*i18n*/ { id: 'Every n weeks' },
    monthly: /*i18n*/ { id: 'Monthly' },
  },
  everyWeeks: /*i18n*/ { id: 'Every', comment: 'Label of a choice of "2 weeks", "3 weeks"…' },
  weeksOption: (weeks: number) => t(/*i18n*/ { id: '{weeks} weeks' }, { weeks }),
  monthlyOn: /*i18n*/ {
    id: 'On the',
    comment: 'Label of a choice of "First Thursday of the month"…',
  },
  /** "First Thursday of the month": `week` is "first", "second", … or "last". */
  weekOfMonthOption: (week: string, weekday: string) =>
    t(
      /*i18n*/ { id: '{week} {weekday} of the month' },
      {
        week: `${week.charAt(0).toUpperCase()}${week.slice(1)}`,
        weekday,
      },
    ),
  pickStartFirst: /*i18n*/ { id: "Pick the first ride's date to choose the week." },
  pickStartForDates: /*i18n*/ { id: "Pick the first ride's date and start time to see the dates." },
  ends: /*i18n*/ { id: 'Ends' },
  endCount: /*i18n*/ { id: 'After N rides' },
  endUntil: /*i18n*/ { id: 'On a date' },
  rideCount: /*i18n*/ { id: 'Number of rides' },
  lastDate: /*i18n*/ { id: 'Last ride on or before' },
  seriesCreated: (count: number) =>
    t(/*i18n*/ { id: 'Your {count} rides are published.' }, { count }),
  /** "4 rides: 3 Dec, 10 Dec, 17 Dec, 24 Dec". */
  seriesDates: (count: number, dates: string) =>
    t(/*i18n*/ { id: '{count} rides: {dates}' }, { count, dates }),
  saveScope: /*i18n*/ { id: 'Save changes to' },
  scopeThis: /*i18n*/ { id: 'This ride' },
  scopeLater: /*i18n*/ { id: 'This and later rides' },
  scopeHint: /*i18n*/ {
    id: 'Later rides keep their own dates; a new start time moves theirs too.',
  },
});
