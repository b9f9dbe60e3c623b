/**
 * Group rides (docs/product.md §1 'events'): what an organiser writes, what a rider reads, RSVPs
 * with capacity and waitlist, GPX routes, calendars, texts and paths. Shared by the ride screens
 * and the server.
 */
import { z } from 'zod';
import { identifiedPictureSchema } from './pictures';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { publicUserSchema } from './users';
import {
  EVENT_LIMITS,
  EVENT_PACES,
  EVENT_STATUSES,
  DISTANCE_BANDS,
  RIDE_KINDS,
  RSVP_STATES,
  EVENT_LISTS,
  EVENT_VALIDATION,
} from './events-constants';
import {
  SERIES_FREQUENCIES,
  SERIES_LIMITS,
  SERIES_VALIDATION,
  SERIES_WEEKS_OF_MONTH,
} from './ride-series';

export * from './events-constants';

const requiredText = (max: number) =>
  z
    .string(EVENT_VALIDATION.fillRequired)
    .trim()
    .min(1, EVENT_VALIDATION.fillRequired)
    .max(max, VALIDATION.tooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION.tooLong)
    .nullish()
    .transform((value) => value ?? '');

/** A cover or sponsor picture: `id` is what a ride's body refers to. */
export const eventPictureSchema = identifiedPictureSchema;
export type EventPicture = z.infer<typeof eventPictureSchema>;

