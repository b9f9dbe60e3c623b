/** An uploaded file part written to the store, with what every multipart upload shares. */
import type { Readable } from 'node:stream';
import { cutOffUpload, isCutOffUpload } from '../lib/uploads';
import type { FileStore } from './store';

/** The file of a part busboy cut at the size limit: it ends as if whole, flagged truncated. */
type UploadedStream = Readable & { truncated?: boolean };

/**
 * Streams one uploaded file under `key` and answers its size; on any failure nothing is kept.
 * A part cut at its size limit fails with FST_REQ_FILE_TOO_LARGE, as @fastify/multipart's own;
 * one whose body was cut off is the client's fault (400).
 */
export async function storeUpload(
  store: FileStore,
  key: string,
  source: UploadedStream,
): Promise<number> {
  // Piping a stream that has closed without ending would wait forever.
  if (source.destroyed && !source.readableEnded) throw cutOffUpload();
  try {
    return await store.write(key, source, {
      beforeCommit: () => {
        if (source.truncated) {
          throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
        }
      },
    });
  } catch (error) {
    throw isCutOffUpload(error) ? cutOffUpload() : error;
  }
}
