/**
 * The bike messenger (docs/product.md §1 'bikeMessenger'): a member (the merchant) sends a parcel,
 * a club rider who opted in takes it and carries it to the receiver, who follows it by a
 * secret tracking link. Shared by the /bikeMessenger screens and the server.
 *
 * Statuses run pending → accepted → picked_up → delivered, or end in cancelled. The moves are
 * data (PARCEL_MOVES): any move not listed is refused. The merchant cancels before pick-up. The
 * rider who took a parcel may give it up with a reason: before pick-up it goes back to pending
 * for another rider (nothing is lost yet); after pick-up it is cancelled, since the goods go
 * back to the merchant rather than on to someone else.
 *
 * The receiver's phone, address, map point and the delivery instructions are seen only by the
 * merchant and the rider who took the parcel; other riders see where to pick it up and how far
 * it goes.
 */
import { z } from 'zod';
import { identifiedPictureSchema } from './pictures';
import { MAX_PHONE, MIN_ADDRESS, MIN_FULL_NAME, MIN_PHONE } from './constants';
import { errorReplySchema } from './errors';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { memberNameSchema } from './products';
import { moneySchema } from './settings';
import {
  PARCEL_LIMITS,
  PARCEL_STATUSES,
  PARCEL_ACTIONS,
  PARCEL_VALIDATION,
  PARCEL_VIEWS,
} from './parcels-constants';

export * from './parcels-constants';

const requiredText = (max: number, message: string = PARCEL_VALIDATION.fillRequired) =>
  z.string(message).trim().min(1, message).max(max, VALIDATION.tooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION.tooLong)
    .nullish()
    .transform((value) => value ?? '');

const latitude = z
  .number(PARCEL_VALIDATION.latitudeRange)
  .min(-90, PARCEL_VALIDATION.latitudeRange)
  .max(90, PARCEL_VALIDATION.latitudeRange);
const longitude = z
  .number(PARCEL_VALIDATION.longitudeRange)
  .min(-180, PARCEL_VALIDATION.longitudeRange)
  .max(180, PARCEL_VALIDATION.longitudeRange);

/** A map point; both parts or neither. */
export const parcelPointSchema = z.object({ lat: latitude, lng: longitude });
export type ParcelPoint = z.infer<typeof parcelPointSchema>;

const optionalPoint = parcelPointSchema.nullish().transform((point) => point ?? null);

export const weightGramsSchema = z
  .number(PARCEL_VALIDATION.weightRange)
  .int(PARCEL_VALIDATION.weightRange)
  .min(1, PARCEL_VALIDATION.weightRange)
  .max(PARCEL_LIMITS.weightGramsMax, PARCEL_VALIDATION.weightRange);

const instant = z.iso.datetime({ offset: true, error: PARCEL_VALIDATION.windowInvalid });