/** A start or finish: a place name, and a point when the organiser gave one. */
export const eventPlaceSchema = z.object({
  name: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type EventPlace = z.infer<typeof eventPlaceSchema>;

export const eventPlaceInputSchema = z
  .object({
    name: requiredText(EVENT_LIMITS.placeMaxLength),
    lat: z
      .number()
      .min(-90, EVENT_VALIDATION.latitudeRange)
      .max(90, EVENT_VALIDATION.latitudeRange)
      .nullish(),
    lng: z
      .number()
      .min(-180, EVENT_VALIDATION.longitudeRange)
      .max(180, EVENT_VALIDATION.longitudeRange)
      .nullish(),
  })
  .superRefine((place, context) => {
    if ((place.lat == null) !== (place.lng == null)) {
      context.addIssue({
        code: 'custom',
        path: [place.lat == null ? 'lat' : 'lng'],
        message: EVENT_VALIDATION.coordinatesTogether,
      });
    }
  })
  .transform((place) => ({ name: place.name, lat: place.lat ?? null, lng: place.lng ?? null }));
export type EventPlaceInput = z.input<typeof eventPlaceInputSchema>;

export const sponsorSchema = z.object({
  name: z.string(),
  description: z.string(),
  picture: eventPictureSchema.nullable(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const sponsorInputSchema = z.object({
  name: requiredText(EVENT_LIMITS.sponsorNameMaxLength),
  description: optionalText(EVENT_LIMITS.sponsorDescriptionMaxLength),
  /** The `id` a picture upload answered, or null. */
  pictureId: z
    .uuid(EVENT_VALIDATION.notYourPicture)
    .nullish()
    .transform((value) => value ?? null),
});
export type SponsorInput = z.input<typeof sponsorInputSchema>;

/**
 * [latitude, longitude], or [latitude, longitude, height in metres] when the GPX gave the point
 * a height (routes stored before heights were kept have pairs only).
 */
export const trackPointSchema = z.union([
  z.tuple([z.number(), z.number(), z.number()]),
  z.tuple([z.number(), z.number()]),
]);
export type TrackPoint = z.infer<typeof trackPointSchema>;

/** What the server read from a GPX file. `track` is simplified for drawing, in order. */
export const eventRouteSchema = z.object({
  distanceKm: z.number(),
  elevationGainM: z.number(),
  track: z.array(trackPointSchema),
});
export type EventRoute = z.infer<typeof eventRouteSchema>;

/** What a GPX upload answers: send `routeId: id` with the ride. */
export const uploadedRouteSchema = eventRouteSchema.extend({ id: z.string() });
export type UploadedRoute = z.infer<typeof uploadedRouteSchema>;

/** The series a ride belongs to: what the ride card and page say of how it repeats. */
export const seriesPatternSchema = z.object({
  id: z.number().int(),
  frequency: z.enum(SERIES_FREQUENCIES),
  interval: z.number().int(),
  weekOfMonth: z.union(SERIES_WEEKS_OF_MONTH.map((week) => z.literal(week))).nullable(),
  /** 0 Sunday to 6 Saturday, in the club's zone. */
  weekday: z.number().int(),
});
export type SeriesPatternOfRide = z.infer<typeof seriesPatternSchema>;

/** A later ride of the same series, for the ride page's links. */
export const seriesRideSchema = z.object({ id: z.number().int(), startsAt: z.string() });

/** A ride in a list. */
export const eventListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  coverPicture: eventPictureSchema.nullable(),
  /** ISO 8601 with offset (UTC, 'Z'). */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  from: eventPlaceSchema,
  to: eventPlaceSchema,
  /** The organiser's figure, else the route's, else null. */
  distanceKm: z.number().nullable(),
  pace: z.enum(EVENT_PACES),
  kind: z.enum(RIDE_KINDS),
  organiser: publicUserSchema,
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  status: z.enum(EVENT_STATUSES),
  /** Places taken: riders going and the guests they bring. */
  goingCount: z.number().int(),
  /** Places asked for on the waitlist, guests included. */
  waitlistCount: z.number().int(),
  /** The reader's place on the ride; null for visitors and riders who have not joined. */
  myRsvp: z.enum(RSVP_STATES).nullable(),
  /** 1 for the first waiting rider; null unless the reader is waitlisted. */
  myWaitlistPosition: z.number().int().nullable(),
  /** Guests the reader brings (0 unless they joined). */
  myGuests: z.number().int().default(0),
  hasRoute: z.boolean(),
  canEdit: z.boolean(),
  /** Null for a ride that does not repeat. */
  series: seriesPatternSchema.nullable().default(null),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** A ride with everything the ride page shows. */
export const eventSchema = eventListItemSchema.extend({
  description: z.string(),
  sponsors: z.array(sponsorSchema),
  route: eventRouteSchema.nullable(),
  /** The stored route's id, which an edit sends back as `routeId` to keep the route. */
  routeId: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The series' next rides after this one that have not started and are not cancelled. */
  seriesNext: z.array(seriesRideSchema).default([]),
});
export type Event = z.infer<typeof eventSchema>;
/** The same, named apart from the DOM's Event for modules that use both. */
export type EventDetail = Event;

export const eventPageSchema = pageSchema(eventListItemSchema);

/**
 * A filter of several values, written `pace=easy,fast` (or the key repeated); empty or left
 * out: no filter.
 */
function choicesOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) =>
      (Array.isArray(raw) ? raw : [raw ?? ''])
        .flatMap((one) => one.split(','))
        .map((one) => one.trim())
        .filter((one) => one !== ''),
    )
    .pipe(z.array(z.enum(values, message)))
    .transform((chosen) => [...new Set(chosen)]);
}

const dayKeySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_VALIDATION.dayInvalid)
  .refine((day) => {
    const at = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
  }, EVENT_VALIDATION.dayInvalid);

const DAY_MS = 86_400_000;

/**
 * GET /event: a list, narrowed by the filters. `from` and `to` are days of the club's calendar
 * (YYYY-MM-DD, both included); given either, the list holds the rides starting in those days
 * whether past or upcoming, soonest first, instead of the list's own side of now.
 */
export const eventListQuerySchema = pageQuerySchema(EVENT_LIMITS.listDefaultSize)
  .extend({
    list: z.enum(EVENT_LISTS).default('upcoming'),
    pace: choicesOf(EVENT_PACES, EVENT_VALIDATION.paceFilter),
    kind: choicesOf(RIDE_KINDS, EVENT_VALIDATION.kindFilter),
    distance: choicesOf(DISTANCE_BANDS, EVENT_VALIDATION.distanceFilter),
    /** Only the rides the reader has a place on (going, not waiting); needs a session. */
    going: z
      .enum(['true', 'false'], EVENT_VALIDATION.goingFilter)
      .optional()
      .transform((value) => value === 'true'),
    from: dayKeySchema.optional(),
    to: dayKeySchema.optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: EVENT_VALIDATION.daysOrder });
    else if (days > EVENT_LIMITS.windowDaysMax) {
      context.addIssue({ code: 'custom', path: ['to'], message: EVENT_VALIDATION.daysTooMany });
    }
  });
