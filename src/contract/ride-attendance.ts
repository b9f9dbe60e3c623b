/**
 * A ride's roll-call: who the organiser marked present. Members going on the ride are on the
 * list from the start (their RSVP guests count with them); walk-ups are members added on the
 * day, or guests with a name only, who count in the ride's total but have no account.
 */
import { z } from 'zod';
import { publicUserSchema } from './users';
import { ATTENDANCE_LIMITS, ATTENDANCE_VALIDATION } from './ride-attendance-constants';
import { EVENT_LIMITS, EVENT_VALIDATION } from './events-constants';

export * from './ride-attendance-constants';

export const attendanceEntrySchema = z.object({
  /** The member, or null for a guest walk-up. */
  user: publicUserSchema.nullable(),
  guestName: z.string().nullable(),
  /** Set for walk-ups (member or guest): what DELETE …/walk-ups/{walkUpId} takes. */
  walkUpId: z.number().int().nullable(),
  /** Guests the member said they bring (their RSVP). */
  guests: z.number().int(),
  present: z.boolean(),
  /** Of those guests, how many came: all of them unless the organiser said fewer; 0 if absent. */
  guestsPresent: z.number().int(),
  /** When and by whom the entry was last marked; null while never marked. */
  markedAt: z.string().nullable(),
  markedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/** GET /event/{id}/attendance (the organiser and admins). */
export const attendanceSchema = z.object({
  eventId: z.number().int(),
  /** Whether marks are taken now: from an hour before the start to 7 days after. */
  open: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** Places present: members marked present, the guests who came with them, guest walk-ups. */
  presentCount: z.number().int(),
  /** Places on the list: those going with their guests, and walk-ups. */
  expectedCount: z.number().int(),
  entries: z.array(attendanceEntrySchema),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/**
 * PUT /event/{id}/attendance/{userId}: a state, so sending it twice lands once. `guests`: how
 * many of the guests they said they would bring came with them (left out: as before, at first
 * all of them).
 */
export const attendanceMarkSchema = z.object({
  present: z.boolean(),
  guests: z
    .number()
    .int()
    .min(0)
    .max(EVENT_LIMITS.guestsMax, EVENT_VALIDATION.guestsRange)
    .optional(),
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

/** POST /event/{id}/attendance/walk-ups: a member by id, or a guest by name; marked present. */
export const walkUpInputSchema = z
  .object({
    userId: z.number().int().positive().optional(),
    guestName: z
      .string()
      .trim()
      .min(1, ATTENDANCE_VALIDATION.guestNameRequired)
      .max(ATTENDANCE_LIMITS.guestNameMaxLength, ATTENDANCE_VALIDATION.guestNameTooLong)
      .optional(),
  })
  .refine((input) => (input.userId === undefined) !== (input.guestName === undefined), {
    message: ATTENDANCE_VALIDATION.walkUpOneOf,
    path: ['userId'],
  });
export type WalkUpInput = z.infer<typeof walkUpInputSchema>;

/** A past ride on the organiser's dashboard: said going against marked present. */
export const rollCallRideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  going: z.number().int(),
  present: z.number().int(),
});

/** A member who said yes and was not marked present, at rides with a roll-call. */
export const noShowSchema = z.object({
  user: publicUserSchema,
  noShows: z.number().int(),
  rollCalls: z.number().int(),
});

/** GET /event/attendance/summary: the organiser's own rides (an admin: every ride). */
export const attendanceSummarySchema = z.object({
  since: z.string(),
  rides: z.array(rollCallRideSchema),
  noShows: z.array(noShowSchema),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;
