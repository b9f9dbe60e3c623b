/**
 * Configuration comes from the environment only (DESIGN.md, Runtime). Secrets that are not
 * given are generated once and kept in DATA_DIR, so a restart keeps sessions valid and no
 * secret is ever committed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  /** Signs the anti-forgery cookie and peppers the hashes of e-mail codes. */
  cookieSecret: string;
  seedDemo: boolean;
  demoPassword: string | undefined;
  logLevel: string;
  /** Directory of the built client; absent in server-only tests. */
  clientDir: string;
  sessionDays: number;
  trustProxy: boolean;
}

interface StoredSecrets {
  jwtSecret: string;
  cookieSecret: string;
}

function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  const secrets: StoredSecrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    cookieSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadOrCreateSecrets(dataDir);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Club app <no-reply@localhost>',
    jwtSecret: env.JWT_SECRET || secrets.jwtSecret,
    cookieSecret: env.COOKIE_SECRET || secrets.cookieSecret,
    seedDemo: flag(env.SEED_DEMO, true),
    demoPassword: env.DEMO_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    trustProxy: flag(env.TRUST_PROXY, false),
  };
}