/** POST /parcel: the parcel as the merchant's form holds it. Money in minor units. */
export const parcelInputSchema = z
  .object({
    name: requiredText(PARCEL_LIMITS.nameMaxLength, PARCEL_VALIDATION.nameRequired),
    description: optionalText(PARCEL_LIMITS.descriptionMaxLength),
    weightGrams: weightGramsSchema,
    cashOnDelivery: z
      .number(PARCEL_VALIDATION.cashRange)
      .int(PARCEL_VALIDATION.cashRange)
      .min(0, PARCEL_VALIDATION.cashRange)
      .max(PARCEL_LIMITS.cashOnDeliveryMax, VALIDATION.tooLong),
    pickup: z.object({
      address: z
        .string(VALIDATION.address)
        .trim()
        .min(MIN_ADDRESS, VALIDATION.address)
        .max(PARCEL_LIMITS.addressMaxLength, VALIDATION.tooLong),
      point: optionalPoint,
      /** ISO 8601 with an offset; both or neither. */
      windowStart: instant.nullish().transform((value) => value ?? null),
      windowEnd: instant.nullish().transform((value) => value ?? null),
      instructions: optionalText(PARCEL_LIMITS.instructionsMaxLength),
    }),
    receiver: z.object({
      name: z
        .string(VALIDATION.fullName)
        .trim()
        .min(MIN_FULL_NAME, VALIDATION.fullName)
        .max(PARCEL_LIMITS.receiverNameMaxLength, VALIDATION.tooLong),
      phone: z
        .string(VALIDATION.phone)
        .trim()
        .regex(/^\+?[0-9]+$/, VALIDATION.phone)
        .min(MIN_PHONE, VALIDATION.phone)
        .max(MAX_PHONE, VALIDATION.phone),
      address: z
        .string(VALIDATION.address)
        .trim()
        .min(MIN_ADDRESS, VALIDATION.address)
        .max(PARCEL_LIMITS.addressMaxLength, VALIDATION.tooLong),
      point: optionalPoint,
    }),
    deliveryInstructions: optionalText(PARCEL_LIMITS.instructionsMaxLength),
    /** The `id`s picture uploads answered. */
    pictureIds: z
      .array(z.uuid(PARCEL_VALIDATION.notYourPicture))
      .max(PARCEL_LIMITS.picturesMax, PARCEL_VALIDATION.picturesMax)
      .default([]),
    /**
     * The charge the merchant was shown by the quote. When given and no longer the server's,
     * the parcel is refused (409 with the server's quote); left out, the server's is taken.
     */
    deliveryCharge: moneySchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((input, context) => {
    const { windowStart, windowEnd } = input.pickup;
    if ((windowStart === null) !== (windowEnd === null)) {
      const field = windowStart === null ? 'windowStart' : 'windowEnd';
      context.addIssue({
        code: 'custom',
        path: ['pickup', field],
        message: PARCEL_VALIDATION.windowTogether,
      });
    } else if (windowStart && windowEnd && Date.parse(windowEnd) <= Date.parse(windowStart)) {
      context.addIssue({
        code: 'custom',
        path: ['pickup', 'windowEnd'],
        message: PARCEL_VALIDATION.windowOrder,
      });
    }
  });
export type ParcelInput = z.input<typeof parcelInputSchema>;
export type ParcelInputParsed = z.output<typeof parcelInputSchema>;

/** POST /parcel/quote: what a parcel would cost to carry, before it is sent. */
export const parcelQuoteRequestSchema = z.object({
  pickup: optionalPoint,
  dropoff: optionalPoint,
  weightGrams: weightGramsSchema,
});
export type ParcelQuoteRequest = z.input<typeof parcelQuoteRequestSchema>;

/** deliveryCharge = distanceCharge + weightCharge, in minor units of `currency`. */
export const parcelQuoteSchema = z.object({
  /** Straight-line (haversine) kilometres, one decimal; null without both map points. */
  distanceKm: z.number().nullable(),
  distanceCharge: z.number().int(),
  weightCharge: z.number().int(),
  deliveryCharge: z.number().int(),
  currency: z.string(),
});
export type ParcelQuote = z.infer<typeof parcelQuoteSchema>;

/** The 409 of a parcel whose charge is no longer the server's: the server's quote. */
export const parcelChargeChangedReplySchema = errorReplySchema.extend({
  quote: parcelQuoteSchema,
});

export const parcelPictureSchema = identifiedPictureSchema;
export type ParcelPicture = z.infer<typeof parcelPictureSchema>;

/** When the parcel reached each status; null until it has. */
export const parcelTimesSchema = z.object({
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

/**
 * A parcel as every rider sees it on the open list: where to pick it up, how far it goes, what
 * it weighs and pays. No receiver phone, address, map point or delivery instructions.
 */
export const openParcelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  weightGrams: z.number().int(),
  cashOnDelivery: z.number().int(),
  deliveryCharge: z.number().int(),
  currency: z.string(),
  distanceKm: z.number().nullable(),
  pickup: z.object({
    address: z.string(),
    point: parcelPointSchema.nullable(),
    windowStart: z.string().nullable(),
    windowEnd: z.string().nullable(),
    instructions: z.string(),
  }),
  receiverName: z.string(),
  pictures: z.array(parcelPictureSchema),
  status: z.enum(PARCEL_STATUSES),
  merchant: memberNameSchema,
  rider: memberNameSchema.nullable(),
  times: parcelTimesSchema,
  /** From the rider's position to the pick-up, when both are known. */
  kmFromYou: z.number().nullable(),
});
export type OpenParcel = z.infer<typeof openParcelSchema>;

/** A parcel as its merchant and the rider who took it see it. */
export const parcelSchema = openParcelSchema.extend({
  receiver: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    point: parcelPointSchema.nullable(),
  }),
  deliveryInstructions: z.string(),
  /** The latest reason a rider gave for giving it up. */
  cancelReason: z.string().nullable(),
  view: z.enum(PARCEL_VIEWS),
  /** The moves this reader may make now. */
  actions: z.array(z.enum(PARCEL_ACTIONS)),
  /** The receiver's tracking page (merchant only: they pass it on). */
  trackingPath: z.string().nullable(),
});
export type Parcel = z.infer<typeof parcelSchema>;

