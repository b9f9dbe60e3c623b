/**
 * The one place where a users row becomes a user object of the contract. Which shape a caller
 * gets is decided here too, so no route can hand out e-mail, phone, address, birth date or a
 * secret about someone else by picking the wrong mapper.
 */
import type { Kysely } from 'kysely';
import type { MemberName } from '../../../contract/products';
import { isRoleName, ROLES, type RoleName } from '../../../contract/roles';
import type {
  ContactUser,
  IdentifiedUser,
  ManagedUser,
  PublicUser,
  SelfUser,
  UserProfile,
} from '../../../contract/users';
import type { Database, UserRow } from '../../db/schema';
import { hasRole } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { mediaUrl } from '../media';

export function pictureOf(mediaId: string | null): { url: string } | null {
  return mediaId ? { url: mediaUrl(mediaId) } : null;
}

/** The columns a message query selects about its sender (see chat and conversations). */
export interface SenderColumns {
  sender_id: number;
  sender_username: string;
  sender_full_name: string;
  sender_picture_id: string | null;
}

/** The sender of a chat or conversation message: public name and picture only. */
export function senderOf(row: SenderColumns) {
  return {
    id: row.sender_id,
    username: row.sender_username,
    fullName: row.sender_full_name,
    profilePicture: pictureOf(row.sender_picture_id),
  };
}

/** Roles in the contract's order, lowest first; the highest is the last. */
export function sortRoles(roles: readonly RoleName[]): RoleName[] {
  return ROLES.filter((role) => roles.includes(role));
}

export function highestRole(roles: readonly RoleName[]): RoleName {
  return sortRoles(roles).at(-1) ?? 'ROLE_USER';
}

/** What a member's public shape is made of. */
const PUBLIC_COLUMNS = [
  'users.id',
  'users.username',
  'users.full_name',
  'users.username_key',
  'users.profile_picture_id',
  'users.cover_picture_id',
  'users.created_at',
] as const;
type PublicColumns =
  | 'id'
  | 'username'
  | 'full_name'
  | 'username_key'
  | 'profile_picture_id'
  | 'cover_picture_id'
  | 'created_at';

export function toPublicUser(
  row: Pick<UserRow, PublicColumns>,
  roles: readonly RoleName[],
): PublicUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    uniqueName: row.username_key,
    profilePicture: pictureOf(row.profile_picture_id),
    coverPicture: pictureOf(row.cover_picture_id),
    roles: sortRoles(roles).map((name) => ({ name })),
    createdAt: row.created_at,
  };
}

export function toManagedUser(row: UserRow, roles: readonly RoleName[]): ManagedUser {
  return {
    ...toPublicUser(row, roles),
    accountStatus: row.account_status,
    lastLogin: row.last_login,
    canManageUsers: row.can_manage_users === 1,
    canDeletePosts: row.can_delete_posts === 1,
  };
}

/** Contact details: for an admin's eyes, or the member's own. */
export function toContactUser(row: UserRow, roles: readonly RoleName[]): ContactUser {
  return {
    ...toManagedUser(row, roles),
    email: row.email,
    contact: row.contact,
    address: row.address,
    dob: row.dob,
    gender: row.gender,
  };
}

export function toSelfUser(row: UserRow, roles: readonly RoleName[]): SelfUser {
  return {
    ...toContactUser(row, roles),
    role: highestRole(roles),
    paymentMethod: row.payment_method,
    language: row.language,
  };
}

export function toIdentifiedUser(row: UserRow): IdentifiedUser {
  return {
    username: row.username,
    fullName: row.full_name,
    profilePicture: pictureOf(row.profile_picture_id),
  };
}

/** Admins, developers and members trusted with managing users. */
export function managesUsers(viewer: AuthUser | null): boolean {
  return hasRole(viewer, 'ROLE_ADMIN', 'ROLE_DEV') || !!viewer?.canManageUsers;
}

/**
 * The shape of `row` that `viewer` may see: self, contact (admins), managed or public. Contact
 * details go to the member and to admins only, never to managers without ROLE_ADMIN.
 */
export function shapeFor(
  viewer: AuthUser | null,
  row: UserRow,
  roles: readonly RoleName[],
): SelfUser | ContactUser | ManagedUser | PublicUser {
  if (viewer?.id === row.id) return toSelfUser(row, roles);
  if (hasRole(viewer, 'ROLE_ADMIN')) return toContactUser(row, roles);
  if (managesUsers(viewer)) return toManagedUser(row, roles);
  return toPublicUser(row, roles);
}

/** A profile page: the shape `viewer` may see and the public "about" text. */
export function profileFor(
  viewer: AuthUser | null,
  row: UserRow,
  roles: readonly RoleName[],
): UserProfile {
  return { ...shapeFor(viewer, row, roles), about: row.about ?? '' };
}

/**
 * Public shapes of these members, by id: one query, a row per member and role (one row, role
 * null, for a member with none). Every list of posts and rides asks for its authors.
 */
export async function publicUsers(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, PublicUser>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select([...PUBLIC_COLUMNS, 'user_roles.role'])
    .where('users.id', 'in', unique)
    .execute();
  const roles = new Map<number, RoleName[]>();
  for (const row of rows) {
    const held = roles.get(row.id) ?? [];
    if (row.role !== null && isRoleName(row.role)) held.push(row.role);
    roles.set(row.id, held);
  }
  return new Map(rows.map((row) => [row.id, toPublicUser(row, roles.get(row.id)!)]));
}

/** Public name and picture of these members, by id: sellers, buyers, reviewers. */
export async function memberNamesById(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, MemberName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'profile_picture_id'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.username,
        fullName: row.full_name,
        profilePicture: pictureOf(row.profile_picture_id),
      },
    ]),
  );
}
