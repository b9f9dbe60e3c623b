/**
 * User shapes (§3). There are two: the full one a member gets about themselves, and the public
 * one everybody else gets, which never carries e-mail, phone, address, birth date or secrets.
 */
import { z } from 'zod';
import { LOCALES } from './i18n/locales';
import { addressSchema, dobSchema, fullNameSchema, genderSchema, phoneSchema } from './auth';
import { VALIDATION } from './messages';
import { pageQuerySchema } from './paging';
import { ROLES } from './roles';
import { ACCOUNT_STATUSES, PROFILE_LIMITS, DIRECTORY_SORTS } from './users-constants';

export * from './users-constants';

/** A member's profile or cover picture: its address only. */
export const pictureLinkSchema = z.object({ url: z.string() });
export const roleSchema = z.object({ name: z.enum(ROLES) });
export type Role = z.infer<typeof roleSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  uniqueName: z.string(),
  profilePicture: pictureLinkSchema.nullable(),
  coverPicture: pictureLinkSchema.nullable(),
  roles: z.array(roleSchema),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What an admin or a member with canManageUsers sees in the user list: still no contact data. */
export const managedUserSchema = publicUserSchema.extend({
  accountStatus: z.enum(ACCOUNT_STATUSES),
  lastLogin: z.string().nullable(),
  canManageUsers: z.boolean(),
  canDeletePosts: z.boolean(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/**
 * What an admin (ROLE_ADMIN) sees about another member: the managed shape and the contact
 * details. Nobody else ever gets these about someone else.
 */
export const contactUserSchema = managedUserSchema.extend({
  email: z.string(),
  contact: z.string(),
  address: z.string(),
  dob: z.string(),
  gender: z.enum(['MALE', 'FEMALE', 'NOT_SPECIFIED']),
});
export type ContactUser = z.infer<typeof contactUserSchema>;

export const selfUserSchema = contactUserSchema.extend({
  /** The member's highest role, for screens that show one. */
  role: z.enum(ROLES),
  paymentMethod: z.string().nullable(),
  /** The language the member chose, which their e-mails and every device follow; null: none yet. */
  language: z.enum(LOCALES).nullable(),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/** PUT /user/me/language: the member's choice of language. */
export const languageChoiceSchema = z.object({ language: z.enum(LOCALES) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** The reply of getUserByIdentifier: just enough to greet the member on the password step. */
export const identifiedUserSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  profilePicture: pictureLinkSchema.nullable(),
});
export type IdentifiedUser = z.infer<typeof identifiedUserSchema>;

export const loginReplySchema = z.object({ jwtToken: z.string(), user: selfUserSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

/** A member's "about" text; an empty one clears it. */
export const aboutSchema = z.string().trim().max(PROFILE_LIMITS.aboutMaxLength, VALIDATION.tooLong);

/** PUT /user/{id}: the member edits their own profile; roles are never changed here. */
export const userUpdateSchema = z
  .object({
    fullName: fullNameSchema,
    about: aboutSchema,
    contact: phoneSchema,
    address: addressSchema,
    dob: dobSchema,
    gender: genderSchema,
    paymentMethod: z.string().trim().max(100).nullable(),
    /** Only admins (or members with canManageUsers) may set these. */
    accountStatus: z.enum(['active', 'disabled']),
    canManageUsers: z.boolean(),
    canDeletePosts: z.boolean(),
  })
  .partial()
  .strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * GET and PUT /user/{id}: a member's profile page, in the most detailed shape the caller may
 * see (themselves, an admin, a manager, anybody), with the public "about" text ('' for none).
 */
const profileFields = { about: z.string() };
export const userProfileSchema = z.union([
  selfUserSchema.extend(profileFields),
  contactUserSchema.extend(profileFields),
  managedUserSchema.extend(profileFields),
  publicUserSchema.extend(profileFields),
]);
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /user/directory: signed-in members search each other by full name or username. */
export const directoryQuerySchema = pageQuerySchema().extend({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(DIRECTORY_SORTS).default('newest'),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;
