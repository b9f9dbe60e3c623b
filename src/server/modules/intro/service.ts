/**
 * The landing page's content (§3 Home content, §7 Intro). Anyone reads it; developers and
 * admins change it (the routes check the roles). Pictures are stored through the media module,
 * which checks them by content, before any row changes: a refused file leaves nothing behind,
 * and a picture that leaves the content is deleted with its files once the change is saved.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { keptReads } from '../../db/kept-reads';
import type { Database } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { pictureSizes, deleteMedia, storePicture } from '../media';
import {
  INTRO_FIELDS,
  INTRO_LIMITS,
  INTRO_TEXT,
  SPECIAL_PICTURE_WIDTHS,
  WELCOME_PICTURE_WIDTHS,
  specialInputSchema,
  welcomeInputSchema,
  type HomeContent,
  type IntroPicture,
  type Special,
} from '../../../contract/intro';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { fieldOf, type IntroForm, type UploadedFile } from './read-form';
import {
  countSpecials,
  deleteSpecialRow,
  findSpecial,
  findWelcome,
  imagesOfSpecials,
  INTRO_MEDIA_KIND,
  insertSpecial,
  listSpecials,
  replaceSpecialImages,
  saveWelcome,
  updateSpecial,
  widthsOf,
} from './repository';

const WELCOME_KIND = INTRO_MEDIA_KIND.welcome;
const SPECIAL_KIND = INTRO_MEDIA_KIND.special;

export function toPicture(mediaId: string, widthsJson: string): IntroPicture {
  return { id: mediaId, ...pictureSizes(mediaId, widthsJson) };
}

export async function homeContent(db: Kysely<Database>): Promise<HomeContent> {
  const [welcome, specials, images] = await Promise.all([
    findWelcome(db),
    listSpecials(db),
    imagesOfSpecials(db),
  ]);
  const imageWidths = welcome?.image_id ? await widthsOf(db, welcome.image_id) : undefined;
  const changes = [welcome?.updated_at, ...specials.map((special) => special.updated_at)];
  return {
    welcomeText: welcome?.welcome_text ?? '',
    welcomeImage:
      welcome?.image_id && imageWidths ? toPicture(welcome.image_id, imageWidths) : null,
    specials: specials.map((special) => ({
      id: special.id,
      title: special.title,
      description: special.description,
      images: images
        .filter((image) => image.special_id === special.id)
        .map((image) => toPicture(image.media_id, image.widths)),
    })),
    // A deletion leaves no row behind, so the tag below (not this) is what says "changed".
    updatedAt:
      changes
        .filter((at): at is string => !!at)
        .sort()
        .at(-1) ?? null,
  };
}

/**
 * How long the welcome picture named in the landing page's head is kept in memory. A change
 * saved through this process forgets it at once; one saved through another server process is
 * named from at most this long later (until then a phone preloads the old picture, and the
 * screen still shows the new one).
 */
export const WELCOME_PICTURE_KEPT_MS = 30_000;
const keptWelcomePicture = keptReads<IntroPicture | null>(WELCOME_PICTURE_KEPT_MS);

/**
 * The welcome picture as the landing page shows it first, for the page's head to name (a
 * preload): null when the club has none. Every landing visit asks, so it is read once and kept.
 */
export function welcomePicture(db: Kysely<Database>): Promise<IntroPicture | null> {
  return keptWelcomePicture.get(db, () => readWelcomePicture(db));
}

async function readWelcomePicture(db: Kysely<Database>): Promise<IntroPicture | null> {
  const welcome = await findWelcome(db);
  if (!welcome?.image_id) return null;
  const widths = await widthsOf(db, welcome.image_id);
  return widths ? toPicture(welcome.image_id, widths) : null;
}

/** A weak tag of the content as served: compression may change the bytes, not the meaning. */
export function contentTag(content: HomeContent): string {
  return `W/"${createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 27)}"`;
}

/** Parses the text fields with the contract's schema; a 400 names each field that is wrong. */
function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fieldErrors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  throw badRequest(Object.values(fieldErrors)[0] ?? INTRO_TEXT.tooLong, fieldErrors);
}

/** Stores each file as a picture, or none of them: a refused file removes the ones before it. */
async function storeAll(
  app: FastifyInstance,
  editor: AuthUser,
  kind: string,
  files: UploadedFile[],
  widths: readonly number[],
): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const [index, file] of files.entries()) {
      try {
        stored.push(await storePicture(app, editor.id, kind, file.data, widths));
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
        const field = file.field === INTRO_FIELDS.images ? `${file.field}.${index}` : file.field;
        const named = file.filename ? `${file.filename}: ${error.message}` : error.message;
        throw badRequest(named, { [field]: named });
      }
    }
  } catch (error) {
    await deleteMedia(app, stored);
    throw error;
  }
  return stored;
}

