/**
 * Repair bookings at the club's sponsor bike shop (docs/product.md §1 'sdcbikewala'): a member
 * books a repair; the sponsor side (the sponsor's seller account, admins and developers) sets
 * an ETA and moves it along REPAIR_MOVES. Only the booker and the sponsor side ever read a
 * booking, so its phone and address go to nobody else.
 */
import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { memberNameSchema } from './products';
import {
  REPAIR_STATUSES,
  REPAIR_LIMITS,
  REPAIR_VALIDATION,
  REPAIR_SCOPES,
} from './repairs-constants';

export * from './repairs-constants';

const requiredText = (max: number) =>
  z.string(VALIDATION.required).trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);

/** POST /repair: what the member fills in. Date and time are the shop's local wall clock. */
export const repairBookingInputSchema = z.object({
  name: requiredText(REPAIR_LIMITS.nameMaxLength),
  phone: z
    .string(VALIDATION.required)
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, REPAIR_VALIDATION.phoneFormat),
  address: requiredText(REPAIR_LIMITS.addressMaxLength),
  /** YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, REPAIR_VALIDATION.dateFormat),
  /** HH:MM, 24-hour. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, REPAIR_VALIDATION.timeFormat),
  issue: requiredText(REPAIR_LIMITS.issueMaxLength),
});
export type RepairBookingInput = z.input<typeof repairBookingInputSchema>;

export const repairBookingSchema = z.object({
  id: z.number().int(),
  booker: memberNameSchema,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  date: z.string(),
  time: z.string(),
  issue: z.string(),
  status: z.enum(REPAIR_STATUSES),
  /** When the shop expects the bike ready (ISO-8601); null until the shop sets it. */
  eta: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The statuses the reader may move it to now. */
  nextStatuses: z.array(z.enum(REPAIR_STATUSES)),
  /** The reader may set the ETA (the sponsor side, while the booking is open). */
  canSetEta: z.boolean(),
});
export type RepairBooking = z.infer<typeof repairBookingSchema>;

export const repairPageSchema = pageSchema(repairBookingSchema);

/** GET /repair: the reader's own bookings, or (sponsor side) every booking of the shop. */
export const repairListQuerySchema = pageQuerySchema(PAGE_SIZE.default).extend({
  scope: z.enum(REPAIR_SCOPES).default('mine'),
  status: z.enum(REPAIR_STATUSES).optional(),
});
export type RepairListQuery = z.input<typeof repairListQuerySchema>;

/** POST /repair/{id}/status: the move, and the status the mover saw (409 when it moved on). */
export const repairMoveInputSchema = z.object({
  to: z.enum(REPAIR_STATUSES),
  currentStatus: z.enum(REPAIR_STATUSES),
});
export type RepairMoveInput = z.infer<typeof repairMoveInputSchema>;

/** PUT /repair/{id}/eta: an ISO-8601 time with offset, or null to clear it. */
export const repairEtaInputSchema = z.object({
  eta: z.iso.datetime({ offset: true }).nullable(),
});
export type RepairEtaInput = z.infer<typeof repairEtaInputSchema>;

/** GET /repair/sponsor: who the sponsor shop is, and whether the reader works its side. */
export const repairSponsorSchema = z.object({
  sponsor: memberNameSchema.nullable(),
  sponsorSide: z.boolean(),
});
export type RepairSponsor = z.infer<typeof repairSponsorSchema>;