export type EventListQuery = z.input<typeof eventListQuerySchema>;
export type EventListQueryParsed = z.output<typeof eventListQuerySchema>;

/**
 * GET /event/rider/{userId} (members): the rides a member joined and that were not cancelled,
 * upcoming first (soonest first), then the rides they rode, as the organiser's roll-call marked
 * them present (latest first). Their waitlisted places are listed to the member themself only.
 */
export const riderEventsQuerySchema = pageQuerySchema(EVENT_LIMITS.riderListDefaultSize);
export type RiderEventsQuery = z.input<typeof riderEventsQuerySchema>;

/** The page, with what the member rode over all time: rides marked present, and their distance. */
export const riderEventPageSchema = eventPageSchema.extend({
  ridden: z.object({ rides: z.number().int(), distanceKm: z.number() }),
});
export type RiderEventPage = z.infer<typeof riderEventPageSchema>;

/** POST /event and PUT /event/{id}: the whole ride, as the form holds it. */
export const eventInputSchema = z.object({
  name: requiredText(EVENT_LIMITS.nameMaxLength),
  /** The `id` a picture upload answered, or null. */
  coverPictureId: z
    .uuid(EVENT_VALIDATION.notYourPicture)
    .nullish()
    .transform((value) => value ?? null),
  /** ISO 8601 with an offset, e.g. 2026-05-01T06:30:00.000Z. */
  startsAt: z.iso.datetime({ offset: true, error: EVENT_VALIDATION.startsAtInvalid }),
  durationMinutes: z
    .number(EVENT_VALIDATION.durationRange)
    .int(EVENT_VALIDATION.durationRange)
    .min(EVENT_LIMITS.durationMinutesMin, EVENT_VALIDATION.durationRange)
    .max(EVENT_LIMITS.durationMinutesMax, EVENT_VALIDATION.durationRange),
  from: eventPlaceInputSchema,
  to: eventPlaceInputSchema,
  /** Leave it out to take the route's distance. */
  distanceKm: z
    .number(EVENT_VALIDATION.distanceRange)
    .positive(EVENT_VALIDATION.distanceRange)
    .max(EVENT_LIMITS.distanceKmMax, EVENT_VALIDATION.distanceRange)
    .nullish()
    .transform((value) => value ?? null),
  pace: z.enum(EVENT_PACES, EVENT_VALIDATION.fillRequired),
  /** Left out: a road ride. */
  kind: z.enum(RIDE_KINDS, EVENT_VALIDATION.kindRequired).default('road'),
  description: optionalText(EVENT_LIMITS.descriptionMaxLength),
  /** Null or left out: no limit. */
  capacity: z
    .number(EVENT_VALIDATION.capacityRange)
    .int(EVENT_VALIDATION.capacityRange)
    .min(EVENT_LIMITS.capacityMin, EVENT_VALIDATION.capacityRange)
    .max(EVENT_LIMITS.capacityMax, EVENT_VALIDATION.capacityRange)
    .nullish()
    .transform((value) => value ?? null),
  sponsors: z
    .array(sponsorInputSchema)
    .max(EVENT_LIMITS.sponsorsMax, EVENT_VALIDATION.sponsorsMax)
    .default([]),
  /** The `id` a GPX upload answered, or null for no route. */
  routeId: z
    .uuid(EVENT_VALIDATION.notYourRoute)
    .nullish()
    .transform((value) => value ?? null),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventInputParsed = z.output<typeof eventInputSchema>;

/**
 * How a new ride repeats (POST /event's `repeat`): weekly every `interval` weeks, or monthly on
 * the `weekOfMonth`-th (-1: last) weekday of the first ride; ending on `until` (the club's
 * YYYY-MM-DD, included) or after `count` rides. The dates themselves are ride-series.ts's.
 */
export const repeatInputSchema = z
  .object({
    frequency: z.enum(SERIES_FREQUENCIES, SERIES_VALIDATION.endNeeded),
    interval: z
      .number(SERIES_VALIDATION.intervalRange)
      .int(SERIES_VALIDATION.intervalRange)
      .min(1, SERIES_VALIDATION.intervalRange)
      .max(SERIES_LIMITS.intervalMax, SERIES_VALIDATION.intervalRange)
      .default(1),
    weekOfMonth: z
      .union(
        SERIES_WEEKS_OF_MONTH.map((week) => z.literal(week)),
        SERIES_VALIDATION.weekOfMonthNeeded,
      )
      .nullish()
      .transform((value) => value ?? null),
    until: z.iso
      .date(SERIES_VALIDATION.untilInvalid)
      .nullish()
      .transform((value) => value ?? null),
    count: z
      .number(SERIES_VALIDATION.countRange)
      .int(SERIES_VALIDATION.countRange)
      .min(SERIES_LIMITS.ridesMin, SERIES_VALIDATION.countRange)
      .max(SERIES_LIMITS.ridesMax, SERIES_VALIDATION.countRange)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((rule, context) => {
    if (rule.frequency === 'monthly' && rule.weekOfMonth === null) {
      context.addIssue({
        code: 'custom',
        path: ['weekOfMonth'],
        message: SERIES_VALIDATION.weekOfMonthNeeded,
      });
    }
    if (rule.frequency === 'weekly' && rule.weekOfMonth !== null) {
      context.addIssue({
        code: 'custom',
        path: ['weekOfMonth'],
        message: SERIES_VALIDATION.weekOfMonthWeekly,
      });
    }
    if (rule.until === null && rule.count === null) {
      context.addIssue({ code: 'custom', path: ['count'], message: SERIES_VALIDATION.endNeeded });
    }
    if (rule.until !== null && rule.count !== null) {
      context.addIssue({ code: 'custom', path: ['count'], message: SERIES_VALIDATION.endTwice });
    }
  });
export type RepeatInput = z.input<typeof repeatInputSchema>;

/** POST /event: a ride, and with `repeat` the first ride of a series planned at once. */
export const eventCreateSchema = eventInputSchema.extend({
  repeat: repeatInputSchema.nullish().transform((value) => value ?? null),
});
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreateParsed = z.output<typeof eventCreateSchema>;

/**
 * PUT /event/{id} and POST /event/{id}/cancel: `rides=later` changes the ride and every later
 * ride of its series that has not started and is not cancelled (cancelling them ends the
 * series); `this` (the default) the ride alone.
 */
export const SERIES_SCOPES = ['this', 'later'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
export const seriesScopeQuerySchema = z.object({
  rides: z.enum(SERIES_SCOPES).default('this'),
});

/**
 * PUT /event/{id}/rsvp: repeating it changes nothing. It answers the ride (eventSchema).
 * `guests` (0 when left out) is how many the rider brings; changing it while going needs a
 * free place for each guest more (409 otherwise), and while waiting it changes the party that
 * waits.
 */
export const rsvpInputSchema = z.object({
  going: z.boolean(),
  guests: z
    .number(EVENT_VALIDATION.guestsRange)
    .int(EVENT_VALIDATION.guestsRange)
    .min(0, EVENT_VALIDATION.guestsRange)
    .max(EVENT_LIMITS.guestsMax, EVENT_VALIDATION.guestsRange)
    .default(0),
});
export type RsvpInput = z.input<typeof rsvpInputSchema>;

/** A rider on a ride's list, with when they joined it and the guests they bring. */
export const attendeeSchema = z.object({
  user: publicUserSchema,
  joinedAt: z.string(),
  guests: z.number().int().default(0),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * GET /event/{id}/attendees (members): who is going, in join order. The waitlist, in its
 * order, only for the organiser and admins; null for everybody else.
 */
export const attendeesSchema = z.object({
  going: z.array(attendeeSchema),
  waitlist: z.array(attendeeSchema).nullable(),
  goingCount: z.number().int(),
  waitlistCount: z.number().int(),
});
export type Attendees = z.infer<typeof attendeesSchema>;

/** GET /event/calendar/feed: the member's personal feed address (absolute). */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
