/**
 * The member dashboard's figures (§2 User dashboard): the signed-in member's own rides,
 * distance, orders and posts over a period, a series for the chart and the rows of the table.
 * Shared by GET /api/user/me/activity and the dashboard.
 */
import { z } from 'zod';
import { ACTIVITY_KINDS, ACTIVITY_PERIODS, MEMBER_LIST_SIZE } from './member-activity-constants';

export * from './member-activity-constants';

export const activityQuerySchema = z.object({
  period: z.enum(ACTIVITY_PERIODS).default('week'),
});

export const activityTotalsSchema = z.object({
  /**
   * Scheduled rides that started within the period where the roll-call marked the member
   * present; `distanceKm` is their distance (the organiser's, else the route's).
   */
  ridesRidden: z.number().int(),
  distanceKm: z.number(),
  orders: z.number().int(),
  /** Order totals in minor units of `currency` (the shop's formatMoney shows them). */
  spent: z.number().int(),
  /** What discount prices took off those orders, in the same units. */
  saved: z.number().int(),
  /** The shop's currency, null when the member ordered nothing in the period. */
  currency: z.string().nullable(),
  posts: z.number().int(),
  /** Likes and comments other members gave the posts of the period. */
  likesReceived: z.number().int(),
  commentsReceived: z.number().int(),
});

export const activityPointSchema = z.object({
  /** The first day of the bucket, YYYY-MM-DD, a day of the club's calendar. */
  date: z.string(),
  rides: z.number().int(),
  distanceKm: z.number(),
  orders: z.number().int(),
  posts: z.number().int(),
});

export const activityItemSchema = z.object({
  /** When it happened, ISO 8601. */
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  id: z.number().int(),
  what: z.string(),
  distanceKm: z.number().nullable(),
  /** An order's total in minor units of the totals' currency. */
  amount: z.number().int().nullable(),
});

export const memberActivitySchema = z.object({
  period: z.enum(ACTIVITY_PERIODS),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'week']),
  totals: activityTotalsSchema,
  series: z.array(activityPointSchema),
  items: z.array(activityItemSchema),
});

export type ActivityTotals = z.infer<typeof activityTotalsSchema>;
export type ActivityPoint = z.infer<typeof activityPointSchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type MemberActivity = z.infer<typeof memberActivitySchema>;

export const memberListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(MEMBER_LIST_SIZE),
});

/**
 * GET /user/me/purchases: what the member bought in the shop, one row per product, the
 * latest ordered first.
 */
export const purchaseSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  units: z.number().int(),
  orders: z.number().int(),
  lastOrderedAt: z.string(),
  lastOrderId: z.number().int(),
  /** The latest line's status (an order status of contract/orders.ts). */
  lastStatus: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * GET /user/me/customers: the people the member delivers to: the receivers of the parcels
 * they sent through the bike messenger and, for a seller, the buyers of their order lines.
 * Names only: a receiver's phone and address stay in the parcel.
 */
export const customerSchema = z.object({
  kind: z.enum(['parcel', 'shop']),
  name: z.string(),
  /** Parcels sent to them, or orders of theirs holding the member's lines. */
  count: z.number().int(),
  lastAt: z.string(),
  /** The latest parcel or order, to open it. */
  lastId: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;
