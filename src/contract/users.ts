/**
 * User shapes (§3). There are two: the full one a member gets about themselves, and the public
 * one everybody else gets, which never carries e-mail, phone, address, birth date or secrets.
 */
import { z } from 'zod';
import { addressSchema, dobSchema, fullNameSchema, genderSchema, phoneSchema } from './auth';
import { ROLES } from './roles';

export const pictureSchema = z.object({ url: z.string() });
export const roleSchema = z.object({ name: z.enum(ROLES) });
export type Role = z.infer<typeof roleSchema>;

export const ACCOUNT_STATUSES = ['active', 'unverified', 'disabled'] as const;

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  uniqueName: z.string(),
  profilePicture: pictureSchema.nullable(),
  coverPicture: pictureSchema.nullable(),
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

export const selfUserSchema = managedUserSchema.extend({
  email: z.string(),
  contact: z.string(),
  address: z.string(),
  dob: z.string(),
  gender: z.enum(['MALE', 'FEMALE', 'NOT_SPECIFIED']),
  /** The member's highest role, for screens that show one. */
  role: z.enum(ROLES),
  paymentMethod: z.string().nullable(),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/** The reply of getUserByIdentifier: just enough to greet the member on the password step. */
export const identifiedUserSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  profilePicture: pictureSchema.nullable(),
});
export type IdentifiedUser = z.infer<typeof identifiedUserSchema>;

export const loginReplySchema = z.object({ jwtToken: z.string(), user: selfUserSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

/** PUT /user/{id}: the member edits their own profile; roles are never changed here. */
export const userUpdateSchema = z
  .object({
    fullName: fullNameSchema,
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
