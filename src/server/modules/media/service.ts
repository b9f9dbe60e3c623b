/**
 * Pictures: checked by their content (never by the name or type the client claims), turned
 * upright by EXIF, stripped of metadata (location included) and re-encoded to WebP at a few
 * widths, never wider than the original. Each width is a file of the file store,
 * media/<uuid>/<width>.webp (on disk: DATA_DIR/media/<uuid>/<width>.webp).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { FILE_KEYS } from '../../files/store';
import { badRequest, HttpError } from '../../http-errors';
import type { AuthUser } from '../../types';
import { judgeRead } from './access';
import { pictureDecodes } from './decode-gate';
import { deleteMediaRows, findMedia, insertMedia, type MediaRecord } from './repository';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/**
 * The most pixels a picture of each kind may have, checked from its header before anything is
 * decoded: a small file can expand to a huge bitmap (4 bytes a pixel), and a picture is only
 * ever shown at a few hundred to 1280 pixels wide. A 12-megapixel phone photo fits every kind.
 */
const MAX_PIXELS_BY_KIND: Record<string, number> = {
  profile: 16_000_000,
  conversation: 16_000_000,
};
const MAX_PIXELS = 24_000_000;
export const maxPixelsOf = (kind: string) => MAX_PIXELS_BY_KIND[kind] ?? MAX_PIXELS;
const CONTENT_TYPE = 'image/webp';

/** The widths to make for an image `width` pixels wide: no upscaling, the original at most. */
export function widthsFor(width: number, targets: readonly number[]): number[] {
  const widths = targets.filter((target) => target <= width);
  if (widths.length < targets.length && !widths.includes(width)) widths.push(width);
  return widths.sort((a, b) => a - b);
}

async function encode(
  input: Buffer,
  targets: readonly number[],
  maxPixels: number,
): Promise<Map<number, Buffer>> {
  let width: number;
  try {
    // The header alone: nothing is decoded yet.
    const meta = await sharp(input).metadata();
    if (!FORMATS.has(meta.format)) throw new Error(`unsupported format ${meta.format}`);
    width = meta.autoOrient.width;
    if (meta.width * meta.height > maxPixels) {
      throw badRequest(SERVER_MESSAGE.tooManyPixels(Math.floor(maxPixels / 1_000_000)));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(SERVER_MESSAGE.notAnImage);
  }
  const files = new Map<number, Buffer>();
  try {
    for (const target of widthsFor(width, targets)) {
      const output = await sharp(input, { limitInputPixels: maxPixels })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      files.set(target, output);
    }
  } catch {
    // The header parsed but the pixels did not: a truncated or forged file.
    throw badRequest(SERVER_MESSAGE.notAnImage);
  }
  return files;
}

/** Stores a picture and returns its media id. */
export async function storePicture(
  app: FastifyInstance,
  ownerId: number,
  kind: string,
  input: Buffer,
  targets: readonly number[],
): Promise<string> {
  const files = await pictureDecodes.run(() => encode(input, targets, maxPixelsOf(kind)));
  const id = randomUUID();
  try {
    for (const [width, data] of files) {
      await app.files.write(FILE_KEYS.picture(id, width), Readable.from([data]));
    }
    await insertMedia(app.db, {
      id,
      ownerId,
      kind,
      widths: [...files.keys()],
      contentType: CONTENT_TYPE,
    });
  } catch (error) {
    await app.files.removePrefix(FILE_KEYS.pictureFolder(id));
    throw error;
  }
  return id;
}

/**
 * A new media row of `kind` showing the same picture as `sourceId`, for another use (a library
 * picture put in a post). Its files are copies the store makes of the source's (hard links on
 * disk, copies inside the database or the bucket): no byte passes through this process, and
 * as stored pictures never change, either one can go without the other.
 */
export async function linkPicture(
  app: FastifyInstance,
  sourceId: string,
  ownerId: number,
  kind: string,
): Promise<string> {
  const source = await findMedia(app.db, sourceId);
  if (!source) throw new Error(`media ${sourceId} is gone`);
  const id = randomUUID();
  try {
    for (const width of source.widths) {
      await app.files.copy(FILE_KEYS.picture(sourceId, width), FILE_KEYS.picture(id, width));
    }
    await insertMedia(app.db, {
      id,
      ownerId,
      kind,
      widths: source.widths,
      contentType: source.contentType,
    });
  } catch (error) {
    await app.files.removePrefix(FILE_KEYS.pictureFolder(id));
    throw error;
  }
  return id;
}

/** The smallest stored width at least `wanted` wide, else the largest. */
export function pickWidth(widths: number[], wanted: number | undefined): number | undefined {
  const sorted = [...widths].sort((a, b) => a - b);
  if (wanted === undefined) return sorted.at(-1);
  return sorted.find((width) => width >= wanted) ?? sorted.at(-1);
}

/**
 * A picture as one reader gets it: its bytes at the smallest stored width of at least `wanted`,
 * and whether any cache may keep it (`shared`); null where it does not exist for this reader.
 */
export async function pictureForReader(
  app: FastifyInstance,
  id: string,
  reader: AuthUser | null,
  key: string | undefined,
  wanted: number | undefined,
): Promise<{ data: Buffer; contentType: string; shared: boolean } | null> {
  const media = await findMedia(app.db, id);
  if (!media) return null;
  const verdict = await judgeRead(app, media, reader, key);
  // A picture the reader may not see does not exist for them.
  if (verdict === 'hidden') return null;
  const data = await readPicture(app, media, wanted);
  return data && { data, contentType: media.contentType, shared: verdict === 'public' };
}

async function readPicture(
  app: FastifyInstance,
  media: MediaRecord,
  wanted: number | undefined,
): Promise<Buffer | null> {
  const width = pickWidth(media.widths, wanted);
  if (width === undefined) return null;
  return app.files.readAll(FILE_KEYS.picture(media.id, width)).catch((error: unknown) => {
    app.log.warn({ err: error, mediaId: media.id }, 'could not read a picture');
    return null;
  });
}

/** Removes the files of media whose rows are already gone (or go with them). */
export async function removeMediaFiles(app: FastifyInstance, ids: string[]): Promise<void> {
  for (const id of ids) {
    await app.files
      .removePrefix(FILE_KEYS.pictureFolder(id))
      .catch((error: unknown) =>
        app.log.warn({ err: error, mediaId: id }, 'could not remove media files'),
      );
  }
}

export async function deleteMedia(app: FastifyInstance, ids: string[]): Promise<void> {
  await deleteMediaRows(app.db, ids);
  await removeMediaFiles(app, ids);
}
