/**
 * Configuration comes from the environment only (README.md, Configuration). Secrets that are not
 * given are generated once and kept in DATA_DIR, so a restart keeps sessions valid and no
 * secret is ever committed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from 'proxy-addr';
import webPush from 'web-push';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  tileOrigin,
} from '../contract/map';
import type { PasswordCost } from './lib/passwords';

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
  /** Where the secrets came from (said in the log at start). */
  secretSources: Secrets['sources'];
  seedDemo: boolean;
  demoPassword: string | undefined;
  /** How much work a password's hash costs (PASSWORD_COST): `low` only on test servers. */
  passwordCost: PasswordCost;
  logLevel: string;
  /** Readable lines for a person at a terminal (pino-pretty), or JSON lines for a collector. */
  logFormat: 'pretty' | 'json';
  /** Directory of the built client; absent in server-only tests. */
  clientDir: string;
  /** Whether CLIENT_DIR named the client's directory, rather than the server's own location. */
  clientDirGiven: boolean;
  sessionDays: number;
  /**
   * Which X-Forwarded-For entries to believe (TRUST_PROXY): none, the last N hops, or the
   * entries added by the named proxy addresses. See `trustProxySetting`.
   */
  trustProxy: TrustProxy;
  /** Addresses that may read /api/metrics (METRICS_ALLOW; loopback by default). */
  metricsAllow: string[];
  /**
   * Accept push endpoints on http, localhost or IP addresses. Off in production: a member's
   * subscription decides where the server sends requests, so it must be a public push service.
   */
  pushAllowPrivateEndpoints: boolean;
  /** Push services to accept besides the browsers' own (PUSH_SERVICES, host names). */
  pushServices: string[];
  /** Identifies this server to push services (RFC 8292); the public key also goes to browsers. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * How long a process told to stop goes on serving while its health check says "not ready",
   * before it closes: longer than the load balancer's check interval. 0 without one.
   */
  drainSeconds: number;
  /** How often this process looks for due background jobs; 0 runs none (tests run them). */
  jobIntervalSeconds: number;
  /**
   * How long a claimed Idempotency-Key belongs to its request: longer than any request runs.
   * After it a retry may take over the claim of a request whose process died.
   */
  idempotencyLeaseSeconds: number;
  /** Leaflet tile template the maps load (MAP_TILE_URL); its origin is let in by the CSP. */
  mapTileUrl: string;
  /** HTML credit shown on every map (MAP_TILE_ATTRIBUTION), as the tiles' licence asks. */
  mapTileAttribution: string;
  /** Where a map with no point yet opens (MAP_CENTER, "lat,lng"): the club's city. */
  mapCenter: [number, number];
  /** Where pictures, library files and shared files live (files/store.ts). */
  fileStore: FileStoreConfig;
}

export interface S3Settings {
  bucket: string;
  /** Absent for AWS itself; the address of any other S3-compatible service. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK finds credentials its own way (roles, profiles). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export type FileStoreConfig =
  { kind: 'disk' } | { kind: 'postgres' } | { kind: 's3'; s3: S3Settings };

interface StoredSecrets {
  jwtSecret: string;
  cookieSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/** Where each secret of a running server came from: said at start, so a restore can be checked. */
export type SecretSource = 'environment' | 'secrets.json' | 'generated';

export interface Secrets {
  jwtSecret: string;
  cookieSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
  sources: { jwtSecret: SecretSource; cookieSecret: SecretSource; vapidKeys: SecretSource };
}

/**
 * The server's secrets: each from the environment where it is set, else from
 * DATA_DIR/secrets.json, else generated and added to that file. The file is written only when
 * a secret was generated, and never holds one the environment gives: a file of fresh keys
 * nobody uses would sign everyone out on a restore that trusted it. The VAPID pair goes whole
 * (browsers subscribe with its public key: a new pair would orphan every subscription).
 */
function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<StoredSecrets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>)
    : {};
  const generated: Partial<StoredSecrets> = {};
  const pick = (name: 'jwtSecret' | 'cookieSecret', fromEnv: string | undefined) => {
    if (fromEnv) return { value: fromEnv, source: 'environment' as const };
    if (stored[name]) return { value: stored[name], source: 'secrets.json' as const };
    generated[name] = randomBytes(32).toString('base64url');
    return { value: generated[name], source: 'generated' as const };
  };
  const jwt = pick('jwtSecret', env.JWT_SECRET);
  const cookie = pick('cookieSecret', env.COOKIE_SECRET);
  let vapid: { publicKey: string; privateKey: string; source: SecretSource };
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    vapid = {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      source: 'environment',
    };
  } else if (stored.vapidPublicKey && stored.vapidPrivateKey) {
    vapid = {
      publicKey: stored.vapidPublicKey,
      privateKey: stored.vapidPrivateKey,
      source: 'secrets.json',
    };
  } else {
    const keys = webPush.generateVAPIDKeys();
    generated.vapidPublicKey = keys.publicKey;
    generated.vapidPrivateKey = keys.privateKey;
    vapid = { ...keys, source: 'generated' };
  }
  if (Object.keys(generated).length > 0)
    writeFileSync(file, JSON.stringify({ ...stored, ...generated }, null, 2), { mode: 0o600 });
  return {
    jwtSecret: jwt.value,
    cookieSecret: cookie.value,
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
    sources: { jwtSecret: jwt.source, cookieSecret: cookie.source, vapidKeys: vapid.source },
  };
}

