/**
 * A ride's own thread: short messages between the riders going (and those waiting for a place)
 * and the organiser. Shared by the ride page, the server and its tests.
 */
import { z } from 'zod';
import { idParamSchema, MAX_ID } from './ids';
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';
import { publicUserSchema } from './users';

export const RIDE_THREAD_LIMITS = {
  textMaxLength: 1000,
  pageDefaultSize: 50,
  pageMaxSize: 100,
  /** Writing closes this long after the start; reading stays. */
  writeOpenAfterStartMs: 2 * 24 * 3_600_000,
  /** At most one push per ride in this time, however much the organiser writes. */
  pushIntervalMs: 10 * 60_000,
  pushBodyMaxLength: 120,
} as const;

export const RIDE_THREAD_PATHS = {
  thread: (rideId: number | string) => `/event/${rideId}/thread`,
  comment: (rideId: number | string, commentId: number | string) =>
    `/event/${rideId}/thread/${commentId}`,
} as const;

/** A member's own queue: the new and deleted messages of the rides they may read. */
export const RIDE_THREAD_QUEUE = '/user/queue/ride-thread';

/** The ride chat schema's messages, English when it is built. */
export const RIDE_THREAD_VALIDATION = englishTexts({
  fillRequired: /*i18n*/ { id: 'Write a message first.' },
  /** RIDE_THREAD_LIMITS.textMaxLength. */
  tooLong: /*i18n*/ { id: 'A message is at most 1000 characters.' },
});

export const RIDE_THREAD_TEXT = defineTexts({
  notAllowed: /*i18n*/ {
    id: "Only riders going, riders waiting for a place and the organiser can read and write this ride's chat.",
  },
  closedCancelled: /*i18n*/ {
    id: 'This ride was cancelled: its chat can be read but takes no new messages.',
  },
  closedPast: /*i18n*/ {
    id: "This ride's chat closed 2 days after the start: it can still be read.",
  },
  pushTitle: (rideName: string) =>
    t(/*i18n*/ { id: '{rideName}: the organiser wrote' }, { rideName }),
} as const);

export const rideCommentSchema = z.object({
  id: z.number().int(),
  rideId: z.number().int(),
  author: publicUserSchema,
  text: z.string(),
  createdAt: z.string(),
  /**
   * Set on the marked message an "I need help" wrote (ride-live.ts); null on the others. A
   * reply cached before the field existed reads as null.
   */
  helpRequestId: z.number().int().nullable().default(null),
});
export type RideComment = z.infer<typeof rideCommentSchema>;

/** GET /event/{id}/thread: oldest first, from the cursor on. */
export const rideThreadQuerySchema = z.object({
  /** The last message already held: the page starts after it. */
  after: z.coerce.number().int().nonnegative().max(MAX_ID).optional(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(RIDE_THREAD_LIMITS.pageMaxSize)
    .default(RIDE_THREAD_LIMITS.pageDefaultSize),
});
export type RideThreadQuery = z.infer<typeof rideThreadQuerySchema>;

export const rideThreadSchema = z.object({
  content: z.array(rideCommentSchema),
  /** Ask again with `after` = this for the next page; null when this page is the last. */
  nextAfter: z.number().int().nullable(),
  /** The reader may delete any message here (the organiser, admins); everyone else their own. */
  canModerate: z.boolean(),
  /** Why no new message is taken (cancelled, long past); null while the thread is open. */
  closedReason: z.string().nullable(),
});
export type RideThread = z.infer<typeof rideThreadSchema>;

/** POST /event/{id}/thread. */
export const rideCommentInputSchema = z.object({
  text: z
    .string(RIDE_THREAD_VALIDATION.fillRequired)
    .trim()
    .min(1, RIDE_THREAD_VALIDATION.fillRequired)
    .max(RIDE_THREAD_LIMITS.textMaxLength, RIDE_THREAD_VALIDATION.tooLong),
});
export type RideCommentInput = z.input<typeof rideCommentInputSchema>;

export const rideCommentParamsSchema = z.object({
  id: idParamSchema,
  commentId: idParamSchema,
});

/** What RIDE_THREAD_QUEUE delivers: a message added, or one deleted (`removedId`). */
export const rideThreadLiveSchema = z.object({
  rideId: z.number().int(),
  comment: rideCommentSchema.nullable(),
  removedId: z.number().int().nullable(),
});
export type RideThreadLive = z.infer<typeof rideThreadLiveSchema>;
