/** Accounts: signup, e-mail verification, sign-in and out, password reset. */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import type {
  LoginPayload,
  ResetPasswordPayload,
  SignupPayload,
  VerifyEmailPayload,
} from '../../../contract/auth';
import { SERVER_MESSAGE, VALIDATION } from '../../../contract/messages';
import type { IdentifiedUser, LoginReply } from '../../../contract/users';
import { conflict, forbidden, HttpError, notFound, tooMany, unauthorized } from '../../http-errors';
import { keepNoReply, type KeepReply } from '../../plugins/idempotency-reply';
import { hashPassword, spendVerification, verifyPassword } from '../../lib/passwords';
import { grantRole, rolesOf } from '../roles';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  insertUser,
  updateUser,
  usernameTaken,
  toIdentifiedUser,
  toSelfUser,
} from '../users';
import { checkCode, codeRefused, issueCode } from './codes';
import { markCodeUsed } from './repository';
import { createSession, revokeAllSessions, revokeSession } from '../../lib/sessions';
import { clearTries, takeTry } from './slowing';
import { activeLocale } from '../../../contract/i18n/texts';

export const NO_SUCH_ACCOUNT = 'No account with that username or e-mail.';

function takenError(fieldErrors: Record<string, string>) {
  return conflict(Object.values(fieldErrors)[0] ?? VALIDATION.usernameTaken, fieldErrors);
}

/** Which unique column a failed insert ran into, on either dialect; null for other errors. */
function uniqueViolation(error: unknown): 'email' | 'username' | null {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string };
  const unique = e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE';
  if (!unique) return null;
  const text = `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`;
  return /email/i.test(text) ? 'email' : 'username';
}

export async function signup(
  app: FastifyInstance,
  payload: SignupPayload,
  keepReply: KeepReply = keepNoReply,
): Promise<{ username: string; email: string; userId: number }> {
  const fieldErrors: Record<string, string> = {};
  if (await usernameTaken(app.db, payload.username)) {
    fieldErrors.username = VALIDATION.usernameTaken;
  }
  if (await emailTaken(app.db, payload.email)) fieldErrors.email = VALIDATION.emailTaken;
  if (Object.keys(fieldErrors).length > 0) throw takenError(fieldErrors);

  const passwordHash = await hashPassword(payload.password, app.config.passwordCost);
  // The reply is kept with the account, so a retry after a crash is replayed or signs up once.
  let id: number;
  let user: Awaited<ReturnType<typeof findUserById>>;
  try {
    [id, user] = await app.db.transaction().execute(async (trx) => {
      const newId = await insertUser(trx, {
        username: payload.username,
        username_key: payload.username.toLowerCase(),
        email: payload.email,
        full_name: payload.fullName,
        contact: payload.phoneNumber,
        address: payload.address,
        dob: payload.dob,
        gender: payload.gender,
        password_hash: passwordHash,
        account_status: 'unverified',
        can_manage_users: 0,
        can_delete_posts: 0,
        payment_method: null,
        profile_picture_id: null,
        cover_picture_id: null,
        created_at: new Date().toISOString(),
        last_login: null,
        // The language of the page they signed up on: their code e-mail is written in it.
        language: activeLocale(),
      });
      const row = await findUserById(trx, newId);
      if (!row) throw new Error('The new account vanished after its insert.');
      await keepReply(trx, { username: row.username, email: row.email });
      return [newId, row] as const;
    });
  } catch (error) {
    // Another signup took the name between the check above and this insert.
    const column = uniqueViolation(error);
    if (!column) throw error;
    throw takenError(
      column === 'email'
        ? { email: VALIDATION.emailTaken }
        : { username: VALIDATION.usernameTaken },
    );
  }
  try {
    await issueCode(app, user, 'verify', { throttle: false });
  } catch (error) {
    // Without its code the account could never be verified; let the member sign up again
    // (the server error frees the key, kept reply and all).
    await app.db.deleteFrom('users').where('id', '=', id).execute();
    throw error;
  }
  return { username: user.username, email: user.email, userId: id };
}

/**
 * Sends a fresh verification code to an unverified account and answers its id; silent (null)
 * for any other address.
 */
export async function resendVerification(
  app: FastifyInstance,
  email: string,
): Promise<number | null> {
  const user = await findUserByEmail(app.db, email);
  if (!user || user.account_status !== 'unverified') return null;
  await issueCode(app, user, 'verify');
  return user.id;
}

/** The ticket of the browser asking, if it asked for this account's code (auth/trust.ts). */
export type TicketOf = (userId: number) => string | null;

