/** Queries on the users table. Each takes the database or a transaction. */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, NewUser, UserPatch, UserRow } from '../../db/schema';
import { toCount } from '../../db/connect';
import { pageOf } from '../../db/paging';
import type { RoleName } from '../../../contract/roles';

type Db = Kysely<Database>;

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member by username or e-mail, both compared without regard to case. */
export function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', key), eb('email', '=', key)]))
    .orderBy('id')
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return !!row;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return !!(await findUserByEmail(db, email));
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, patch: UserPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n as string | number);
}

/** `%` and `_` typed by a member are searched for literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Full name or username holding `text`, in any case. */
function nameOrUsernameLike(text: string) {
  const pattern = likePattern(text);
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    sql<boolean>`(${eb.ref('username_key')} like ${pattern} escape '\\' or lower(${eb.ref(
      'full_name',
    )}) like ${pattern} escape '\\')`;
}

export async function listUsers(
  db: Db,
  options: { q?: string; page: number; size: number },
): Promise<{ rows: UserRow[]; total: number }> {
  let query = db.selectFrom('users');
  if (options.q) query = query.where(nameOrUsernameLike(options.q));
  return pageOf(
    query.selectAll().orderBy('username_key'),
    query.select((eb) => eb.fn.countAll().as('n')),
    options.page,
    options.size,
  );
}

/** Who the member directory lists (and the club search finds): active accounts only. */
export function inDirectory(eb: ExpressionBuilder<Database, 'users'>) {
  return eb('users.account_status', '=', 'active');
}

/**
 * The member directory: active accounts only, matched on full name or username (any case, any
 * part), newest first or by full name; the id keeps the order stable between pages.
 */
export async function listDirectory(
  db: Db,
  options: { q?: string; sort: 'newest' | 'name'; page: number; size: number },
): Promise<{ rows: UserRow[]; total: number }> {
  let query = db.selectFrom('users').where(inDirectory);
  if (options.q) query = query.where(nameOrUsernameLike(options.q));
  const ordered =
    options.sort === 'name'
      ? query
          .selectAll()
          .orderBy(sql`lower(${sql.ref('full_name')})`)
          .orderBy('id')
      : query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return pageOf(
    ordered,
    query.select((eb) => eb.fn.countAll().as('n')),
    options.page,
    options.size,
  );
}

/** Ids of the active accounts holding `role`, in id order. */
async function activeIdsWithRole(db: Db, role: RoleName): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .where('user_roles.role', '=', role)
    .where('users.account_status', '=', 'active')
    .select('users.id')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Every active member (ROLE_USER): whom club-wide news is for. */
export const memberIds = (db: Db) => activeIdsWithRole(db, 'ROLE_USER');

/** Ids of active members holding ROLE_ADMIN. */
export const adminIds = (db: Db) => activeIdsWithRole(db, 'ROLE_ADMIN');
