/**
 * Who may see a stored picture. Most pictures (products, rides, profiles) are for everyone
 * and served as public and immutable. A feature whose pictures follow its own privacy (a post's
 * pictures follow the post) registers a guard for its kind of picture; the picture route asks
 * it about every read.
 *
 * A browser loads a picture with <img>, which sends no bearer token. So a picture that is not
 * for everyone is linked with a key made for one reader (`?key=<reader id>.<HMAC>`): the key
 * names the reader, and the guard decides, at every read, whether that reader may still see
 * it. A key made for one member is worth nothing to anyone else once the member may no longer
 * see the picture (the post turned private, the account disabled).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { activeMember } from '../../lib/sessions';
import type { AuthUser } from '../../types';
import type { MediaRecord } from './repository';

/** What a guard needs to know of the reader. */
export type PictureReader = Omit<AuthUser, 'sessionId'>;

/** 'public': anyone, cached by anyone; 'allowed': this reader only; 'hidden': a 404. */
export type PictureVerdict = 'public' | 'allowed' | 'hidden';

export type PictureGuard = (
  app: FastifyInstance,
  media: MediaRecord,
  reader: PictureReader | null,
) => Promise<PictureVerdict>;

const guards = new Map<string, PictureGuard>();

/** The same guard for every app in the process: it reads all it needs from `app`. */
export function guardPictures(kind: string, guard: PictureGuard): void {
  guards.set(kind, guard);
}

function signature(secret: string, mediaId: string, readerId: number): string {
  return createHmac('sha256', secret)
    .update(`picture:${mediaId}:${readerId}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The `key` query parameter of a picture link made for `readerId`. */
export function readerKey(app: FastifyInstance, mediaId: string, readerId: number): string {
  return `${readerId}.${signature(app.config.cookieSecret, mediaId, readerId)}`;
}

async function readerOfKey(
  app: FastifyInstance,
  mediaId: string,
  key: string | undefined,
): Promise<PictureReader | null> {
  const [id, given] = (key ?? '').split('.');
  const readerId = Number(id);
  if (!Number.isSafeInteger(readerId) || readerId <= 0 || !given) return null;
  const expected = Buffer.from(signature(app.config.cookieSecret, mediaId, readerId));
  const presented = Buffer.from(given);
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return null;
  return activeMember(app.db, readerId);
}

/** The verdict on one read: by the bearer token when there is one, else by the link's key. */
export async function judgeRead(
  app: FastifyInstance,
  media: MediaRecord,
  auth: AuthUser | null,
  key: string | undefined,
): Promise<PictureVerdict> {
  const guard = guards.get(media.kind);
  if (!guard) return 'public';
  return guard(app, media, auth ?? (await readerOfKey(app, media.id, key)));
}