/**
 * GET /parcel/track/{token}: the receiver's view. No merchant address, contact or money owed to the
 * rider.
 */
export const parcelTrackingSchema = z.object({
  name: z.string(),
  status: z.enum(PARCEL_STATUSES),
  statusLabel: z.string(),
  receiverName: z.string(),
  /** What the receiver pays the rider for the goods. */
  cashOnDelivery: z.number().int(),
  currency: z.string(),
  /** Public names only. */
  merchantName: z.string(),
  riderName: z.string().nullable(),
  pickupWindowStart: z.string().nullable(),
  pickupWindowEnd: z.string().nullable(),
  times: parcelTimesSchema,
});
export type ParcelTracking = z.infer<typeof parcelTrackingSchema>;

/**
 * One step of a parcel's history: NULL `from` for its creation. A run of views of the
 * receiver's details by a rider is one entry too (RECEIVER_VIEW_ACTION, no `from` or `to`):
 * `at` the first view, `seen` how many and the last.
 */
export const parcelHistoryEntrySchema = z.object({
  from: z.enum(PARCEL_STATUSES).nullable(),
  to: z.enum(PARCEL_STATUSES).nullable(),
  action: z.string(),
  reason: z.string().nullable(),
  by: memberNameSchema.nullable(),
  at: z.string(),
  seen: z.object({ times: z.number().int(), lastAt: z.string() }).nullable(),
});
export type ParcelHistoryEntry = z.infer<typeof parcelHistoryEntrySchema>;
export const parcelHistorySchema = z.array(parcelHistoryEntrySchema);

/** POST /parcel/{id}/move: `currentStatus` is what the mover saw (409 when it changed). */
export const parcelMoveInputSchema = z.object({
  action: z.enum(PARCEL_ACTIONS),
  currentStatus: z.enum(PARCEL_STATUSES),
  reason: z
    .string()
    .trim()
    .max(PARCEL_LIMITS.reasonMaxLength, VALIDATION.tooLong)
    .nullish()
    .transform((value) => value || null),
});
export type ParcelMoveInput = z.input<typeof parcelMoveInputSchema>;

/** PUT /parcel/rider: the member opts in or out as a rider. */
export const riderOptInSchema = z.object({ rider: z.boolean() });
export type RiderOptIn = z.infer<typeof riderOptInSchema>;

/** GET and PUT /parcel/rider: whether the member carries parcels, and whether an admin let them. */
export const riderStatusSchema = riderOptInSchema.extend({ approved: z.boolean() });
export type RiderStatus = z.infer<typeof riderStatusSchema>;

export const parcelListQuerySchema = pageQuerySchema(PARCEL_LIMITS.listDefaultSize).extend({
  status: z.enum(PARCEL_STATUSES).optional(),
});
/** GET /parcel/open: nearest pick-up first when the rider gives their position, else newest. */
export const openParcelQuerySchema = pageQuerySchema(PARCEL_LIMITS.listDefaultSize)
  .extend({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: PARCEL_VALIDATION.coordinatesTogether,
    path: ['lat'],
  });
export const parcelPageSchema = pageSchema(parcelSchema);
export const openParcelPageSchema = pageSchema(openParcelSchema);

/** 32 base64url characters: 192 random bits, not to be guessed or counted through. */
export const trackingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
