/**
 * Whether a socket's session is still good, asked before each SEND: the token was verified at
 * CONNECT and cannot change since, so only the session row and the account can have (sign-out
 * elsewhere, password reset, a disabled account). One indexed query, no signature check.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function sessionStillOpen(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.revoked_at', 'sessions.expires_at', 'users.account_status'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return (
    !!row &&
    row.revoked_at === null &&
    row.account_status === 'active' &&
    row.expires_at > new Date().toISOString()
  );
}
