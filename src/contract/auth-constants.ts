/**
 * auth without its schemas: the signup's steps, the genders, the code refusals and the e-mail
 * rule, for screens that must not bring the schema library with them (sign-in, signup's first
 * drawing). auth.ts re-exports all of it beside the schemas.
 */

export const GENDERS = ['MALE', 'FEMALE', 'NOT_SPECIFIED'] as const;
export type Gender = (typeof GENDERS)[number];

/** The fields of the signup form's three steps (§2, §4). */
export const SIGNUP_STEP_FIELDS = [
  ['fullName', 'username', 'email'],
  ['phoneNumber', 'address', 'dob'],
  ['gender', 'password', 'retypePassword'],
] as const;

/** Why a code was refused (the `code` of its 400), or why a new one must wait (429). */
export const CODE_ERROR = {
  wrong: 'CODE_WRONG',
  expired: 'CODE_EXPIRED',
  tooManyTries: 'CODE_TOO_MANY_TRIES',
  recentlySent: 'CODE_RECENTLY_SENT',
} as const;

/** A basic e-mail pattern, as §5 asks: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL = 254;

/** The address as emailSchema (auth.ts) takes it (trimmed, lower case), or null if it refuses it. */
export function validEmail(raw: string): string | null {
  const email = raw.trim();
  return email.length <= MAX_EMAIL && EMAIL_PATTERN.test(email) ? email.toLowerCase() : null;
}
