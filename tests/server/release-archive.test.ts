/**
 * A tab still running an earlier release asks for that release's hashed files after a deploy.
 * The server of the next build answers them from the file store (DATA_DIR with SQLite, the
 * database with TEST_DATABASE_URL) with the headers a file of its own gets; a name no kept
 * release has, a source map or a path trick is the JSON 404. Which releases stay follows
 * releases/keep.ts, time passed in; a failing store never stops the server; and two processes
 * of one build starting at once on one PostgreSQL database record it once.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { archiveRelease } from '../../src/server/releases/archive';
import { readClientBuild } from '../../src/server/releases/build';
import { releasesToKeep } from '../../src/server/releases/keep';
import { storedNames } from '../helpers/stored-files';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let root: string;
const databases: TestDatabase[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'club-releases-'));
});

afterAll(async () => {
  for (const database of databases) await database.drop();
  await rm(root, { recursive: true, force: true });
});

/** Code long enough to be compressed (past @fastify/compress's 1 KB threshold). */
const code = (label: string) => `export const ${label} = ${JSON.stringify(label.repeat(200))};\n`;

/** A built client in `root/<name>`: index.html and these files in assets/. */
async function writeBuild(name: string, assets: Record<string, string>): Promise<string> {
  const clientDir = path.join(root, name);
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), `<!doctype html><title>${name}</title>`);
  for (const [file, text] of Object.entries(assets)) {
    await writeFile(path.join(clientDir, 'assets', file), text);
  }
  return clientDir;
}

/** The data one club keeps: a data directory and, on PostgreSQL, a database of its own. */
async function clubData(name: string): Promise<Record<string, string>> {
  const dataDir = path.join(root, `data-${name}`);
  if (!onPostgres) return { DATA_DIR: dataDir };
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
  databases.push(database);
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

/** A server of the build in `clientDir` (if one is there) on the club's data, its release archived. */
async function serverOf(
  data: Record<string, string>,
  clientDir: string,
  options: { env?: Record<string, string>; logTo?: Writable } = {},
): Promise<App> {
  const config = loadConfig({
    ...data,
    CLIENT_DIR: clientDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    ...(options.logTo ? { logger: { level: 'warn', stream: options.logTo } } : {}),
  });
  await app.ready();
  // As main.ts does once the port is open.
  await app.releaseArchive?.start();
  return app;
}

interface LogLine {
  level: number;
  msg: string;
}

/** A log stream keeping each line (JSON, as pino writes them) for the test to read. */
function keptLog(): { lines: LogLine[]; logTo: Writable } {
  const lines: LogLine[] = [];
  const logTo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as LogLine);
      }
      done();
    },
  });
  return { lines, logTo };
}

const A = {
  'index-AAAA1111.js': code('onlyInA'),
  'index-AAAA2222.css': `.a{color:red}\n`.repeat(200),
  'vendor-SSSS0000.js': code('shared'),
  // Kept beside the files by the build, never served and never kept.
  'index-AAAA1111.js.map': '{"version":3,"sources":["src/client/main.tsx"]}',
};
const B = {
  'index-BBBB1111.js': code('onlyInB'),
  'index-BBBB2222.css': `.b{color:blue}\n`.repeat(200),
  'vendor-SSSS0000.js': code('shared'),
};

