/**
 * The riders of the bike messenger as admins see them: who asked to carry parcels, who is
 * approved and by whom. Shared by the admin dashboard's Riders list and the server.
 */
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './paging';
import { memberNameSchema } from './products';

export const RIDER_STATES = ['pending', 'approved'] as const;
export type RiderState = (typeof RIDER_STATES)[number];

export const riderEntrySchema = z.object({
  member: memberNameSchema,
  /** When they first asked to ride. */
  since: z.string(),
  /** false while they have opted out (an approval stays for when they come back). */
  active: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedBy: memberNameSchema.nullable(),
  /** Parcels they gave back before pick-up in the last 24 hours. */
  giveBacksToday: z.number().int(),
});
export type RiderEntry = z.infer<typeof riderEntrySchema>;

export const riderListQuerySchema = pageQuerySchema(20).extend({
  status: z.enum(RIDER_STATES).default('pending'),
});
export const riderPageSchema = pageSchema(riderEntrySchema);

/** PUT /parcel/riders/{userId}/approval. */
export const riderApprovalSchema = z.object({ approved: z.boolean() });
export type RiderApproval = z.infer<typeof riderApprovalSchema>;