/** One line for the log at start: which secret came from where. */
export function secretSourcesLine(sources: Secrets['sources']): string {
  const from = (source: SecretSource) =>
    source === 'environment'
      ? 'from the environment'
      : source === 'secrets.json'
        ? 'from DATA_DIR/secrets.json'
        : 'generated into DATA_DIR/secrets.json';
  return (
    `secrets: JWT_SECRET ${from(sources.jwtSecret)}, COOKIE_SECRET ${from(sources.cookieSecret)}, ` +
    `VAPID keys ${from(sources.vapidKeys)}`
  );
}

/** The VAPID subject must be a mailto: or https: URL; the sender address serves best. */
function vapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom : '');
  return address ? `mailto:${address.trim()}` : publicUrl;
}

/** `false`: the socket's peer is the client; a number: that many proxies in front; a list: their addresses. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY as a number of proxy hops or the proxies' addresses (what Fastify's `trustProxy`
 * takes). "Trust every hop" is refused: the leftmost X-Forwarded-For entry is whatever the
 * client wrote, so every per-address limit could be dodged by sending a new one each time.
 */
export function trustProxySetting(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'yes', 'on'].includes(text))
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: give the number of ' +
        'proxies in front of the app (1 behind HAProxy) or their addresses (10.0.0.5,10.0.0.6).',
    );
  return addressList('TRUST_PROXY', text);
}

/** A comma-separated list of addresses and CIDR ranges (`loopback` and the like allowed). */
function addressList(name: string, value: string): string[] {
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`${name} is not a list of addresses: ${value}`, { cause: error });
  }
  return addresses;
}

/**
 * The TRUST_PROXY setting as the function Fastify and proxy-addr ask of each hop (counted from
 * the socket's peer): believe it to be one of our proxies? `false` where none is.
 */
export function proxyTrust(
  setting: TrustProxy,
): false | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function nonNegativeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw new Error(`${name} is not a number >= 0: ${value}`);
  return number;
}

/**
 * Where the built client sits: beside the built server (dist/client next to dist/server), found
 * from this module's own location, so the server started from any folder serves the app.
 */
export function builtClientDir(): string {
  const url = new URL('../client', import.meta.url);
  // A component test that starts the server in a browser-like environment gives the module a
  // URL that is not a file; it serves no client, so the folder of the working copy will do.
  return url.protocol === 'file:' ? fileURLToPath(url) : path.resolve('dist/client');
}

function mapTileUrl(value: string | undefined): string {
  const url = value || DEFAULT_MAP_TILE_URL;
  if (!tileOrigin(url)) throw new Error(`MAP_TILE_URL is not an http(s) tile address: ${url}`);
  return url;
}

function mapCenter(value: string | undefined): [number, number] {
  if (!value) return [DEFAULT_MAP_CENTER[0], DEFAULT_MAP_CENTER[1]];
  // Number('') is 0: an empty part is no degree.
  const [lat, lng, ...rest] = value.split(',').map((part) => Number(part.trim() || NaN));
  const valid =
    rest.length === 0 &&
    lat !== undefined &&
    lng !== undefined &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  if (!valid) throw new Error(`MAP_CENTER is "latitude,longitude" in degrees, not: ${value}`);
  return [lat, lng];
}

