/**
 * bench:search — how long GET /api/search takes on a club with 10 000 posts, 300 rides and 300
 * products. Starts the built server (app-under-load.mjs: production mode, fresh data directory,
 * demo data, a signed-in member), seeds straight into its database (the index follows by its
 * triggers, as it does for the app's own writes), then asks QUERIES questions of each shape one
 * after another as the signed-in member (every kind, members included) and prints the median
 * and p95 in ms per shape.
 *
 * Shapes: a common word (in about a third of the posts), a rare word (in three), a misspelt
 * query (corrected from the index's words first) and a prefix (the word being typed).
 *
 *   npm run build && npm run bench:search            # SQLite
 *   TEST_DATABASE_URL=postgres://… npm run bench:search   # SQLite, then PostgreSQL
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { startApp } from './app-under-load.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8806' },
    posts: { type: 'string', default: '10000' },
    queries: { type: 'string', default: '60' },
  },
});
const POSTS = Number(values.posts);
const RIDES = 300;
const PRODUCTS = 300;
const QUERIES = Number(values.queries);
const pgUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

const SHAPES = [
  { name: 'common word', q: 'ride' },
  { name: 'rare word', q: 'zanzibar' },
  { name: 'typo', q: 'muontian rdie' },
  { name: 'prefix', q: 'sunday moun' },
];

/** A fixed pseudo-random sequence, so every run seeds the same club. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const COMMON = ['ride', 'mountain', 'sunday', 'coffee', 'chain', 'lake', 'gravel', 'tempo', 'café'];
/** Syllables for a vocabulary of made-up words, as a real club's names and places are. */
const SYLLABLES = ['ba', 'ko', 'ri', 'dan', 'mu', 'shi', 'la', 'nor', 'te', 'vik', 'po', 'gar'];

function seedRows() {
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const madeUp = () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join('');
  const sentence = (words) =>
    Array.from({ length: words }, () => (next() < 0.3 ? pick(COMMON) : madeUp())).join(' ');
  const now = Date.now();
  const at = (index) => new Date(now - index * 60_000).toISOString();
  const posts = Array.from({ length: POSTS }, (_, index) => ({
    content: `${sentence(12 + Math.floor(next() * 30))}${index % 3333 === 7 ? ' zanzibar' : ''}`,
    privacy: pick(['public', 'public', 'members', 'private']),
    created_at: at(index),
  }));
  const rides = Array.from({ length: RIDES }, (_, index) => ({
    name: `${pick(['Sunday', 'Evening', 'Dawn'])} ride ${madeUp()}`,
    from_name: madeUp(),
    to_name: madeUp(),
    description: sentence(20),
    starts_at: at(-index * 60),
  }));
  const products = Array.from({ length: PRODUCTS }, () => ({
    name: `${madeUp()} ${pick(['bottle', 'pump', 'light', 'jersey'])}`,
    brand: madeUp(),
    description: sentence(15),
  }));
  return { posts, rides, products };
}

async function seedSqlite(dataDir, ids) {
  const file = new SQLite(path.join(dataDir, 'club.sqlite'));
  file.pragma('busy_timeout = 5000');
  const { posts, rides, products } = seedRows();
  const post = file.prepare(
    'INSERT INTO posts (author_id, content, privacy, location, is_poll, created_at, updated_at) VALUES (?, ?, ?, NULL, 0, ?, ?)',
  );
  const ride = file.prepare(
    `INSERT INTO events (organiser_id, name, starts_at, duration_minutes, from_name, to_name, pace, description, status, created_at, updated_at)
     VALUES (?, ?, ?, 120, ?, ?, 'moderate', ?, 'scheduled', ?, ?)`,
  );
  const product = file.prepare(
    `INSERT INTO products (seller_id, name, category, brand, price, quantity_available, description, created_at, updated_at)
     VALUES (?, ?, 'accessories', ?, 50000, 5, ?, ?, ?)`,
  );
  file.transaction(() => {
    for (const row of posts)
      post.run(ids.member, row.content, row.privacy, row.created_at, row.created_at);
    for (const row of rides) {
      ride.run(
        ids.member,
        row.name,
        row.starts_at,
        row.from_name,
        row.to_name,
        row.description,
        row.starts_at,
        row.starts_at,
      );
    }
    const stamp = new Date().toISOString();
    for (const row of products)
      product.run(ids.seller, row.name, row.brand, row.description, stamp, stamp);
  })();
  file.close();
}

async function seedPostgres(url, ids) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { posts, rides, products } = seedRows();
  try {
    await client.query('BEGIN');
    for (const row of posts) {
      await client.query(
        'INSERT INTO posts (author_id, content, privacy, location, is_poll, created_at, updated_at) VALUES ($1, $2, $3, NULL, 0, $4, $4)',
        [ids.member, row.content, row.privacy, row.created_at],
      );
    }
    for (const row of rides) {
      await client.query(
        `INSERT INTO events (organiser_id, name, starts_at, duration_minutes, from_name, to_name, pace, description, status, created_at, updated_at)
         VALUES ($1, $2, $3, 120, $4, $5, 'moderate', $6, 'scheduled', $3, $3)`,
        [ids.member, row.name, row.starts_at, row.from_name, row.to_name, row.description],
      );
    }
    const stamp = new Date().toISOString();
    for (const row of products) {
      await client.query(
        `INSERT INTO products (seller_id, name, category, brand, price, quantity_available, description, created_at, updated_at)
         VALUES ($1, $2, 'accessories', $3, 50000, 5, $4, $5, $5)`,
        [ids.seller, row.name, row.brand, row.description, stamp],
      );
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

async function run(label, databaseUrl) {
  const app = await startApp({ port: Number(values.port), databaseUrl });
  try {
    const me = await (await fetch(`${app.base}/api/user/me`, { headers: app.member })).json();
    const sellers = await (await fetch(`${app.base}/api/product?size=1`)).json();
    const ids = { member: me.id, seller: sellers.content[0]?.seller?.id ?? me.id };
    const started = performance.now();
    if (app.databaseUrl) await seedPostgres(app.databaseUrl, ids);
    else await seedSqlite(app.dataDir, ids);
    console.log(
      `${label}: seeded ${POSTS} posts, ${RIDES} rides, ${PRODUCTS} products in ${Math.round(performance.now() - started)} ms`,
    );
    let address = 0;
    for (const shape of SHAPES) {
      const times = [];
      let hits = 0;
      for (let index = -5; index < QUERIES; index++) {
        // Each request from its own address: the route's rate limit is per address.
        address++;
        const headers = {
          ...app.member,
          'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`,
        };
        const begin = performance.now();
        const reply = await fetch(`${app.base}/api/search?q=${encodeURIComponent(shape.q)}`, {
          headers,
        });
        const body = await reply.json();
        const took = performance.now() - begin;
        if (!reply.ok) throw new Error(`${shape.q}: ${reply.status} ${JSON.stringify(body)}`);
        // The first few warm the statement caches.
        if (index >= 0) times.push(took);
        hits = body.groups.reduce((sum, group) => sum + group.hits.length, 0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${shape.name.padEnd(12)} "${shape.q}": median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${hits} hits shown)`,
      );
    }
  } finally {
    await app.stop();
  }
}

console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await run('SQLite');
if (pgUrl) await run('PostgreSQL', pgUrl);
