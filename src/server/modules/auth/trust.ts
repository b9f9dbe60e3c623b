/**
 * What a browser has proven about itself, in two signed, HttpOnly cookies the account calls
 * read, so that other people's wrong tries never slow the owner down (slowing.ts):
 *
 * - the device cookie names the accounts that signed in on this browser (or reset their
 *   password here); its sign-in tries are counted apart from everyone else's;
 * - the code ticket says this browser asked for an account's e-mail code (signup, a new code,
 *   a reset), for as long as a code lives; its code checks are counted apart too, and have five
 *   wrong tries of their own, as a code always had, while wrong tries from anywhere else only
 *   slow down and never spend the code.
 *
 * Neither cookie names an account in the clear: the device lists account ids under the
 * server's signature (ids are public anyway), and the ticket carries only an HMAC of the account,
 * so it says nothing about whether an address has an account.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OTP_TTL_MINUTES } from '../../../contract/constants';
import type { CodePurpose } from './repository';

const DEVICE_COOKIE = 'club_device';
const TICKET_COOKIE = 'club_code';
/** Only the account calls read them. */
const PATH = '/api/auth';
const DEVICE_DAYS = 180;
/** Accounts a shared browser remembers, the latest first. */
const DEVICE_ACCOUNTS_MAX = 5;

function cookieOptions(app: FastifyInstance, maxAgeSeconds: number) {
  return {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.publicUrl.startsWith('https://'),
    signed: true,
    maxAge: maxAgeSeconds,
  };
}

function readSigned(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  if (raw === undefined) return null;
  const { valid, value } = request.unsignCookie(raw);
  return valid ? value : null;
}

/** `device.id1-id2-…`: this browser's random id and the accounts proven on it. */
function readDevice(request: FastifyRequest): { device: string; accounts: number[] } | null {
  const match = /^([\w-]{16,32})\.([\d-]*)$/.exec(readSigned(request, DEVICE_COOKIE) ?? '');
  if (!match) return null;
  return { device: match[1]!, accounts: match[2]!.split('-').filter(Boolean).map(Number) };
}

/** This browser's id when the account has proven itself on it; null otherwise. */
export function trustedDevice(request: FastifyRequest, userId: number): string | null {
  const known = readDevice(request);
  return known?.accounts.includes(userId) ? known.device : null;
}

/** After a sign-in or a password reset here: this browser is the account's own. */
export function trustDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): void {
  const known = readDevice(request);
  const device = known?.device ?? randomBytes(16).toString('base64url');
  const accounts = [userId, ...(known?.accounts ?? []).filter((id) => id !== userId)].slice(
    0,
    DEVICE_ACCOUNTS_MAX,
  );
  void reply.setCookie(
    DEVICE_COOKIE,
    `${device}.${accounts.join('-')}`,
    cookieOptions(app, DEVICE_DAYS * 86_400),
  );
}

function subjectOf(app: FastifyInstance, purpose: CodePurpose, userId: number): string {
  return createHmac('sha256', app.config.cookieSecret)
    .update(`code-ticket:${purpose}:${userId}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Gives this browser the ticket of the account's code (`userId` null when there is no such
 * account: the reply looks the same all the same).
 */
export function giveCodeTicket(
  app: FastifyInstance,
  reply: FastifyReply,
  purpose: CodePurpose,
  userId: number | null,
): void {
  const ticket = randomBytes(16).toString('base64url');
  const subject =
    userId === null
      ? randomBytes(16).toString('base64url').slice(0, 22)
      : subjectOf(app, purpose, userId);
  const expiresAt = Date.now() + OTP_TTL_MINUTES * 60_000;
  void reply.setCookie(
    TICKET_COOKIE,
    `${ticket}.${purpose}.${subject}.${expiresAt}`,
    cookieOptions(app, OTP_TTL_MINUTES * 60),
  );
}

/** The ticket's id when this browser asked for the account's code of this purpose. */
export function codeTicket(
  app: FastifyInstance,
  request: FastifyRequest,
  purpose: CodePurpose,
  userId: number,
): string | null {
  const [ticket, forPurpose, subject, expiresAt] = (readSigned(request, TICKET_COOKIE) ?? '').split(
    '.',
  );
  if (!ticket || forPurpose !== purpose || Number(expiresAt) <= Date.now()) return null;
  return subject === subjectOf(app, purpose, userId) ? ticket : null;
}