export async function verifyEmail(
  app: FastifyInstance,
  payload: VerifyEmailPayload,
  ticketOf: TicketOf,
) {
  const user = await findUserByEmail(app.db, payload.email);
  if (!user || user.account_status !== 'unverified') throw codeRefused('wrong');
  const code = await checkCode(app, user.id, 'verify', payload.otp, ticketOf(user.id));
  await app.db.transaction().execute(async (trx) => {
    if (!(await markCodeUsed(trx, code.id))) throw codeRefused('wrong');
    await updateUser(trx, user.id, { account_status: 'active' });
    await grantRole(trx, user.id, 'ROLE_USER');
  });
}

/**
 * Sign-in tries of one account are slowed after a few wrong passwords, whichever address they
 * come from and whether they name the username or the e-mail. A browser the account signed in
 * on before (`deviceOf`, trust.ts) is slowed only by its own tries.
 */
const signInKey = (userId: number, device: string | null) =>
  device ? `login:${userId}:device:${device}` : `login:${userId}`;

async function takeSignInTry(app: FastifyInstance, key: string): Promise<void> {
  const verdict = await takeTry(app.db, key);
  if (verdict.go) return;
  const seconds = 'waitMs' in verdict ? Math.ceil(verdict.waitMs / 1000) : 60;
  throw tooMany(SERVER_MESSAGE.slowedDown(seconds), { retryAfterSeconds: seconds });
}

export async function login(
  app: FastifyInstance,
  payload: LoginPayload,
  userAgent: string | undefined,
  deviceOf: (userId: number) => string | null,
): Promise<LoginReply> {
  const user = await findUserByIdentifier(app.db, payload.username);
  const key = user ? signInKey(user.id, deviceOf(user.id)) : null;
  if (key) await takeSignInTry(app, key);
  const passwordOk = user
    ? await verifyPassword(payload.password, user.password_hash)
    : await spendVerification(payload.password, app.config.passwordCost);
  if (!user || !passwordOk)
    throw unauthorized(SERVER_MESSAGE.wrongCredentials, 'WRONG_CREDENTIALS');
  await clearTries(app.db, [key!]);
  if (user.account_status === 'unverified') {
    // The password was right: the member may learn their own address, to verify it.
    throw new HttpError(403, SERVER_MESSAGE.notVerified, {
      code: 'EMAIL_NOT_VERIFIED',
      email: user.email,
    });
  }
  if (user.account_status !== 'active')
    throw forbidden(SERVER_MESSAGE.disabled, 'ACCOUNT_DISABLED');

  const lastLogin = new Date().toISOString();
  await updateUser(app.db, user.id, { last_login: lastLogin });
  const jwtToken = await createSession(app.db, app.config, user.id, userAgent);
  const roles = await rolesOf(app.db, user.id);
  return { jwtToken, user: toSelfUser({ ...user, last_login: lastLogin }, roles) };
}

export async function signout(db: Kysely<Database>, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}

export async function usernameAvailable(db: Kysely<Database>, username: string) {
  return !(await usernameTaken(db, username));
}

export async function emailAvailable(db: Kysely<Database>, email: string) {
  return !(await emailTaken(db, email));
}

/** The greeting of the password step: only for accounts that can still sign in. */
export async function identify(db: Kysely<Database>, identifier: string): Promise<IdentifiedUser> {
  const user = await findUserByIdentifier(db, identifier);
  if (!user || user.account_status === 'disabled') throw notFound(NO_SUCH_ACCOUNT);
  return toIdentifiedUser(user);
}

async function resettableUser(app: FastifyInstance, identifier: string): Promise<UserRow | null> {
  const user = await findUserByIdentifier(app.db, identifier);
  return user && user.account_status !== 'disabled' ? user : null;
}

/** E-mails a reset code and answers the account's id. */
export async function forgotPassword(app: FastifyInstance, identifier: string): Promise<number> {
  const user = await resettableUser(app, identifier);
  if (!user) throw notFound(NO_SUCH_ACCOUNT);
  await issueCode(app, user, 'reset');
  return user.id;
}

/**
 * Sets the new password and ends every session: whoever held the old one is signed out. The
 * code proved the mailbox, so the account's sign-in starts again unslowed; answers its id.
 */
export async function resetPassword(
  app: FastifyInstance,
  payload: ResetPasswordPayload,
  ticketOf: TicketOf,
): Promise<number> {
  const user = await resettableUser(app, payload.username);
  if (!user) throw codeRefused('wrong');
  const code = await checkCode(app, user.id, 'reset', payload.otp, ticketOf(user.id));
  const passwordHash = await hashPassword(payload.password, app.config.passwordCost);
  await app.db.transaction().execute(async (trx) => {
    if (!(await markCodeUsed(trx, code.id))) throw codeRefused('wrong');
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await revokeAllSessions(trx, user.id, 'password_reset');
  });
  await clearTries(app.db, [signInKey(user.id, null)]);
  return user.id;
}
