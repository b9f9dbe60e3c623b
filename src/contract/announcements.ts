/**
 * Club announcements: news an admin posts to the whole club, or an organiser to the riders of
 * their ride, pinned at the top of the feed until it expires or is unpinned. Shared by the
 * screens, the server and its tests.
 */
import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_VALIDATION } from './announcements-constants';
import { idParamSchema, idSchema } from './ids';
import { pageSchema } from './paging';
import { publicUserSchema } from './users';

export * from './announcements-constants';

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** A page of the app ('/events/12'), or null. */
  link: z.string().nullable(),
  /** The ride it is for; null for a club-wide announcement. */
  ride: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  author: publicUserSchema,
  /** Club-wide and shown to visitors too; otherwise members only. */
  public: z.boolean(),
  pinned: z.boolean(),
  /** Null: up until it is unpinned. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Pinned and not expired: shown at the top of the feed. */
  active: z.boolean(),
  /** The reader marked it read (on any device); always false for a visitor. */
  read: z.boolean(),
  /** The reader may edit, unpin and delete it (its author, admins). */
  canEdit: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementPageSchema = pageSchema(announcementSchema);

/** GET /announcements: the active ones by default; `all` adds the unpinned and expired. */
export const announcementListQuerySchema = z.object({
  show: z.enum(['active', 'all']).default('active'),
  /** Only this ride's announcements. */
  rideId: idParamSchema.optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(ANNOUNCEMENT_LIMITS.pageDefaultSize),
});
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;

const titleSchema = z
  .string(ANNOUNCEMENT_VALIDATION.titleRequired)
  .trim()
  .min(1, ANNOUNCEMENT_VALIDATION.titleRequired)
  .max(ANNOUNCEMENT_LIMITS.titleMaxLength, ANNOUNCEMENT_VALIDATION.titleTooLong);
const bodySchema = z
  .string()
  .trim()
  .max(ANNOUNCEMENT_LIMITS.bodyMaxLength, ANNOUNCEMENT_VALIDATION.bodyTooLong);
/** A path of the app only: never another site, never '//host'. */
const linkSchema = z
  .string()
  .trim()
  .max(ANNOUNCEMENT_LIMITS.linkMaxLength, ANNOUNCEMENT_VALIDATION.linkInvalid)
  .regex(/^\/(?![/\\])[^\s]*$/, ANNOUNCEMENT_VALIDATION.linkInvalid)
  .nullable()
  .or(z.literal('').transform(() => null));
/** Days it stays pinned from now; null: until it is unpinned. */
const expirySchema = z
  .number(ANNOUNCEMENT_VALIDATION.expiryInvalid)
  .int(ANNOUNCEMENT_VALIDATION.expiryInvalid)
  .min(1, ANNOUNCEMENT_VALIDATION.expiryInvalid)
  .max(ANNOUNCEMENT_LIMITS.expiryMaxDays, ANNOUNCEMENT_VALIDATION.expiryInvalid)
  .nullable();

/** POST /announcements. With `rideId`, it goes to that ride's riders. */
export const announcementInputSchema = z.object({
  title: titleSchema,
  body: bodySchema.default(''),
  link: linkSchema.default(null),
  rideId: idSchema.nullable().default(null),
  public: z.boolean().default(false),
  pinned: z.boolean().default(true),
  expiresInDays: expirySchema.default(ANNOUNCEMENT_LIMITS.expiryDefaultDays),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
export type AnnouncementInputParsed = z.output<typeof announcementInputSchema>;

/** PATCH /announcements/{id}: what changes; `expiresInDays` counts from now. */
export const announcementPatchSchema = z
  .object({
    title: titleSchema,
    body: bodySchema,
    link: linkSchema,
    public: z.boolean(),
    pinned: z.boolean(),
    expiresInDays: expirySchema,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, ANNOUNCEMENT_VALIDATION.nothingToChange);
export type AnnouncementPatch = z.input<typeof announcementPatchSchema>;
export type AnnouncementPatchParsed = z.output<typeof announcementPatchSchema>;