/** POST /introUpdate: the welcome text, and the picture when one is sent (else it stays). */
export async function updateWelcome(
  app: FastifyInstance,
  editor: AuthUser,
  form: IntroForm,
): Promise<HomeContent> {
  const input = parseFields(welcomeInputSchema, {
    welcomeText: fieldOf(form, INTRO_FIELDS.welcomeText),
  });
  if (form.files.length > 1) {
    throw badRequest('Send one welcome picture.', {
      [INTRO_FIELDS.welcomeImage]: 'Send one welcome picture.',
    });
  }
  const [imageId] = await storeAll(app, editor, WELCOME_KIND, form.files, WELCOME_PICTURE_WIDTHS);
  let replaced: string | null = null;
  try {
    await app.db.transaction().execute(async (trx) => {
      const before = await findWelcome(trx);
      replaced = imageId ? (before?.image_id ?? null) : null;
      await saveWelcome(trx, {
        welcome_text: input.welcomeText,
        image_id: imageId ?? before?.image_id ?? null,
        updated_at: new Date().toISOString(),
        updated_by: editor.id,
      });
    });
  } catch (error) {
    if (imageId) await deleteMedia(app, [imageId]);
    throw error;
  }
  keptWelcomePicture.forget(app.db);
  if (replaced) await deleteMedia(app, [replaced]);
  return homeContent(app.db);
}

/**
 * POST /introAddSpecial: a new special, or with `id` an update of one. New pictures are added
 * after the kept ones; `keepImages`, when sent, names the pictures to keep and the others go.
 */
export async function saveSpecial(
  app: FastifyInstance,
  editor: AuthUser,
  form: IntroForm,
): Promise<{ special: Special; created: boolean }> {
  const keepSent = form.fields.get(INTRO_FIELDS.keepImages);
  const input = parseFields(specialInputSchema, {
    id: fieldOf(form, INTRO_FIELDS.id) || undefined,
    title: fieldOf(form, INTRO_FIELDS.title),
    description: fieldOf(form, INTRO_FIELDS.description),
    keepImages: keepSent?.filter((value) => value !== ''),
  });

  let current: string[] = [];
  if (input.id !== undefined) {
    if (!(await findSpecial(app.db, input.id))) throw notFound(INTRO_TEXT.specialNotFound);
    current = (await imagesOfSpecials(app.db, [input.id])).map((image) => image.media_id);
  } else if ((await countSpecials(app.db)) >= INTRO_LIMITS.specialsMax) {
    throw conflict(INTRO_TEXT.tooManySpecials);
  }
  const keep = input.keepImages ?? current;
  const strangers = keep.filter((id) => !current.includes(id));
  if (strangers.length > 0) {
    throw badRequest(INTRO_TEXT.notThisSpecialsImage, {
      [INTRO_FIELDS.keepImages]: INTRO_TEXT.notThisSpecialsImage,
    });
  }
  const kept = current.filter((id) => keep.includes(id));
  if (kept.length + form.files.length > INTRO_LIMITS.specialImagesMax) {
    throw badRequest(INTRO_TEXT.tooManyImages, { [INTRO_FIELDS.images]: INTRO_TEXT.tooManyImages });
  }

  const added = await storeAll(app, editor, SPECIAL_KIND, form.files, SPECIAL_PICTURE_WIDTHS);
  const now = new Date().toISOString();
  let saved: { id: number; removed: string[] };
  try {
    saved = await app.db.transaction().execute(async (trx) => {
      const fields = { title: input.title, description: input.description, updated_at: now };
      if (input.id === undefined) {
        const id = await insertSpecial(trx, { ...fields, created_at: now, updated_by: editor.id });
        await replaceSpecialImages(trx, id, added);
        return { id, removed: [] };
      }
      // Read again here: another editor may have saved or deleted the special meanwhile, and
      // only pictures it still holds can be kept.
      if (!(await findSpecial(trx, input.id))) throw notFound(INTRO_TEXT.specialNotFound);
      const holds = (await imagesOfSpecials(trx, [input.id])).map((image) => image.media_id);
      const asked = input.keepImages;
      const stays = asked ? holds.filter((mediaId) => asked.includes(mediaId)) : holds;
      await updateSpecial(trx, input.id, { ...fields, updated_by: editor.id });
      await replaceSpecialImages(trx, input.id, [...stays, ...added]);
      return { id: input.id, removed: holds.filter((mediaId) => !stays.includes(mediaId)) };
    });
  } catch (error) {
    await deleteMedia(app, added);
    throw error;
  }
  await deleteMedia(app, saved.removed);
  const id = saved.id;
  const special = (await homeContent(app.db)).specials.find((one) => one.id === id);
  if (!special) throw notFound(INTRO_TEXT.specialNotFound);
  return { special, created: input.id === undefined };
}

/** DELETE /introSpecial/{id}: the special and its pictures. */
export async function deleteSpecial(app: FastifyInstance, id: number): Promise<void> {
  const images = await app.db.transaction().execute(async (trx) => {
    if (!(await findSpecial(trx, id))) throw notFound(INTRO_TEXT.specialNotFound);
    const rows = await imagesOfSpecials(trx, [id]);
    await deleteSpecialRow(trx, id);
    return rows.map((row) => row.media_id);
  });
  await deleteMedia(app, images);
}
