/**
 * Jerseys: everybody reads the open ones; admins and developers add, edit, open and close
 * them. Pictures are uploads of the media module (kind 'jersey'), resized as product pictures
 * are: a jersey may show a picture its editor uploaded or one it already shows, each picture
 * in one jersey at most, and a picture an edit drops is deleted.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../../contract/messages';
import {
  JERSEY_PICTURE_WIDTHS,
  MERCHANDISE_TEXT,
  type Jersey,
  type JerseyInputParsed,
} from '../../../contract/merchandise';
import type { ProductPicture } from '../../../contract/products';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { deleteMediaRows, findMedia, removeMediaFiles, storePicture } from '../media';
import { toProductPicture } from '../products';
import { readClubSettings } from '../settings';
import {
  findJersey,
  insertJersey,
  listJerseys,
  pictureIdsOf,
  pictureUse,
  replacePictures,
  updateJersey,
} from './repository';
import { toJerseys } from './shapes';

type Db = Kysely<Database>;
export const JERSEY_PICTURE_KIND = 'jersey';
const MEDIA_URL = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export async function list(db: Db, onlyOpen: boolean): Promise<Jersey[]> {
  const [rows, settings] = await Promise.all([listJerseys(db, onlyOpen), readClubSettings(db)]);
  return toJerseys(db, rows, settings.currency);
}

export async function one(db: Db, id: number): Promise<Jersey> {
  const row = await findJersey(db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  const settings = await readClubSettings(db);
  const [jersey] = await toJerseys(db, [row], settings.currency);
  return jersey!;
}

export async function uploadPicture(
  app: FastifyInstance,
  editor: AuthUser,
  image: Buffer,
): Promise<ProductPicture> {
  const id = await storePicture(app, editor.id, JERSEY_PICTURE_KIND, image, JERSEY_PICTURE_WIDTHS);
  const media = await findMedia(app.db, id);
  return toProductPicture(id, JSON.stringify(media?.widths ?? []));
}

/** The media ids behind the form's urls: the editor's own free uploads, or this jersey's. */
async function checkedPictures(
  db: Db,
  editor: AuthUser,
  urls: string[],
  jerseyId: number | null,
): Promise<string[]> {
  const ids = urls.map((url) => MEDIA_URL.exec(url)?.[1] ?? null);
  const uses = await pictureUse(
    db,
    ids.filter((id): id is string => id !== null),
  );
  const fieldErrors: Record<string, string> = {};
  ids.forEach((id, index) => {
    const use = uses.find((candidate) => candidate.id === id);
    const field = `pictures.${index}`;
    const ours = use?.jerseyId !== null && use?.jerseyId === jerseyId;
    if (!id || !use || use.kind !== JERSEY_PICTURE_KIND || (!ours && use.owner_id !== editor.id)) {
      fieldErrors[field] = MERCHANDISE_TEXT.notYourPicture;
    } else if (!ours && use.jerseyId !== null) {
      fieldErrors[field] = MERCHANDISE_TEXT.pictureInAnotherJersey;
    } else if (ids.indexOf(id) !== index) {
      fieldErrors[field] = MERCHANDISE_TEXT.pictureTwice;
    }
  });
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
  return ids as string[];
}

function columnsOf(input: JerseyInputParsed) {
  return {
    name: input.name,
    description: input.description,
    prices: JSON.stringify(input.prices),
    open: input.open ? 1 : 0,
  };
}

export async function create(db: Db, editor: AuthUser, input: JerseyInputParsed): Promise<Jersey> {
  const id = await db.transaction().execute(async (trx) => {
    const pictures = await checkedPictures(trx, editor, input.pictures, null);
    const now = new Date().toISOString();
    const jerseyId = await insertJersey(trx, {
      ...columnsOf(input),
      created_by: editor.id,
      created_at: now,
      updated_at: now,
    });
    await replacePictures(trx, jerseyId, pictures);
    return jerseyId;
  });
  return one(db, id);
}

export async function update(
  app: FastifyInstance,
  editor: AuthUser,
  id: number,
  input: JerseyInputParsed,
): Promise<Jersey> {
  const dropped = await app.db.transaction().execute(async (trx) => {
    if (!(await findJersey(trx, id))) throw notFound(SERVER_MESSAGE.notFound);
    const before = await pictureIdsOf(trx, id);
    const pictures = await checkedPictures(trx, editor, input.pictures, id);
    await updateJersey(trx, id, { ...columnsOf(input), updated_at: new Date().toISOString() });
    await replacePictures(trx, id, pictures);
    const kept = new Set(pictures);
    const gone = before.filter((mediaId) => !kept.has(mediaId));
    await deleteMediaRows(trx, gone);
    return gone;
  });
  await removeMediaFiles(app, dropped);
  return one(app.db, id);
}

export async function setOpen(db: Db, id: number, open: boolean): Promise<Jersey> {
  if (!(await findJersey(db, id))) throw notFound(SERVER_MESSAGE.notFound);
  await updateJersey(db, id, { open: open ? 1 : 0, updated_at: new Date().toISOString() });
  return one(db, id);
}
