/** The file store the configuration names (config.ts, fileStoreConfig). */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { DiskStore } from './disk-store';
import { PostgresStore } from './postgres-store';
import { S3Store } from './s3-store';
import type { FileStore } from './store';

export { DiskStore } from './disk-store';
export { PostgresStore } from './postgres-store';
export { S3Store } from './s3-store';
export * from './store';
export { storeUpload } from './upload';

export function openFileStore(config: Config, db: Kysely<Database>): FileStore {
  const chosen = config.fileStore;
  if (chosen.kind === 's3') return new S3Store(chosen.s3);
  if (chosen.kind === 'postgres') return new PostgresStore(db);
  return new DiskStore(config.dataDir);
}
