/**
 * Roles. Only admins and developers assign or remove them (the old app let any member make
 * themselves admin), only developers touch ROLE_DEV, the last developer stays one, and every
 * member keeps ROLE_USER.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { toPage, type Page } from '../../../contract/paging';
import { ROLES, type RoleName } from '../../../contract/roles';
import type { PublicUser, Role } from '../../../contract/users';
import { conflict, forbidden, notFound } from '../../http-errors';
import { hasRole } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { recordAudit } from '../admin';
import { findUserById, sortRoles, toPublicUser } from '../users';
import {
  grantRole,
  listRoleHolders,
  lockRoleHolders,
  removeRole,
  rolesOf,
  rolesOfUsers,
} from './repository';

const asList = (roles: readonly RoleName[]): Role[] => sortRoles(roles).map((name) => ({ name }));

export function allRoles(): Role[] {
  return ROLES.map((name) => ({ name }));
}

export async function holders(
  db: Kysely<Database>,
  role: RoleName,
  page: number,
  size: number,
): Promise<Page<PublicUser>> {
  const { rows, total } = await listRoleHolders(db, role, page, size);
  const roles = await rolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  const content = rows.map((row) => toPublicUser(row, roles.get(row.id) ?? []));
  return toPage(content, total, page, size);
}

export async function roleOf(db: Kysely<Database>, viewer: AuthUser, userId: number) {
  if (viewer.id !== userId && !hasRole(viewer, 'ROLE_ADMIN', 'ROLE_DEV')) {
    throw forbidden(SERVER_MESSAGE.forbidden);
  }
  if (!(await findUserById(db, userId))) throw notFound();
  return asList(await rolesOf(db, userId));
}

function checkMayChange(viewer: AuthUser, role: RoleName): void {
  if (!hasRole(viewer, 'ROLE_ADMIN', 'ROLE_DEV')) throw forbidden(SERVER_MESSAGE.forbidden);
  if (role === 'ROLE_DEV' && !hasRole(viewer, 'ROLE_DEV')) throw forbidden(SERVER_MESSAGE.devOnly);
}

export async function assign(
  db: Kysely<Database>,
  viewer: AuthUser,
  role: RoleName,
  userId: number,
): Promise<Role[]> {
  checkMayChange(viewer, role);
  return db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, userId))) throw notFound();
    const before = await rolesOf(trx, userId);
    await grantRole(trx, userId, role);
    if (!before.includes(role)) {
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'role.grant',
        subjectType: 'user',
        subjectId: userId,
        details: { role },
      });
    }
    return asList(await rolesOf(trx, userId));
  });
}

export async function remove(
  app: FastifyInstance,
  viewer: AuthUser,
  role: RoleName,
  userId: number,
): Promise<Role[]> {
  checkMayChange(viewer, role);
  if (role === 'ROLE_USER') throw conflict(SERVER_MESSAGE.keepUserRole);
  return app.db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, userId))) throw notFound();
    if (role === 'ROLE_DEV') {
      const devs = await lockRoleHolders(trx, app.dialect, 'ROLE_DEV');
      const others = devs.filter((id) => id !== userId);
      if (devs.includes(userId) && others.length === 0) throw conflict(SERVER_MESSAGE.lastDev);
    }
    const before = await rolesOf(trx, userId);
    await removeRole(trx, userId, role);
    if (before.includes(role)) {
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'role.revoke',
        subjectType: 'user',
        subjectId: userId,
        details: { role },
      });
    }
    return asList(await rolesOf(trx, userId));
  });
}
