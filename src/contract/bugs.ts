/** Bug reports (§2 Bug-report screen, §3 Bug, §6, §7 Bugs). */
import { z } from 'zod';
import { BUG_SEVERITIES } from './constants';
import { VALIDATION } from './messages';
import { BUG_PAGE_SIZE } from './bugs-constants';
import { englishTexts } from './i18n/english-texts';
import { pageQuerySchema, pageSchema } from './paging';

export * from './bugs-constants';

/** The bug schemas' own messages, English when they are built. */
const BUG_VALIDATION = englishTexts({
  severity: /*i18n*/ { id: 'Choose LOW, MEDIUM or HIGH.' },
});

export const bugSeveritySchema = z.enum(BUG_SEVERITIES, { error: BUG_VALIDATION.severity });
export type BugSeverity = z.infer<typeof bugSeveritySchema>;

/**
 * What a member sends. `isSolved` and `submittedBy` are accepted because the spec's form sends
 * them, but the server ignores both: a new bug is never solved, and its submitter is whoever
 * the session says.
 */
export const bugCreateSchema = z.object({
  title: z.string().trim().min(1, VALIDATION.required).max(200, VALIDATION.tooLong),
  description: z.string().trim().min(1, VALIDATION.required).max(5000, VALIDATION.tooLong),
  severity: bugSeveritySchema,
  steps: z.string().trim().max(5000, VALIDATION.tooLong).default(''),
  isSolved: z.boolean().optional(),
  submittedBy: z.number().int().nullable().optional(),
});
export type BugCreate = z.input<typeof bugCreateSchema>;

/** PUT /bugs/{id}: the full bug, as the spec's developer view sends it to mark it solved. */
export const bugUpdateSchema = bugCreateSchema.extend({ isSolved: z.boolean() });
export type BugUpdate = z.input<typeof bugUpdateSchema>;

export const bugSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  severity: bugSeveritySchema,
  steps: z.string(),
  isSolved: z.boolean(),
  /** The submitter's user id, or null for a visitor (§3). */
  submittedBy: z.number().int().nullable(),
  /** Who that was, for the 'Bug Details' modal: public fields only. */
  submitter: z
    .object({ id: z.number().int(), username: z.string(), fullName: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type Bug = z.infer<typeof bugSchema>;

export const bugPageSchema = pageSchema(bugSchema);
export const bugListQuerySchema = pageQuerySchema(BUG_PAGE_SIZE);
