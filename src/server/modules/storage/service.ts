/**
 * Members' media libraries: uploads checked by content (pictures re-encoded by the media
 * module at server-made widths, videos and audio kept as sent), a quota per member from the
 * club settings, browsing and search by name, renames and deletes by the owner only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PICTURE_MAX_BYTES } from '../../../contract/constants';
import { API_PREFIX, MEDIA_PATH } from '../../../contract/api-paths';
import { toPage } from '../../../contract/paging';
import {
  STORAGE_FIELDS,
  STORAGE_PATHS,
  STORAGE_PICTURE_WIDTHS,
  STORAGE_TEXT,
  storageUploadFieldsSchema,
  type StorageItem,
  type StorageKind,
  type StorageUpdate,
  type StorageUsage,
} from '../../../contract/storage';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { formatBytes } from '../../../contract/tempfiles';
import { FILE_KEYS } from '../../files/store';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { findMedia, deleteMedia, linkPicture, storePicture } from '../media';
import { readClubSettings } from '../settings';
import { discard, headOf, readWhole, receive, type Received } from './disk';
import {
  deleteItem,
  findByFileId,
  findItem,
  insertItem,
  lockOwner,
  pageOfItems,
  updateItem,
  usedBytes,
  type StorageItemRow,
} from './repository';
import { SNIFF_BYTES, sniff } from './sniff';

const PICTURE_KIND = 'storage';

async function toItem(app: FastifyInstance, row: StorageItemRow): Promise<StorageItem> {
  let url = `${API_PREFIX}${STORAGE_PATHS.file(row.file_id ?? '')}`;
  let sizes: StorageItem['sizes'] = [];
  if (row.media_id) {
    const media = await findMedia(app.db, row.media_id);
    const base = `${API_PREFIX}${MEDIA_PATH}/${row.media_id}`;
    sizes = (media?.widths ?? []).map((width) => ({ width, url: `${base}?w=${width}` }));
    url = base;
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    contentType: row.content_type,
    size: Number(row.size),
    url,
    sizes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A stored video or audio file by its file id, for playing: its type and size. */
export async function storedFile(
  db: Kysely<Database>,
  fileId: string,
): Promise<{ fileId: string; contentType: string; size: number } | null> {
  const row = await findByFileId(db, fileId);
  return row?.file_id
    ? { fileId: row.file_id, contentType: row.content_type, size: Number(row.size) }
    : null;
}

export async function usage(db: Kysely<Database>, owner: AuthUser): Promise<StorageUsage> {
  const { storageQuotaBytes } = await readClubSettings(db);
  return { used: await usedBytes(db, owner.id), quota: storageQuotaBytes };
}

export async function browse(
  app: FastifyInstance,
  owner: AuthUser,
  query: { page: number; size: number; q?: string; kind?: StorageKind },
) {
  const { rows, total } = await pageOfItems(
    app.db,
    owner.id,
    query.q,
    query.page,
    query.size,
    query.kind,
  );
  const content = await Promise.all(rows.map((row) => toItem(app, row)));
  return toPage(content, total, query.page, query.size);
}

/** Reads the multipart upload: text fields kept, the file streamed to scratch within `limit`. */
async function readUpload(request: FastifyRequest, dataDir: string, limit: number) {
  const fields: Record<string, string> = {};
  let received: Received | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === STORAGE_FIELDS.file && !received) {
        received = await receive(dataDir, part.file);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    // The file arrived whole but the body broke after it: keep nothing.
    if (received) await discard(received.partial);
    throw error;
  }
  return { fields, received };
}

