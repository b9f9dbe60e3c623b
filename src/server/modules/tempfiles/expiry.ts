/**
 * Each shared file has a job due when it expires; the job deletes row and bytes. Deleting a
 * file by hand drops its job. The runner claims a job once across processes, so a file is
 * removed once even with several servers.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cancelJob, scheduleJob } from '../../jobs/repository';
import type { JobHandler } from '../../jobs/runner';
import { FILE_KEYS } from '../../files/store';
import { deleteTempFileRow } from './repository';

export const EXPIRY_JOB = 'tempfile-expiry';
export const expiryKey = (id: string) => `${EXPIRY_JOB}:${id}`;

export async function planExpiry(db: Kysely<Database>, id: string, expiresAt: Date) {
  await scheduleJob(db, {
    kind: EXPIRY_JOB,
    key: expiryKey(id),
    payload: { id },
    runAt: expiresAt,
  });
}

export async function dropExpiry(db: Kysely<Database>, id: string) {
  await cancelJob(db, expiryKey(id));
}

/** The row goes first: once it is gone no link finds the file, then the bytes follow. */
export function expiryHandler(app: FastifyInstance): JobHandler {
  return async (payload) => {
    const { id } = payload as { id: string };
    await deleteTempFileRow(app.db, id);
    await app.files.remove(FILE_KEYS.sharedFile(id));
  };
}

export function registerExpiry(app: FastifyInstance): void {
  app.jobs.handle(EXPIRY_JOB, expiryHandler(app));
}
