/**
 * One search across the club (GET /api/search): the query, and hits grouped by kind, each with
 * a snippet split into plain and matched parts, so a screen marks the matches with elements and
 * never parses HTML.
 */
import { z } from 'zod';
import {
  SEARCH_KINDS,
  SEARCH_LIMITS,
  SEARCH_VALIDATION,
  type SearchKind,
} from './search-constants';

export * from './search-constants';

export const searchQuerySchema = z.object({
  q: z
    .string(SEARCH_VALIDATION.queryTooShort)
    .trim()
    .min(SEARCH_LIMITS.queryMinLength, SEARCH_VALIDATION.queryTooShort)
    .max(SEARCH_LIMITS.queryMaxLength, SEARCH_VALIDATION.queryTooLong),
  /** Comma-separated; all kinds when left out. */
  kinds: z
    .string()
    .optional()
    .transform((value, context): SearchKind[] => {
      if (value === undefined || value.trim() === '') return [...SEARCH_KINDS];
      const named = [...new Set(value.split(',').map((kind) => kind.trim()))];
      if (!named.every((kind) => (SEARCH_KINDS as readonly string[]).includes(kind))) {
        context.addIssue({ code: 'custom', message: SEARCH_VALIDATION.kindsUnknown });
        return z.NEVER;
      }
      return SEARCH_KINDS.filter((kind) => named.includes(kind));
    }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMITS.perKindMax)
    .default(SEARCH_LIMITS.perKindDefault),
  /** A group's `next` from an earlier reply: where that kind's next hits start. */
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, SEARCH_VALIDATION.cursorInvalid)
    .optional()
    .transform((value) => (value === undefined ? 0 : Number(value))),
});
export type SearchQueryParsed = z.output<typeof searchQuerySchema>;

export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  snippet: z.array(snippetPartSchema),
  /** The app's own address of the thing found. */
  url: z.string(),
  /** A ride's start or a post's writing (ISO), so like-named rides tell apart; else null. */
  at: z.string().nullable(),
  /** A ride's places, "start → finish"; else null. */
  places: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  hits: z.array(searchHitSchema),
  /** Pass as `cursor` with `kinds=<this kind>` for the next hits; null when there are none. */
  next: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchReplySchema = z.object({
  query: z.string(),
  /** The query as searched when a misspelt word was replaced; null when none was. */
  correctedQuery: z.string().nullable(),
  groups: z.array(searchGroupSchema),
});
export type SearchReply = z.infer<typeof searchReplySchema>;