describe('the files of an earlier release', { timeout: 30_000 }, () => {
  let data: Record<string, string>;
  let buildA: string;
  let buildB: string;
  let serverB: App;
  const log = keptLog();

  beforeAll(async () => {
    data = await clubData('deploy');
    buildA = await writeBuild('a', A);
    buildB = await writeBuild('b', B);
    // A was served once, then B was deployed on the same data.
    await (await serverOf(data, buildA)).close();
    serverB = await serverOf(data, buildB, { logTo: log.logTo });
  });

  afterAll(async () => {
    await serverB.close();
  });

  it('are served by the next build with the headers of its own files', async () => {
    for (const [earlier, own] of [
      ['index-AAAA1111.js', 'index-BBBB1111.js'],
      ['index-AAAA2222.css', 'index-BBBB2222.css'],
    ] as const) {
      const ask = (name: string) =>
        serverB.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'gzip' } });
      const [kept, current] = [await ask(earlier), await ask(own)];
      expect(kept.statusCode).toBe(200);
      expect(gunzipSync(kept.rawPayload).toString('utf8')).toBe(A[earlier]);
      for (const header of [
        'cache-control',
        'content-type',
        'content-encoding',
        'vary',
        'content-security-policy',
        'x-content-type-options',
        'cross-origin-resource-policy',
      ]) {
        expect(kept.headers[header], header).toBe(current.headers[header]);
      }
      expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(kept.headers['content-security-policy']).toContain("default-src 'none'");
    }
    const head = await serverB.inject({ method: 'HEAD', url: '/assets/index-AAAA1111.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(head.body).toBe('');
    // Nothing went wrong on the way (a reply sent twice is only a warning in the log).
    expect(log.lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it.each([
    '/assets/index-CCCC1111.js',
    '/assets/index-AAAA1111.js.map',
    '/assets/index-AAAA1111.JS',
    '/assets/..%2Fclub.sqlite',
    '/assets/%2e%2e%2Fsecrets.json',
    '/assets/releases/index-AAAA1111.js',
    '/assets/../releases/index-AAAA1111.js',
    '/releases/index-AAAA1111.js',
  ])('%s, in no kept release, is the JSON 404', async (url) => {
    const reply = await serverB.inject({ url });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('are each stored once, with no source map', async () => {
    expect((await storedNames(serverB, 'releases/')).sort()).toEqual([
      'index-AAAA1111.js',
      'index-AAAA2222.css',
      'index-BBBB1111.js',
      'index-BBBB2222.css',
      'vendor-SSSS0000.js',
    ]);
  });

  it('go both ways in a rolling deploy: a process of A started beside B serves B', async () => {
    const serverA = await serverOf(data, buildA);
    try {
      const reply = await serverA.inject({ url: '/assets/index-BBBB1111.js' });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(B['index-BBBB1111.js']);
    } finally {
      await serverA.close();
    }
  });
});

describe('which releases are kept', { timeout: 30_000 }, () => {
  const DAY = 24 * 60 * 60 * 1000;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY);

  it('the last 3, those replaced less than 14 days ago, 10 at most; shared files stay', async () => {
    const data = await clubData('prune');
    // A server with no built client of its own: the releases below are archived by hand.
    const app = await serverOf(data, path.join(root, 'no-client'));
    try {
      /** Release n has a file of its own; 1 and 2 share one, which only 1 had before. */
      const builds = new Map<number, Awaited<ReturnType<typeof readClientBuild>>>();
      const serve = async (n: number, when: Date) => {
        if (!builds.has(n)) {
          const files: Record<string, string> = { [`r${n}-abcd${n}.js`]: code(`r${n}`) };
          if (n <= 2) files['shared-12ab.js'] = code('shared');
          if (n === 1) files['only-1abc.js'] = code('only');
          builds.set(n, await readClientBuild(await writeBuild(`r${n}`, files)));
        }
        await archiveRelease(app, builds.get(n)!, when);
      };
      const kept = async () => {
        const rows = await app.db.selectFrom('releases').select('id').execute();
        const ids = new Set(rows.map((row) => row.id));
        return [...builds].filter(([, build]) => ids.has(build.id)).map(([n]) => n);
      };
      const stored = async () => (await storedNames(app, 'releases/')).sort();

      for (const n of [1, 2, 3, 4]) await serve(n, day(n - 1));
      expect(await kept()).toEqual([1, 2, 3, 4]);
      expect(await stored()).toContain('only-1abc.js');

      // 1 was replaced 29 days ago and is the fourth before the new one: it goes, and its own
      // file with it; the file it shared with 2 stays.
      await serve(5, day(30));
      expect(await kept()).toEqual([2, 3, 4, 5]);
      expect(await stored()).toEqual([
        'r2-abcd2.js',
        'r3-abcd3.js',
        'r4-abcd4.js',
        'r5-abcd5.js',
        'shared-12ab.js',
      ]);

      // A release a day: 4, replaced by 5 on day 30, is kept past the last three while it was
      // replaced less than 14 days ago, up to ten releases in all.
      for (const n of [6, 7, 8, 9, 10, 11, 12]) await serve(n, day(n + 25));
      expect(await kept()).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
      await serve(13, day(38));
      await serve(14, day(39));
      expect(await kept()).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      expect(await stored()).not.toContain('shared-12ab.js');

      // Started again a week later: 6, replaced on day 32, is 14 days past, 7 not yet.
      await serve(14, day(46));
      expect(await kept()).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
      await serve(14, day(60));
      expect(await kept()).toEqual([11, 12, 13, 14]);
      expect(await stored()).toEqual([
        'r11-abcd11.js',
        'r12-abcd12.js',
        'r13-abcd13.js',
        'r14-abcd14.js',
      ]);
    } finally {
      await app.close();
    }
  });

  it('include the build of the process deciding, after a return to an old one', () => {
    const releases = [1, 2, 3, 4, 5, 6].map((n) => ({ id: `r${n}`, firstServedAt: day(n) }));
    expect(releasesToKeep(releases, day(100))).toEqual(new Set(['r6', 'r5', 'r4', 'r3']));
    expect(releasesToKeep(releases, day(100), 'r1')).toEqual(
      new Set(['r1', 'r6', 'r5', 'r4', 'r3']),
    );
  });
});

describe('a store that fails', { timeout: 30_000 }, () => {
  it('is logged, and the server serves its own build', async () => {
    // On disk, whatever the database: the store's folder for kept files is a file, so nothing
    // can be listed or written there.
    const data = { DATA_DIR: path.join(root, 'data-failing') };
    await mkdir(data.DATA_DIR, { recursive: true });
    await writeFile(path.join(data.DATA_DIR, 'releases'), 'not a folder');
    const { lines, logTo } = keptLog();
    const app = await serverOf(data, await writeBuild('failing', B), { logTo });
    try {
      expect(await app.releaseArchive!.start()).toBeNull();
      expect(lines.some((line) => line.level >= 50 && /could not be kept/.test(line.msg))).toBe(
        true,
      );
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/assets/index-BBBB1111.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(onPostgres)('two processes of one build starting at once', () => {
  it('both come up, and the release and its files are recorded once', async () => {
    const data = await clubData('cluster');
    const clientDir = await writeBuild('cluster', B);
    // Each with its own pool and DATA_DIR, as on two machines: they meet only in the database.
    const servers = await Promise.all(
      [0, 1].map((index) =>
        serverOf({ ...data, DATA_DIR: path.join(root, `cluster-${index}`) }, clientDir),
      ),
    );
    try {
      const outcomes = await Promise.all(servers.map((app) => app.releaseArchive!.start()));
      expect(outcomes.map((outcome) => outcome?.recorded).sort()).toEqual([false, true]);
      for (const app of servers) {
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      }
      const { db } = servers[0]!;
      expect(await db.selectFrom('releases').selectAll().execute()).toHaveLength(1);
      expect(await db.selectFrom('release_assets').selectAll().execute()).toHaveLength(3);
      expect((await storedNames(servers[1]!, 'releases/')).sort()).toEqual(Object.keys(B).sort());
    } finally {
      await Promise.all(servers.map((app) => app.close()));
    }
  });
});
