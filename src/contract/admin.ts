/**
 * The admin dashboard (§2 Dashboard): the club's figures with a weekly series, the audit log of
 * role, account, order and settings changes, and bug counts by severity and state.
 */
import { z } from 'zod';
import { BUG_SEVERITIES } from './constants';
import { pageQuerySchema } from './paging';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from './admin-constants';

export * from './admin-constants';

export const weekFiguresSchema = z.object({
  /** The Monday the week starts, on the club's calendar, as YYYY-MM-DD. */
  weekStart: z.string(),
  signups: z.number().int(),
  rides: z.number().int(),
  orders: z.number().int(),
  /** Minor units of the club's currency. */
  sales: z.number().int(),
});
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

export const adminStatsSchema = z.object({
  /** The month of the club's calendar the monthly figures cover, as YYYY-MM. */
  month: z.string(),
  /** Active accounts. */
  members: z.number().int(),
  /** Accounts created this month, whatever their state. */
  newSignups: z.number().int(),
  /** Scheduled rides starting this month. */
  rides: z.number().int(),
  /** Distinct members going on at least one of those rides. */
  riders: z.number().int(),
  /** Orders placed this month. */
  orders: z.number().int(),
  /** Their lines' totals, rejected and cancelled lines left out (minor units). */
  sales: z.number().int(),
  currency: z.string(),
  openBugs: z.number().int(),
  weeks: z.array(weekFiguresSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null once the actor's account is deleted. */
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subjectType: z.enum(AUDIT_SUBJECTS),
  subjectId: z.string(),
  /** The subject's name when it is a member still there, for the log's "what" column. */
  subjectName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema(20).extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const severityCounts = z.object({ open: z.number().int(), solved: z.number().int() });
export const bugStatsSchema = z.object({
  bySeverity: z.object(
    Object.fromEntries(BUG_SEVERITIES.map((severity) => [severity, severityCounts])) as Record<
      (typeof BUG_SEVERITIES)[number],
      typeof severityCounts
    >,
  ),
  open: z.number().int(),
  solved: z.number().int(),
});
export type BugStats = z.infer<typeof bugStatsSchema>;
