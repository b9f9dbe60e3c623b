/** Members: profiles, the managed list, account flags, deletion and pictures. */
import type { Kysely } from 'kysely';
import type { Database, UserPatch, UserRow } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../../../contract/messages';
import type { Locale } from '../../../contract/i18n/locales';
import { toPage, type Page } from '../../../contract/paging';
import type {
  DirectoryQuery,
  ManagedUser,
  PublicUser,
  SelfUser,
  UserProfile,
  UserUpdate,
} from '../../../contract/users';
import { conflict, forbidden, notFound } from '../../http-errors';
import { hasRole } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { recordAudit } from '../admin';
import { revokeAllSessions } from '../../lib/sessions';
import {
  mediaIdsOfOwner,
  deleteMediaRows,
  deleteMedia,
  removeMediaFiles,
  storePicture,
} from '../media';
import { grantRole, lockRoleHolders, rolesOf, rolesOfUsers } from '../roles';
import { deleteUser, findUserById, listDirectory, listUsers, updateUser } from './repository';
import { managesUsers, profileFor, toManagedUser, toPublicUser, toSelfUser } from './shapes';

export async function me(db: Kysely<Database>, viewer: AuthUser): Promise<SelfUser> {
  const row = await findUserById(db, viewer.id);
  if (!row) throw notFound();
  // The roles were read with the session, moments ago in this request.
  return toSelfUser(row, viewer.roles);
}

/** The member's own choice of language; only ever their own (the session's member). */
export async function chooseLanguage(
  db: Kysely<Database>,
  member: AuthUser,
  language: Locale,
): Promise<void> {
  await updateUser(db, member.id, { language });
}

export async function list(
  db: Kysely<Database>,
  viewer: AuthUser,
  query: { q?: string; page: number; size: number },
): Promise<Page<ManagedUser>> {
  if (!managesUsers(viewer)) throw forbidden(SERVER_MESSAGE.forbidden);
  const { rows, total } = await listUsers(db, query);
  const roles = await rolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  const content = rows.map((row) => toManagedUser(row, roles.get(row.id) ?? []));
  return toPage(content, total, query.page, query.size);
}

/**
 * The member directory, for signed-in members only: a visitor could otherwise harvest the
 * club's member list. Public shapes of active accounts only.
 */
export async function directory(
  db: Kysely<Database>,
  query: DirectoryQuery,
): Promise<Page<PublicUser>> {
  const { rows, total } = await listDirectory(db, query);
  const roles = await rolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  const content = rows.map((row) => toPublicUser(row, roles.get(row.id) ?? []));
  return toPage(content, total, query.page, query.size);
}

/** Anyone may see an active member's public profile; accounts not (yet) active only managers. */
export async function getOne(
  db: Kysely<Database>,
  viewer: AuthUser | null,
  id: number,
): Promise<UserProfile> {
  const row = await findUserById(db, id);
  const visible =
    row && (row.account_status === 'active' || viewer?.id === id || managesUsers(viewer));
  if (!row || !visible) throw notFound();
  return profileFor(viewer, row, await rolesOf(db, id));
}

const PROFILE_FIELDS = [
  'fullName',
  'about',
  'contact',
  'address',
  'dob',
  'gender',
  'paymentMethod',
] as const;
const FLAG_FIELDS = ['accountStatus', 'canManageUsers', 'canDeletePosts'] as const;

/**
 * A member edits their own profile; managers set the flags of other accounts. Roles are never
 * changed here, nobody edits another member's profile, and nobody flags their own account.
 */
