/**
 * Where files go, from the environment: DATA_DIR with SQLite, PostgreSQL with DATABASE_URL, a
 * bucket with S3_BUCKET; settings given by halves stop the server at start with what is missing.
 */
import { describe, expect, it } from 'vitest';
import { fileStoreConfig } from '../../src/server/config';

const PG = 'postgres://club:club@127.0.0.1/club';
const BUCKET = {
  S3_BUCKET: 'club-files',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: '1',
};

describe('the file store a configuration names', () => {
  it('follows the database, and a bucket when one is named', () => {
    expect(fileStoreConfig({})).toEqual({ kind: 'disk' });
    expect(fileStoreConfig({ DATABASE_URL: PG })).toEqual({ kind: 'postgres' });
    expect(fileStoreConfig({ DATABASE_URL: PG, FILE_STORE: 'disk' })).toEqual({ kind: 'disk' });
    expect(fileStoreConfig({ DATABASE_URL: PG, ...BUCKET })).toEqual({
      kind: 's3',
      s3: {
        bucket: 'club-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
  });

  it('refuses settings given by halves, or a shared store without PostgreSQL', () => {
    expect(() => fileStoreConfig({ DATABASE_URL: PG, S3_ENDPOINT: 'http://x' })).toThrow(
      'S3_ENDPOINT given without S3_BUCKET: name the bucket.',
    );
    expect(() => fileStoreConfig({ DATABASE_URL: PG, S3_BUCKET: 'b' })).toThrow(
      'S3_BUCKET needs S3_REGION (AWS) or S3_ENDPOINT (another S3 service).',
    );
    expect(() =>
      fileStoreConfig({
        DATABASE_URL: PG,
        S3_BUCKET: 'b',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
      }),
    ).toThrow('Give S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither.');
    expect(() => fileStoreConfig({ ...BUCKET })).toThrow(/only with DATABASE_URL/);
    expect(() => fileStoreConfig({ FILE_STORE: 'postgres' })).toThrow(/only with DATABASE_URL/);
    expect(() => fileStoreConfig({ DATABASE_URL: PG, FILE_STORE: 's3' })).toThrow(
      'FILE_STORE=s3 needs S3_BUCKET and its settings.',
    );
    expect(() => fileStoreConfig({ DATABASE_URL: PG, FILE_STORE: 'nfs' })).toThrow(
      "FILE_STORE is 'disk', 'postgres' or 's3', not: nfs",
    );
  });
});
