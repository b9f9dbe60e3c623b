/**
 * Copies a club's files from DATA_DIR's folders (media/, storage/, tempfiles/, releases/) into
 * the shared store the configuration names: PostgreSQL (DATABASE_URL) or a bucket (S3_BUCKET
 * and its settings). `npm run files:move`, with the environment the servers will run with.
 *
 * It can be stopped at any moment and run again: each file becomes visible in the store only
 * once all of it is there, and one already there with the same size is skipped. It never
 * deletes anything in DATA_DIR (docs/deploy.md, Moving to several machines, says when to).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { DiskStore, FILE_PREFIXES, openFileStore } from '../files';
import { moveFiles } from '../files/move';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const config = loadConfig();
if (config.fileStore.kind === 'disk') {
  fail(
    'The files stay in DATA_DIR with this configuration. Set DATABASE_URL (PostgreSQL), and ' +
      'S3_BUCKET with its settings for a bucket, as the servers will run, then run this again.',
    2,
  );
}
const opened = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const target = openFileStore(config, opened.db);
try {
  await migrateToLatest(opened);
  const where = target.kind === 's3' ? 'the S3 bucket' : 'PostgreSQL';
  console.log(`Copying the files of ${config.dataDir} into ${where}.`);
  const summary = await moveFiles(new DiskStore(config.dataDir), target, FILE_PREFIXES, {
    progress: (line) => console.log(line),
  });
  console.log(
    `Done: ${summary.copied} files copied (${(summary.copiedBytes / 1_048_576).toFixed(1)} MB), ` +
      `${summary.present} already there, ${summary.failed} failed. ` +
      `Nothing was removed from ${config.dataDir}.`,
  );
  if (summary.failed > 0) {
    console.error('Some files could not be copied (see above): run the command again.');
    process.exitCode = 1;
  }
} finally {
  await target.close();
  await opened.db.destroy();
}