function logFormat(value: string | undefined): 'pretty' | 'json' {
  if (value === 'pretty' || value === 'json') return value;
  if (value) throw new Error(`LOG_FORMAT is 'pretty' or 'json', not: ${value}`);
  return process.stdout.isTTY ? 'pretty' : 'json';
}

const S3_NAMES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const given = S3_NAMES.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error(`${given.join(', ')} given without S3_BUCKET: name the bucket.`);
  if (!env.S3_REGION && !env.S3_ENDPOINT) {
    throw new Error('S3_BUCKET needs S3_REGION (AWS) or S3_ENDPOINT (another S3 service).');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Give S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither.');
  }
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/]/.test(env.S3_ENDPOINT)) {
    throw new Error(`S3_ENDPOINT is not an http(s) address: ${env.S3_ENDPOINT}`);
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
  };
}

/**
 * Files follow the database: in DATA_DIR with SQLite (one machine), in PostgreSQL with
 * DATABASE_URL, in a bucket when S3_BUCKET is set. FILE_STORE=disk keeps them in DATA_DIR on
 * PostgreSQL too, until they are moved (npm run files:move).
 */
export function fileStoreConfig(env: NodeJS.ProcessEnv): FileStoreConfig {
  const s3 = s3Settings(env);
  const chosen = env.FILE_STORE || undefined;
  if (chosen && !['disk', 'postgres', 's3'].includes(chosen)) {
    throw new Error(`FILE_STORE is 'disk', 'postgres' or 's3', not: ${chosen}`);
  }
  if (!env.DATABASE_URL) {
    if (s3 || (chosen && chosen !== 'disk')) {
      throw new Error(
        'Files go to a shared store only with DATABASE_URL: with SQLite they stay in DATA_DIR.',
      );
    }
    return { kind: 'disk' };
  }
  if (chosen === 's3' && !s3) throw new Error('FILE_STORE=s3 needs S3_BUCKET and its settings.');
  if (chosen === 'disk') return { kind: 'disk' };
  if (chosen === 'postgres') return { kind: 'postgres' };
  return s3 ? { kind: 's3', s3 } : { kind: 'postgres' };
}

/** Test servers sign up thousands of members, so they may hash at a low cost (said at start). */
function passwordCost(value: string | undefined): PasswordCost {
  if (!value || value === 'standard') return 'standard';
  if (value !== 'low') throw new Error(`PASSWORD_COST is 'standard' or 'low', not: ${value}`);
  return 'low';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadSecrets(dataDir, env);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const mailFrom = env.MAIL_FROM ?? 'Club app <no-reply@localhost>';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    jwtSecret: secrets.jwtSecret,
    cookieSecret: secrets.cookieSecret,
    secretSources: secrets.sources,
    seedDemo: flag(env.SEED_DEMO, true),
    demoPassword: env.DEMO_PASSWORD || undefined,
    passwordCost: passwordCost(env.PASSWORD_COST),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT),
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : builtClientDir(),
    clientDirGiven: Boolean(env.CLIENT_DIR),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    metricsAllow: addressList('METRICS_ALLOW', env.METRICS_ALLOW ?? 'loopback'),
    pushAllowPrivateEndpoints: flag(env.PUSH_ALLOW_PRIVATE_ENDPOINTS, false),
    pushServices: (env.PUSH_SERVICES ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    vapid: {
      publicKey: secrets.vapidPublicKey,
      privateKey: secrets.vapidPrivateKey,
      subject: env.VAPID_SUBJECT || vapidSubject(mailFrom, publicUrl),
    },
    drainSeconds: nonNegativeNumber('DRAIN_SECONDS', env.DRAIN_SECONDS, 0),
    jobIntervalSeconds: nonNegativeNumber('JOB_INTERVAL_SECONDS', env.JOB_INTERVAL_SECONDS, 30),
    idempotencyLeaseSeconds: nonNegativeNumber(
      'IDEMPOTENCY_LEASE_SECONDS',
      env.IDEMPOTENCY_LEASE_SECONDS,
      120,
    ),
    mapTileUrl: mapTileUrl(env.MAP_TILE_URL),
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || DEFAULT_MAP_TILE_ATTRIBUTION,
    mapCenter: mapCenter(env.MAP_CENTER),
    fileStore: fileStoreConfig(env),
  };
}
