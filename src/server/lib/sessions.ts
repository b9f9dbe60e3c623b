/**
 * Sessions: a JWT names a row of the sessions table, so signing out, a password reset or a
 * disabled account ends a session for real, whatever the token's own expiry says.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import { isRoleName, type RoleName } from '../../contract/roles';
import { SERVER_MESSAGE } from '../../contract/messages';
import type { Database, SessionEndReason } from '../db/schema';
import type { AuthUser } from '../types';

const encoder = new TextEncoder();

export interface SessionKeys {
  jwtSecret: string;
  sessionDays: number;
}

export async function createSession(
  db: Kysely<Database>,
  keys: SessionKeys,
  userId: number,
  userAgent: string | undefined,
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  const expires = new Date(now.getTime() + keys.sessionDays * 86_400_000);
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
      revoked_at: null,
      user_agent: userAgent?.slice(0, 300) ?? null,
      ended_reason: null,
    })
    .execute();
  return new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(encoder.encode(keys.jwtSecret));
}

/**
 * Tokens whose signature was already checked, per secret, with the session they name and their
 * expiry. Checking the signature (WebCrypto's HMAC, asynchronous) cost more than the rest of a
 * signed-in read; what a token says cannot change, so it is checked once. Whether its session
 * still holds is read from the database on every request all the same.
 */
const checkedTokens = new Map<string, Map<string, { sessionId: string; expiresAt: number }>>();
/** Enough for every member's devices; past it the oldest token is checked again when used. */
const CHECKED_TOKENS_MAX = 10_000;

/** The session a well-signed, unexpired token names, or null. */
async function sessionIdOf(jwtSecret: string, token: string): Promise<string | null> {
  let checked = checkedTokens.get(jwtSecret);
  if (!checked) checkedTokens.set(jwtSecret, (checked = new Map()));
  const known = checked.get(token);
  if (known && known.expiresAt > Date.now()) return known.sessionId;
  checked.delete(token);
  try {
    const { payload } = await jwtVerify(token, encoder.encode(jwtSecret), {
      algorithms: ['HS256'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    if (checked.size >= CHECKED_TOKENS_MAX) checked.delete(checked.keys().next().value!);
    checked.set(token, { sessionId: payload.sid, expiresAt: payload.exp * 1000 });
    return payload.sid;
  } catch {
    return null;
  }
}

/** The member a token stands for, or null when the token or its session is no longer good. */
export async function resolveSession(
  db: Kysely<Database>,
  jwtSecret: string,
  token: string,
): Promise<AuthUser | null> {
  const sessionId = await sessionIdOf(jwtSecret, token);
  if (!sessionId) return null;
  // Session, member and roles in one query: a row per role (one row, role null, for none).
  // Read on every signed-in request, so that a sign-out, a disabled account or a role taken
  // away takes effect at once.
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.can_manage_users',
      'users.can_delete_posts',
      'users.account_status',
      'sessions.expires_at',
      'sessions.revoked_at',
      'user_roles.role',
    ])
    .where('sessions.id', '=', sessionId)
    .orderBy('user_roles.role')
    .execute();
  const row = rows[0];
  if (!row || row.revoked_at || row.account_status !== 'active') return null;
  if (row.expires_at <= new Date().toISOString()) return null;
  return {
    id: row.id,
    username: row.username,
    roles: rows.flatMap(({ role }) => (role !== null && isRoleName(role) ? [role] : [])),
    canManageUsers: row.can_manage_users === 1,
    canDeletePosts: row.can_delete_posts === 1,
    sessionId,
  };
}

/**
 * Why a token no longer signs anyone in, in words for the member holding it: their password was
 * changed, their account disabled, or simply that the session ended.
 */
export async function whyEnded(
  db: Kysely<Database>,
  jwtSecret: string,
  token: string,
): Promise<string> {
  const sessionId = await sessionIdOf(jwtSecret, token);
  if (!sessionId) return SERVER_MESSAGE.sessionEnded;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.ended_reason', 'users.account_status'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (row?.ended_reason === 'password_reset') return SERVER_MESSAGE.passwordChangedElsewhere;
  if (row?.ended_reason === 'disabled' || row?.account_status === 'disabled') {
    return SERVER_MESSAGE.disabled;
  }
  return SERVER_MESSAGE.sessionEnded;
}

/**
 * An active member known by id alone (no session), with what decides what they may read: for
 * a link made for them earlier (a private picture's key), checked again at every use.
 */
export async function activeMember(
  db: Kysely<Database>,
  userId: number,
): Promise<Omit<AuthUser, 'sessionId'> | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'can_manage_users', 'can_delete_posts', 'account_status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.account_status !== 'active') return null;
  return {
    id: row.id,
    username: row.username,
    roles: await rolesOf(db, row.id),
    canManageUsers: row.can_manage_users === 1,
    canDeletePosts: row.can_delete_posts === 1,
  };
}

export async function rolesOf(db: Kysely<Database>, userId: number): Promise<RoleName[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role).filter(isRoleName);
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString(), ended_reason: 'signed_out' })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member, except one to keep (the one making the change). */
export async function revokeAllSessions(
  db: Kysely<Database>,
  userId: number,
  reason: Exclude<SessionEndReason, 'signed_out'>,
  except?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString(), ended_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  await query.execute();
}
