/**
 * The temporary file share: members upload a file, streamed to the file store
 * (tempfiles/<id>) and never held whole in memory, and get a link with a random id; they list and delete their own files; anyone with
 * the link downloads the file until it expires.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TEMPFILE_FIELD,
  TEMPFILE_PATHS,
  TEMPFILE_TEXT,
  formatBytes,
  type TempFile,
  type TempFileList,
} from '../../../contract/tempfiles';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { storeUpload } from '../../files/upload';
import { FILE_KEYS } from '../../files/store';
import { badRequest, forbidden, HttpError, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { readClubSettings } from '../settings';
import { cleanFileName } from './download-headers';
import { dropExpiry, planExpiry } from './expiry';
import {
  deleteTempFileRow,
  findTempFile,
  insertTempFile,
  tempFilesOf,
  type TempFileRow,
} from './repository';

const HOUR_MS = 3_600_000;

/** 24 random bytes: 192 bits, 32 base64url characters. */
const newId = () => randomBytes(24).toString('base64url');

function toTempFile(row: TempFileRow): TempFile {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    contentType: row.content_type,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    downloadPath: TEMPFILE_PATHS.download(row.id),
  };
}

export async function listFiles(db: Kysely<Database>, owner: AuthUser): Promise<TempFileList> {
  const settings = await readClubSettings(db);
  const now = new Date().toISOString();
  const rows = await tempFilesOf(db, owner.id);
  return {
    // An expired file whose job has not run yet is as good as gone.
    files: rows.filter((row) => row.expires_at > now).map(toTempFile),
    maxBytes: settings.tempFileMaxBytes,
    maxLifetimeHours: settings.tempFileMaxLifetimeHours,
  };
}

/** Streams the multipart field `file` to the store, refused with 413 past the club's limit. */
export async function upload(
  app: FastifyInstance,
  owner: AuthUser,
  request: FastifyRequest,
  lifetimeHours: number,
): Promise<TempFile> {
  const settings = await readClubSettings(app.db);
  if (lifetimeHours > settings.tempFileMaxLifetimeHours) {
    throw badRequest(TEMPFILE_TEXT.lifetimeTooLong(settings.tempFileMaxLifetimeHours), {
      lifetimeHours: TEMPFILE_TEXT.lifetimeTooLong(settings.tempFileMaxLifetimeHours),
    });
  }
  const maxBytes = settings.tempFileMaxBytes;
  const tooLarge = () => new HttpError(413, TEMPFILE_TEXT.tooLarge(formatBytes(maxBytes)));
  // A declared length far past the limit is refused before a byte is read.
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) throw tooLarge();
  if (!request.isMultipart()) throw badRequest(TEMPFILE_TEXT.fieldMissing);

  const id = newId();
  let stored: { name: string; size: number; contentType: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== TEMPFILE_FIELD || stored) {
        part.file.resume();
        continue;
      }
      const size = await storeUpload(app.files, FILE_KEYS.sharedFile(id), part.file);
      stored = { name: cleanFileName(part.filename), size, contentType: part.mimetype };
    }
  } catch (error) {
    await app.files.remove(FILE_KEYS.sharedFile(id));
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest(TEMPFILE_TEXT.oneFile);
    throw error;
  }
  if (!stored)
    throw badRequest(TEMPFILE_TEXT.fieldMissing, { [TEMPFILE_FIELD]: TEMPFILE_TEXT.chooseAFile });

  const now = new Date();
  const row: TempFileRow = {
    id,
    owner_id: owner.id,
    name: stored.name,
    size: stored.size,
    content_type: stored.contentType.slice(0, 200),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + lifetimeHours * HOUR_MS).toISOString(),
  };
  try {
    await app.db.transaction().execute(async (trx) => {
      await insertTempFile(trx, row);
      await planExpiry(trx, id, new Date(row.expires_at));
    });
  } catch (error) {
    await app.files.remove(FILE_KEYS.sharedFile(id));
    throw error;
  }
  return toTempFile(row);
}

/** The owner's delete; another member's file answers 403, an unknown one 404. */
export async function remove(app: FastifyInstance, user: AuthUser, id: string): Promise<void> {
  const row = await findTempFile(app.db, id);
  if (!row) throw notFound();
  if (row.owner_id !== user.id) throw forbidden(SERVER_MESSAGE.forbidden);
  await app.db.transaction().execute(async (trx) => {
    await deleteTempFileRow(trx, id);
    await dropExpiry(trx, id);
  });
  await app.files.remove(FILE_KEYS.sharedFile(id));
}

/** The file behind a link: 404 when there is none, 410 once it has expired. */
export async function forDownload(db: Kysely<Database>, id: string): Promise<TempFileRow> {
  const row = await findTempFile(db, id);
  if (!row) throw notFound();
  if (row.expires_at <= new Date().toISOString()) throw new HttpError(410, TEMPFILE_TEXT.expired);
  return row;
}
