/**
 * E-mail codes (signup verification and password reset): 6 random digits, stored only as an
 * HMAC keyed with a server secret, valid OTP_TTL_MINUTES, single use, at most OTP_MAX_ATTEMPTS
 * wrong tries from the browser that asked for it and slowed tries from anywhere else, and at
 * most one new code per OTP_RESEND_SECONDS per member and purpose.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
} from '../../../contract/constants';
import { CODE_ERROR } from '../../../contract/auth';
import { SERVER_MESSAGE } from '../../../contract/messages';
import type { EmailCodeRow, UserRow } from '../../db/schema';
import { HttpError, tooMany } from '../../http-errors';
import { countWrongTry, deleteCode, latestCode, replaceCode, type CodePurpose } from './repository';
import { clearTries, takeTry } from './slowing';
import { CODE_MAIL_TEXT } from './mail-texts';
import { inLanguage } from '../../i18n/language';
import { activeLocale } from '../../../contract/i18n/texts';

function hashCode(secret: string, purpose: CodePurpose, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Makes a new code for `user`, replacing older ones, and e-mails it. Refuses (429) when the
 * last code of that purpose is younger than OTP_RESEND_SECONDS. `throttle: false` is for the
 * first code of a signup, which has no predecessor to wait for.
 */
export async function issueCode(
  app: FastifyInstance,
  user: UserRow,
  purpose: CodePurpose,
  options: { throttle?: boolean } = {},
): Promise<void> {
  if (options.throttle !== false) {
    const last = await latestCode(app.db, user.id, purpose);
    const waitMs = last ? Date.parse(last.created_at) + OTP_RESEND_SECONDS * 1000 - Date.now() : 0;
    // The code sent moments ago still works: the screen keeps its form and counts down.
    if (waitMs > 0) {
      throw tooMany(SERVER_MESSAGE.codeResendTooSoon, {
        code: CODE_ERROR.recentlySent,
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
    }
  }
  const code = newCode();
  await replaceCode(app.db, {
    userId: user.id,
    purpose,
    codeHash: hashCode(app.config.cookieSecret, purpose, user.id, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000).toISOString(),
  });
  // In the member's language wherever they asked from; one who never chose gets the page's.
  const message = inLanguage(user.language ?? activeLocale(), () => {
    const mail = CODE_MAIL_TEXT[purpose];
    return {
      to: user.email,
      subject: mail.subject,
      code,
      text: [
        CODE_MAIL_TEXT.hello(user.full_name),
        '',
        mail.intro,
        '',
        `    ${code}`,
        '',
        CODE_MAIL_TEXT.validFor(OTP_TTL_MINUTES),
        mail.outro,
      ].join('\n'),
    };
  });
  try {
    await app.mailer.send(message);
  } catch (error) {
    app.log.error({ err: error, userId: user.id, purpose }, 'could not send a code');
    await deleteCode(app.db, user.id, purpose);
    throw new HttpError(503, CODE_MAIL_TEXT.notSent);
  }
}

/** A refused code, with its reason as a code for the screens and on the `otp` field. */
export function codeRefused(reason: keyof typeof CODE_ERROR): HttpError {
  const message = {
    wrong: SERVER_MESSAGE.codeWrong,
    expired: SERVER_MESSAGE.codeExpired,
    tooManyTries: SERVER_MESSAGE.codeTooManyTries,
    recentlySent: SERVER_MESSAGE.codeResendTooSoon,
  }[reason];
  return new HttpError(400, message, { code: CODE_ERROR[reason], fieldErrors: { otp: message } });
}

/** The key a code check counts on: the asking browser's ticket, or everyone else's. */
const codeKey = (purpose: CodePurpose, userId: number, ticket: string | null) =>
  ticket ? `code:${purpose}:${userId}:ticket:${ticket}` : `code:${purpose}:${userId}`;

/**
 * Checks `otp` against the member's live code and returns that code's row when it is right.
 * The browser that asked for the code (`ticket`, trust.ts) has OTP_MAX_ATTEMPTS tries of its
 * own; tries from anywhere else are slowed for the account (slowing.ts) and never spend the
 * code, so nobody can lock the owner out of the code in their mailbox. The caller marks the
 * code used inside its own transaction, so the code and the change it allows succeed or fail
 * together.
 */
export async function checkCode(
  app: FastifyInstance,
  userId: number,
  purpose: CodePurpose,
  otp: string,
  ticket: string | null,
): Promise<EmailCodeRow> {
  const key = codeKey(purpose, userId, ticket);
  const verdict = await takeTry(app.db, key, ticket ? { stopAfter: OTP_MAX_ATTEMPTS } : {});
  if (!verdict.go) {
    if ('spent' in verdict) throw codeRefused('tooManyTries');
    const seconds = Math.ceil(verdict.waitMs / 1000);
    throw tooMany(SERVER_MESSAGE.slowedDown(seconds), { retryAfterSeconds: seconds });
  }
  const code = await latestCode(app.db, userId, purpose);
  if (!code || code.used_at) throw codeRefused('wrong');
  if (Date.parse(code.expires_at) <= Date.now()) throw codeRefused('expired');
  const given = Buffer.from(hashCode(app.config.cookieSecret, purpose, userId, otp), 'hex');
  const stored = Buffer.from(code.code_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await countWrongTry(app.db, code.id);
    throw codeRefused('wrong');
  }
  await clearTries(app.db, [key, codeKey(purpose, userId, null)]);
  return code;
}
