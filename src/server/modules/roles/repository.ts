/** Queries on user_roles. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import { isRoleName, type RoleName } from '../../../contract/roles';
import type { Database, UserRow } from '../../db/schema';
import type { DialectName } from '../../db/connect';
import { pageOf } from '../../db/paging';

type Db = Kysely<Database>;

export { rolesOf } from '../../lib/sessions';

/** The roles of several members at once, for lists. */
export async function rolesOfUsers(db: Db, userIds: number[]): Promise<Map<number, RoleName[]>> {
  const byUser = new Map<number, RoleName[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const row of rows) {
    if (isRoleName(row.role)) byUser.get(row.user_id)?.push(row.role);
  }
  return byUser;
}

export async function grantRole(db: Db, userId: number, role: RoleName): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
    .execute();
}

export async function removeRole(db: Db, userId: number, role: RoleName): Promise<boolean> {
  const result = await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The holders of a role, locked until the transaction ends on PostgreSQL, so that two
 * concurrent removals of the last two developers cannot both see two. SQLite runs one write
 * transaction at a time, which gives the same guarantee there.
 */
export async function lockRoleHolders(
  db: Db,
  dialect: DialectName,
  role: RoleName,
): Promise<number[]> {
  let query = db.selectFrom('user_roles').select('user_id').where('role', '=', role);
  if (dialect === 'postgres') query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => row.user_id);
}

export async function listRoleHolders(
  db: Db,
  role: RoleName,
  page: number,
  size: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const holders = db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .where('user_roles.role', '=', role);
  return pageOf(
    holders.selectAll('users').orderBy('users.username_key'),
    holders.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}