export async function upload(
  app: FastifyInstance,
  owner: AuthUser,
  request: FastifyRequest,
): Promise<StorageItem> {
  const { storageQuotaBytes } = await readClubSettings(app.db);
  const overQuota = () =>
    new HttpError(413, STORAGE_TEXT.overQuota(formatBytes(storageQuotaBytes)));
  const room = storageQuotaBytes - (await usedBytes(app.db, owner.id));
  if (room <= 0 || Number(request.headers['content-length'] ?? 0) > room + 64 * 1024) {
    throw overQuota();
  }
  if (!request.isMultipart()) throw badRequest(STORAGE_TEXT.fieldMissing);

  const dataDir = app.config.dataDir;
  let upload: Awaited<ReturnType<typeof readUpload>>;
  try {
    upload = await readUpload(request, dataDir, room);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw overQuota();
    if (code === 'FST_FILES_LIMIT') throw badRequest(STORAGE_TEXT.chooseAFile);
    throw error;
  }
  const { fields, received } = upload;
  if (!received) {
    throw badRequest(STORAGE_TEXT.fieldMissing, {
      [STORAGE_FIELDS.file]: STORAGE_TEXT.chooseAFile,
    });
  }
  let fileKept = false;
  let mediaId: string | null = null;
  try {
    const parsed = storageUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      throw badRequest(Object.values(fieldErrors)[0] ?? STORAGE_TEXT.nameRequired, fieldErrors);
    }
    const type = sniff(await headOf(received.partial, SNIFF_BYTES));
    if (!type) throw badRequest(STORAGE_TEXT.unsupported);

    if (type.kind === 'image') {
      if (received.size > PICTURE_MAX_BYTES) throw new HttpError(413, STORAGE_TEXT.pictureTooLarge);
      const bytes = await readWhole(received.partial);
      mediaId = await storePicture(app, owner.id, PICTURE_KIND, bytes, STORAGE_PICTURE_WIDTHS);
    } else {
      await app.files.adopt(FILE_KEYS.libraryFile(received.fileId), received.partial);
      fileKept = true;
    }
    const now = new Date().toISOString();
    const id = await app.db.transaction().execute(async (trx) => {
      await lockOwner(trx, app.dialect, owner.id);
      const inserted = await insertItem(trx, {
        owner_id: owner.id,
        name: parsed.data.name,
        name_key: parsed.data.name.toLowerCase(),
        description: parsed.data.description,
        kind: type.kind,
        content_type: type.kind === 'image' ? 'image/webp' : type.contentType,
        size: received.size,
        media_id: mediaId,
        file_id: type.kind === 'image' ? null : received.fileId,
        created_at: now,
        updated_at: now,
      });
      // Two uploads at once both saw room: the one that takes the lock second finds the sum
      // too large.
      if ((await usedBytes(trx, owner.id)) > storageQuotaBytes) {
        throw conflict(STORAGE_TEXT.overQuota(formatBytes(storageQuotaBytes)));
      }
      return inserted;
    });
    const row = await findItem(app.db, id);
    if (!row) throw notFound();
    return await toItem(app, row);
  } catch (error) {
    if (mediaId) await deleteMedia(app, [mediaId]);
    if (fileKept) await app.files.remove(FILE_KEYS.libraryFile(received.fileId));
    throw error;
  } finally {
    await discard(received.partial);
  }
}

async function ownItem(app: FastifyInstance, user: AuthUser, id: number) {
  const row = await findItem(app.db, id);
  if (!row) throw notFound();
  if (row.owner_id !== user.id) throw forbidden(SERVER_MESSAGE.forbidden);
  return row;
}

export async function update(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  patch: StorageUpdate,
): Promise<StorageItem> {
  const row = await ownItem(app, user, id);
  await updateItem(app.db, id, {
    ...(patch.name === undefined ? {} : { name: patch.name, name_key: patch.name.toLowerCase() }),
    ...(patch.description === undefined ? {} : { description: patch.description }),
    updated_at: new Date().toISOString(),
  });
  return toItem(app, { ...row, ...(await findItem(app.db, id)) });
}

export async function remove(app: FastifyInstance, user: AuthUser, id: number): Promise<void> {
  const row = await ownItem(app, user, id);
  if (!(await deleteItem(app.db, id))) return;
  if (row.media_id) await deleteMedia(app, [row.media_id]);
  if (row.file_id) await app.files.remove(FILE_KEYS.libraryFile(row.file_id));
}

/**
 * One of the member's library pictures put to another use (`kind`: 'post', 'event',
 * 'product'): a media row of that kind showing the same stored picture, which the form's
 * body then names as it names an upload. Someone else's file is refused (403), and so is a
 * video or audio file where only pictures go (400).
 */
export async function pictureForUse(
  app: FastifyInstance,
  user: AuthUser,
  libraryPictureId: number,
  kind: string,
): Promise<string> {
  const row = await findItem(app.db, libraryPictureId);
  if (!row) throw notFound(STORAGE_TEXT.notYourFile);
  if (row.owner_id !== user.id) throw forbidden(STORAGE_TEXT.notYourFile);
  if (row.kind !== 'image' || !row.media_id) {
    throw badRequest(STORAGE_TEXT.notAPicture, { libraryPictureId: STORAGE_TEXT.notAPicture });
  }
  return linkPicture(app, row.media_id, user.id, kind);
}
