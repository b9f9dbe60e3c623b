/**
 * Files in an S3-compatible bucket, through the AWS SDK. A write is a streamed multipart
 * upload (lib-storage): an object appears only when the upload completes, and a failed one is
 * aborted, so a reader never finds half a file. Range reads ask the bucket for those bytes
 * only.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import {
  checkKey,
  checkPrefix,
  type ByteRange,
  type FileStore,
  type StoredFile,
  type WriteOptions,
} from './store';

const PART_BYTES = 8 * 1024 * 1024;

function notThere(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/** Drops `skip` bytes, passes `length`, then ends. */
function exactly(skip: number, length: number): Transform {
  let toSkip = skip;
  let left = length;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let piece = chunk;
      if (toSkip > 0) {
        const dropped = Math.min(toSkip, piece.length);
        piece = piece.subarray(dropped);
        toSkip -= dropped;
      }
      if (left > 0 && piece.length > 0) {
        const kept = piece.subarray(0, left);
        left -= kept.length;
        this.push(kept);
      }
      done();
    },
  });
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 demands them: S3-compatible services other than AWS often
    // cannot read the newer aws-chunked bodies that carry them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.client = s3Client(settings);
    this.bucket = settings.bucket;
  }

  async write(key: string, source: Readable, options: WriteOptions = {}): Promise<number> {
    checkKey(key);
    let size = 0;
    // The check runs as the stream ends, before the upload completes: a throw aborts it.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
      flush(done) {
        try {
          options.beforeCommit?.();
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    });
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const sending = upload.done();
    // Seen here whether or not the stream fails first.
    sending.catch(() => undefined);
    try {
      await pipeline(source, counted, body);
    } catch (error) {
      // The body never ended, so no object was completed: the parts sent so far go.
      await upload.abort().catch(() => undefined);
      await sending.catch(() => undefined);
      throw error;
    }
    await sending;
    return size;
  }

  async adopt(key: string, localPath: string): Promise<number> {
    const size = await this.write(key, createReadStream(localPath));
    await rm(localPath, { force: true });
    return size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const reply = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = reply.Body as Readable;
      if (!range) return body;
      // Some S3-compatible services send more than asked (a range's end of 0 read as none, or
      // the whole object): the reader gets exactly the bytes asked for.
      const skip = reply.ContentRange ? 0 : range.start;
      return body.pipe(exactly(skip, range.end - range.start + 1));
    } catch (error) {
      if (notThere(error)) return null;
      throw error;
    }
  }

  async readAll(key: string): Promise<Buffer | null> {
    const stream = await this.read(key);
    if (!stream) return null;
    const parts: Buffer[] = [];
    for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
    return Buffer.concat(parts);
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return { key, size: Number(head.ContentLength ?? 0) };
    } catch (error) {
      if (notThere(error)) return null;
      throw error;
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(toKey),
        CopySource: `${this.bucket}/${checkKey(fromKey)}`,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async removePrefix(prefix: string): Promise<void> {
    const keys: string[] = [];
    for await (const file of this.list(prefix)) keys.push(file.key);
    for (const key of keys) await this.remove(key);
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    checkPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: Number(object.Size ?? 0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Multipart uploads a crash left open hold parts the bucket keeps (and bills) but never
   * shows; a bucket lifecycle rule does the same. A service without the listing answers none.
   */
  async sweepPartials(prefix: string, olderThanMs: number): Promise<number> {
    checkPrefix(prefix);
    const before = Date.now() - olderThanMs;
    let swept = 0;
    try {
      const open = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: prefix }),
      );
      for (const upload of open.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId) continue;
        if ((upload.Initiated?.getTime() ?? Date.now()) > before) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({
            Bucket: this.bucket,
            Key: upload.Key,
            UploadId: upload.UploadId,
          }),
        );
        swept++;
      }
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      if (status !== 501 && status !== 400 && status !== 404) throw error;
    }
    return swept;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
