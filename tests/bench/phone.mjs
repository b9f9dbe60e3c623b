/**
 * bench:phone — every screen as a rider's phone sees it: Lighthouse (mobile form factor,
 * simulated slow 4G and 4x CPU slowdown) on the built app, beside a bare app of the same stack
 * measured in the same run, so the machine's load weighs on both alike.
 *
 * It builds nothing of the app: run `npm run build` first. It builds the bare app
 * (tests/bench/bare-app: React, Mantine with its whole stylesheet, TanStack Router with automatic
 * code splitting and Query; a header with six links and a theme toggle, a title, two paragraphs
 * from a query, three cards and a button; no service worker), then starts:
 * - the built server (tests/bench/app-under-load.mjs) on a fresh data folder with the demo data,
 *   and a real club's volume added through the API: 500 posts (every fifth with a picture),
 *   200 products (every second with a picture) and 300 rides;
 * - the bare app, served by Fastify with the same compression.
 * Both are reached as riders reach a real club's app (docs/deploy.md): over HTTPS with HTTP/2,
 * through HAProxy on loopback (tests/bench/tls-proxy.mjs); `--http1` measures them straight
 * over plain HTTP/1.1 instead, where a browser fetches six files at a time.
 * Each screen is measured as a visitor where a visitor may open it, and signed in (the demo
 * account's token in the page's storage) where a member would be. Runs are interleaved: each
 * screen's run is followed by a run of the bare app.
 *
 * Prints one table: page, median performance score, FCP, LCP, TBT, CLS, and the score's
 * difference to the bare app's median. Exits 1 when a screen misses a target: score >= 0.90,
 * LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1, at most 0.04 below the bare app.
 *
 *   npm run build && npm run bench:phone
 *   npm run bench:phone -- --runs 1 --only intro,shop     # a quick look at some screens
 *   npm run bench:phone -- --json .tmp/phone.json        # the medians, for comparing runs
 *   npm run bench:phone -- --http1                       # straight to the servers, no TLS
 *   npm run bench:phone -- --reports .tmp/lh              # each run's whole Lighthouse report
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { build as viteBuild } from 'vite';
import { signIn, startApp } from './app-under-load.mjs';
import { startTlsProxy } from './tls-proxy.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    port: { type: 'string', default: '8840' },
    json: { type: 'string' },
    http1: { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const TARGET = { score: 0.9, lcpMs: 2500, tbtMs: 200, cls: 0.1, belowBare: 0.04 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The bench's own certificate, made for 127.0.0.1 (tests/bench/tls-proxy.mjs).
  ...(values.http1 ? [] : ['--ignore-certificate-errors']),
];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const here = import.meta.dirname;

/** The bare app: built into a temporary folder and served like the app (gzip, SPA fallback). */
async function startBareApp(port) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'club-bench-bare-'));
  await viteBuild({
    configFile: path.join(here, 'bare-app', 'vite.config.ts'),
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
  });
  const app = Fastify();
  await app.register(compress);
  await app.register(fastifyStatic, { root: outDir, wildcard: false });
  app.get('/api/content', async () => ({
    paragraphs: [
      'The first paragraph of the bare app, read through a query.',
      'The second paragraph, to give the page a little more text.',
    ],
  }));
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** A small JPEG of one colour, as a phone's picture would be after the app resized it. */
const picture = (hue) =>
  sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: { r: (hue * 37) % 256, g: (hue * 91) % 256, b: (hue * 53) % 256 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * Writes through the API as the demo accounts. Each request comes from an address of its own
 * (the server trusts X-Forwarded-For here, as behind a proxy), so per-address limits are
 * counted but never reached.
 */
function apiWriter(app, tokens) {
  let address = 0;
  return async (username, method, url, body) => {
    address++;
    const headers = {
      authorization: `Bearer ${tokens[username]}`,
      cookie: `XSRF-TOKEN=${app.xsrf}`,
      'x-xsrf-token': decodeURIComponent(app.xsrf),
      'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}`,
      'idempotency-key': randomUUID(),
    };
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const reply = await fetch(`${app.base}${url}`, { method, headers, body: payload });
    if (!reply.ok) throw new Error(`${method} ${url}: ${reply.status} ${await reply.text()}`);
    return reply.status === 204 ? null : reply.json();
  };
}

async function uploadPicture(write, username, url, hue) {
  const form = new FormData();
  form.append('image', new Blob([await picture(hue)], { type: 'image/jpeg' }), `p${hue}.jpg`);
  return write(username, 'POST', url, form);
}

/** A real club's volume: 500 posts, 200 products, 300 rides. */
async function seedVolume(write) {
  const members = ['rider1', 'seller1', 'admin1', 'developer1'];
  const places = ['Dhanmondi Lake', 'Hatirjheel', 'Mirpur 10', 'Uttara Sector 7', 'Gulshan 2'];
  for (let index = 0; index < 500; index++) {
    const author = members[index % members.length];
    const media =
      index % 5 === 0
        ? [{ url: (await uploadPicture(write, author, '/api/post/picture', index)).url }]
        : [];
    await write(author, 'POST', '/api/post', {
      content: `Ride report ${index + 1}: ${places[index % places.length]} and back, ${20 + (index % 40)} km with ${3 + (index % 12)} riders. Smooth roads after the bridge, a headwind on the way home.`,
      privacy: index % 7 === 0 ? 'members' : 'public',
      location: places[index % places.length],
      media,
    });
  }
  const categories = ['parts', 'accessories', 'clothing', 'training-leisure'];
  for (let index = 0; index < 200; index++) {
    const mainImage =
      index % 2 === 0
        ? (await uploadPicture(write, 'seller1', '/api/product/picture', index + 1000)).url
        : null;
    await write('seller1', 'POST', '/api/product', {
      name: `Club part ${index + 1}`,
      category: categories[index % categories.length],
      brand: ['Shimano', 'SRAM', 'Giant', 'Trek'][index % 4],
      price: 50_000 + index * 1_250,
      discountPrice: index % 3 === 0 ? 45_000 + index * 1_000 : null,
      quantityAvailable: index % 10 === 0 ? 0 : 5 + (index % 20),
      description: `A sturdy part for city rides and weekend loops, number ${index + 1} of the range.`,
      mainImage,
      galleryImages: [],
    });
  }
  const day = 24 * 3600_000;
  for (let index = 0; index < 300; index++) {
    const organiser = members[index % members.length];
    const startsAt = new Date(Date.now() + (index + 2) * day + (index % 5) * 3600_000);
    startsAt.setUTCMinutes(0, 0, 0);
    await write(organiser, 'POST', '/api/event', {
      name: `${['Dawn', 'Evening', 'Weekend', 'Beginners'][index % 4]} loop ${index + 1}`,
      startsAt: startsAt.toISOString(),
      durationMinutes: 90 + (index % 4) * 30,
      from: { name: places[index % places.length] },
      to: { name: places[(index + 2) % places.length] },
      distanceKm: 15 + (index % 50),
      pace: ['easy', 'moderate', 'fast'][index % 3],
      description: 'Meet ten minutes early; lights and a helmet, please.',
      capacity: index % 3 === 0 ? 20 : null,
      sponsors: [],
    });
  }
}

/** The screens of the navigation bar, the user menu and the dashboards, and who opens them. */
async function screens(app, tokens) {
  const read = async (url, username) =>
    (
      await fetch(`${app.base}${url}`, {
        headers: username ? { authorization: `Bearer ${tokens[username]}` } : {},
      })
    ).json();
  const rider = await read('/api/user/me', 'rider1');
  const ride = (await read('/api/event?list=upcoming&size=1')).content[0];
  const product = (await read('/api/product?size=1')).content[0];
  return [
    { name: 'intro', path: '/intro' },
    { name: 'sign in', path: '/auth/signin' },
    { name: 'sign up', path: '/auth/signup' },
    { name: 'home (feed)', path: '/home' },
    { name: 'home (feed)', path: '/home', as: 'rider1' },
    { name: 'messages', path: '/messges', as: 'rider1' },
    { name: 'people', path: '/people', as: 'rider1' },
    { name: 'profile', path: `/people/profile/${rider.id}`, as: 'rider1' },
    { name: 'events', path: '/events' },
    { name: 'events', path: '/events', as: 'rider1' },
    { name: 'a ride', path: `/events/${ride.id}` },
    // rider1 leads it: the page also loads its map and chat.
    { name: 'a ride', path: `/events/${ride.id}`, as: 'rider1' },
    { name: 'search', path: '/search?q=loop' },
    { name: 'search', path: '/search?q=loop', as: 'rider1' },
    { name: 'shop', path: '/shop' },
    { name: 'a product', path: `/products/productDetails/${product.id}` },
    { name: 'cart', path: '/products/cart', as: 'rider1' },
    { name: 'bike messenger', path: '/bikeMessenger', as: 'rider1' },
    { name: 'storage', path: '/storage', as: 'rider1' },
    { name: 'file share', path: '/tempfile', as: 'rider1' },
    { name: 'merchandise', path: '/merchandise' },
    { name: 'sponsor shop', path: '/sdcbikewala' },
    { name: 'chat', path: '/chat', as: 'rider1' },
    { name: 'dashboard ROLE_USER', path: '/dashboard/ROLE_USER', as: 'rider1' },
    { name: 'dashboard ROLE_SELLER', path: '/dashboard/ROLE_SELLER', as: 'seller1' },
    { name: 'dashboard ROLE_ADMIN', path: '/dashboard/ROLE_ADMIN', as: 'admin1' },
    { name: 'dashboard ROLE_DEV', path: '/dashboard/dashboarddev', as: 'developer1' },
    { name: 'credits', path: '/demo' },
    { name: 'bugs', path: '/bugs' },
  ];
}

/** Tries a run again when Lighthouse itself failed to record it (it asks for that). */
const LIGHTHOUSE_TRIES = 3;

/**
 * One Lighthouse run in a fresh Chromium; `token` is put in the page's storage first. With
 * `report`, the whole report is written there, for its long tasks and script costs. A run whose
 * trace Lighthouse could not record (NO_NAVSTART and the like: it has no figures) is made again.
 */
async function measure(url, token, report) {
  for (let tries = 1; ; tries++) {
    const result = await measureOnce(url, token, report);
    if (!result.failed) return result;
    if (tries === LIGHTHOUSE_TRIES)
      throw new Error(`Lighthouse could not measure ${url} in ${tries} tries: ${result.failed}`);
    console.log(`  (${url}: ${result.failed}; measuring again)`);
  }
}

async function measureOnce(url, token, report) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (token) {
      // A signed-in member's phone: the token is in storage before the app opens.
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(token),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (report) await writeFile(report, JSON.stringify(result.lhr));
    if (result.lhr.runtimeError) return { failed: result.lhr.runtimeError.code };
    if (result.lhr.categories.performance.score === null) return { failed: 'no score' };
    const audit = (id) => result.lhr.audits[id].numericValue;
    return {
      score: result.lhr.categories.performance.score,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const medians = (runs) =>
  Object.fromEntries(
    ['score', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, median(runs.map((run) => run[key]))]),
  );

function printTable(rows, bare) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    ['Page', 'As', 'Perf', 'FCP', 'LCP', 'TBT', 'CLS', 'vs bare', 'Misses'],
    [
      'bare app of the same stack',
      '',
      bare.score.toFixed(2),
      seconds(bare.fcp),
      seconds(bare.lcp),
      `${Math.round(bare.tbt)} ms`,
      bare.cls.toFixed(3),
      '',
      '',
    ],
    ...rows.map(({ screen, result, misses }) => [
      `${screen.name} (${screen.path})`,
      screen.as ?? 'visitor',
      result.score.toFixed(2),
      seconds(result.fcp),
      seconds(result.lcp),
      `${Math.round(result.tbt)} ms`,
      result.cls.toFixed(3),
      (result.score - bare.score >= 0 ? '+' : '') + (result.score - bare.score).toFixed(2),
      misses.join(', '),
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines)
    console.log(`| ${line.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`);
}

async function main() {
  const port = Number(values.port);
  const [load1] = os.loadavg();
  console.log(
    `${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, load average ${load1.toFixed(2)} at start`,
  );
  // What the browser opens: the servers themselves, or HAProxy's HTTPS in front of each. The
  // proxy starts first, so a machine without HAProxy is told so before anything is built.
  const proxy = values.http1
    ? null
    : await startTlsProxy([
        { front: port + 30, back: port },
        { front: port + 31, back: port + 1 },
      ]);
  // Whatever fails from here on, nothing the bench started is left running.
  let bareApp;
  let app;
  try {
    bareApp = await startBareApp(port + 1);
    app = await startApp({ port });
    const appOrigin = proxy ? `https://127.0.0.1:${port + 30}` : app.base;
    const bareOrigin = proxy ? `https://127.0.0.1:${port + 31}` : bareApp.base;
    console.log(proxy ? 'over HTTPS with HTTP/2 (HAProxy)' : 'over plain HTTP/1.1');
    const tokens = {};
    for (const username of ['rider1', 'seller1', 'admin1', 'developer1'])
      tokens[username] = await signIn(app.base, app.xsrf, username, app.password);
    const started = Date.now();
    await seedVolume(apiWriter(app, tokens));
    console.log(
      `seeded 500 posts, 200 products, 300 rides in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    const only = values.only?.split(',').map((name) => name.trim());
    const list = (await screens(app, tokens)).filter(
      (screen) =>
        !only ||
        only.some((wanted) => screen.path.includes(wanted) || screen.name.includes(wanted)),
    );
    if (list.length === 0)
      throw new Error(`--only ${values.only}: no screen's name or path has it`);
    if (values.reports) await mkdir(values.reports, { recursive: true });
    const runs = new Map(list.map((screen) => [screen, []]));
    const bareRuns = [];
    for (let round = 1; round <= RUNS; round++) {
      for (const screen of list) {
        const report =
          values.reports &&
          path.join(
            values.reports,
            `${`${screen.name} ${screen.as ?? 'visitor'}`.replace(/\W+/g, '-')}-${round}.json`,
          );
        const result = await measure(
          `${appOrigin}${screen.path}`,
          screen.as && tokens[screen.as],
          report,
        );
        runs.get(screen).push(result);
        bareRuns.push(
          await measure(
            `${bareOrigin}/`,
            undefined,
            report && report.replace(/\.json$/, '-bare.json'),
          ),
        );
        console.log(
          `round ${round}: ${screen.path} (${screen.as ?? 'visitor'}) ${result.score.toFixed(2)}, bare ${bareRuns.at(-1).score.toFixed(2)}`,
        );
      }
    }
    const bare = medians(bareRuns);
    const rows = list.map((screen) => {
      const result = medians(runs.get(screen));
      const misses = [];
      if (result.score < TARGET.score) misses.push('score');
      if (result.lcp > TARGET.lcpMs) misses.push('LCP');
      if (result.tbt > TARGET.tbtMs) misses.push('TBT');
      if (result.cls > TARGET.cls) misses.push('CLS');
      // Lighthouse gives scores to two places; in floating point 0.99 - 0.95 is
      // 0.040000000000000036, which is not more than 0.04 below.
      const below = Math.round((bare.score - result.score) * 1000) / 1000;
      if (below > TARGET.belowBare) misses.push('vs bare');
      return { screen, result, misses };
    });
    console.log(
      `\nMedians of ${RUNS} run(s); load average ${os.loadavg()[0].toFixed(2)} at the end.`,
    );
    printTable(rows, bare);
    if (values.json)
      await writeFile(values.json, JSON.stringify({ bare, rows, loadavg: os.loadavg() }, null, 2));
    const missed = rows.filter((row) => row.misses.length > 0);
    if (missed.length > 0) {
      console.log(`\n${missed.length} of ${rows.length} screens miss a target.`);
      process.exitCode = 1;
    } else console.log(`\nEvery screen meets the targets.`);
  } finally {
    await proxy?.stop();
    await app?.stop();
    await bareApp?.stop();
  }
}

await main();
// Lighthouse leaves timers behind; the table is printed.
process.exit(process.exitCode ?? 0);
