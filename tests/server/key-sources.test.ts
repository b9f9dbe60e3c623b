/**
 * The server's secrets at start: from the environment where set, else DATA_DIR/secrets.json,
 * else generated into that file. A file of keys nobody uses is never written: a restore that
 * trusted it would sign every member out.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig, secretSourcesLine } from '../../src/server/config';

const vapid = webPush.generateVAPIDKeys();
const everySecret = {
  JWT_SECRET: 'jwt-given-by-the-test',
  COOKIE_SECRET: 'cookie-given-by-the-test',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

function configIn(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), ...env });
}

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'club-secrets-'));
const fileIn = (dataDir: string) => path.join(dataDir, 'secrets.json');
const stored = (dataDir: string) =>
  JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as Record<string, string>;

describe("the server's secrets", () => {
  it('writes no secrets.json when the environment gives every secret, and says so', () => {
    const dataDir = freshDir();
    const config = configIn(dataDir, everySecret);
    expect(existsSync(fileIn(dataDir))).toBe(false);
    expect(config.jwtSecret).toBe(everySecret.JWT_SECRET);
    expect(config.vapid.publicKey).toBe(vapid.publicKey);
    expect(secretSourcesLine(config.secretSources)).toBe(
      'secrets: JWT_SECRET from the environment, COOKIE_SECRET from the environment, ' +
        'VAPID keys from the environment',
    );
  });

  it('keeps in the file only what it generated, and reads it back unchanged', () => {
    const dataDir = freshDir();
    const first = configIn(dataDir, { JWT_SECRET: everySecret.JWT_SECRET });
    expect(Object.keys(stored(dataDir)).sort()).toEqual([
      'cookieSecret',
      'vapidPrivateKey',
      'vapidPublicKey',
    ]);
    expect(first.secretSources).toEqual({
      jwtSecret: 'environment',
      cookieSecret: 'generated',
      vapidKeys: 'generated',
    });
    const written = readFileSync(fileIn(dataDir), 'utf8');
    const again = configIn(dataDir, { JWT_SECRET: everySecret.JWT_SECRET });
    expect(readFileSync(fileIn(dataDir), 'utf8')).toBe(written);
    expect(again.cookieSecret).toBe(first.cookieSecret);
    expect(again.vapid.privateKey).toBe(first.vapid.privateKey);
    expect(again.secretSources).toEqual({
      jwtSecret: 'environment',
      cookieSecret: 'secrets.json',
      vapidKeys: 'secrets.json',
    });
  });

  it('adds what an older file lacks and keeps what it holds', () => {
    const dataDir = freshDir();
    writeFileSync(fileIn(dataDir), JSON.stringify({ jwtSecret: 'old-jwt', cookieSecret: 'old-c' }));
    const config = configIn(dataDir);
    expect(config.jwtSecret).toBe('old-jwt');
    expect(stored(dataDir)).toMatchObject({
      jwtSecret: 'old-jwt',
      cookieSecret: 'old-c',
      vapidPublicKey: config.vapid.publicKey,
    });
  });
});