export async function update(
  db: Kysely<Database>,
  viewer: AuthUser,
  id: number,
  changes: UserUpdate,
): Promise<UserProfile> {
  const target = await findUserById(db, id);
  if (!target) throw notFound();
  const self = viewer.id === id;
  const editsProfile = PROFILE_FIELDS.some((field) => changes[field] !== undefined);
  const editsFlags = FLAG_FIELDS.some((field) => changes[field] !== undefined);
  // Who may write comes first: another member's account is a manager's to write, whatever the
  // body holds (an empty one too), and only its flags; a member's own, only its profile.
  if (self) {
    if (editsFlags) throw forbidden(SERVER_MESSAGE.forbidden);
  } else {
    if (!managesUsers(viewer) || editsProfile) throw forbidden(SERVER_MESSAGE.forbidden);
    const targetRoles = await rolesOf(db, id);
    // A manager cannot lock out or re-flag someone who outranks them.
    if (targetRoles.includes('ROLE_DEV') && !hasRole(viewer, 'ROLE_DEV')) {
      throw forbidden(SERVER_MESSAGE.forbidden);
    }
    if (targetRoles.includes('ROLE_ADMIN') && !hasRole(viewer, 'ROLE_ADMIN', 'ROLE_DEV')) {
      throw forbidden(SERVER_MESSAGE.forbidden);
    }
  }

  const patch: UserPatch = {};
  if (changes.fullName !== undefined) patch.full_name = changes.fullName;
  if (changes.about !== undefined) patch.about = changes.about || null;
  if (changes.contact !== undefined) patch.contact = changes.contact;
  if (changes.address !== undefined) patch.address = changes.address;
  if (changes.dob !== undefined) patch.dob = changes.dob;
  if (changes.gender !== undefined) patch.gender = changes.gender;
  if (changes.paymentMethod !== undefined) patch.payment_method = changes.paymentMethod || null;
  if (changes.accountStatus !== undefined) patch.account_status = changes.accountStatus;
  if (changes.canManageUsers !== undefined) patch.can_manage_users = changes.canManageUsers ? 1 : 0;
  if (changes.canDeletePosts !== undefined) patch.can_delete_posts = changes.canDeletePosts ? 1 : 0;

  await db.transaction().execute(async (trx) => {
    await updateUser(trx, id, patch);
    // An account a manager activates skips the e-mail step, so it gets what verifying gives.
    if (changes.accountStatus === 'active') await grantRole(trx, id, 'ROLE_USER');
    if (changes.accountStatus === 'disabled') await revokeAllSessions(trx, id, 'disabled');
    await auditAccountChanges(trx, viewer, target, patch);
  });
  const row = await findUserById(db, id);
  if (!row) throw notFound();
  return profileFor(viewer, row, await rolesOf(db, id));
}

/** One audit entry for a status that changed, one for flags that changed; none for no change. */
async function auditAccountChanges(
  trx: Parameters<typeof updateUser>[0],
  viewer: AuthUser,
  before: UserRow,
  patch: UserPatch,
): Promise<void> {
  if (patch.account_status !== undefined && patch.account_status !== before.account_status) {
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'account.status',
      subjectType: 'user',
      subjectId: before.id,
      details: { from: before.account_status, to: patch.account_status },
    });
  }
  const flags: Record<string, boolean> = {};
  if (patch.can_manage_users !== undefined && patch.can_manage_users !== before.can_manage_users) {
    flags.canManageUsers = patch.can_manage_users === 1;
  }
  if (patch.can_delete_posts !== undefined && patch.can_delete_posts !== before.can_delete_posts) {
    flags.canDeletePosts = patch.can_delete_posts === 1;
  }
  if (Object.keys(flags).length > 0) {
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'account.flags',
      subjectType: 'user',
      subjectId: before.id,
      details: flags,
    });
  }
}

/** Admins delete accounts; a developer's account only a developer, and never the last one. */
export async function remove(app: FastifyInstance, viewer: AuthUser, id: number): Promise<void> {
  const mediaIds = await app.db.transaction().execute(async (trx) => {
    const target = await findUserById(trx, id);
    if (!target) throw notFound();
    const roles = await rolesOf(trx, id);
    if (roles.includes('ROLE_DEV')) {
      if (!hasRole(viewer, 'ROLE_DEV')) throw forbidden(SERVER_MESSAGE.devOnly);
      const devs = await lockRoleHolders(trx, app.dialect, 'ROLE_DEV');
      if (devs.filter((devId) => devId !== id).length === 0) {
        throw conflict(SERVER_MESSAGE.lastDev);
      }
    }
    const pictures = await mediaIdsOfOwner(trx, id, ['profile', 'cover']);
    await deleteMediaRows(trx, pictures);
    await deleteUser(trx, id);
    return pictures;
  });
  await removeMediaFiles(app, mediaIds);
}

export type PictureKind = 'profile' | 'cover';

/** Replaces a member's profile or cover picture; the old one is deleted. */
export async function changePicture(
  app: FastifyInstance,
  viewer: AuthUser,
  kind: PictureKind,
  image: Buffer,
  widths: readonly number[],
): Promise<SelfUser> {
  const before = await findUserById(app.db, viewer.id);
  if (!before) throw notFound();
  const mediaId = await storePicture(app, viewer.id, kind, image, widths);
  const column = kind === 'profile' ? 'profile_picture_id' : 'cover_picture_id';
  await updateUser(app.db, viewer.id, { [column]: mediaId });
  const old = before[column];
  if (old) await deleteMedia(app, [old]);
  return me(app.db, viewer);
}

export async function profilePictureOf(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await findUserById(db, id);
  if (!row) throw notFound();
  return row.profile_picture_id;
}
