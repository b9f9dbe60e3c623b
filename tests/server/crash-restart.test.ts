/**
 * Crash safety: the real server, as a process, is killed with SIGKILL at random moments while
 * four clients write (sign-ups, posts, orders, bug reports with an Idempotency-Key, ride RSVPs),
 * and restarted on the same data each time. At the end every write a client saw acknowledged is
 * there, no write is there twice (a retry after a kill replays, it does not write again), stock
 * and RSVPs add up, and SQLite's own integrity and foreign key checks pass. A write the kill cut
 * off before it committed leaves its key claimed ("still being processed"); once the claim's
 * lease (a few seconds here) is over, its retry takes the key over and the write completes once.
 *
 * CRASH_SEED=<n> replays the kill moments and the writes of a failed run; CRASH_KILLS=<n> sets
 * how many kills (default 8).
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productSchema, type Product } from '../../src/contract/products';
import { httpClient } from '../helpers/http-client';
import { makeProcessData, type ProcessData, type ProcessMember } from '../helpers/process-data';
import {
  bundleServer,
  freePort,
  startServerProcess,
  type ServerBundle,
  type ServerProcess,
} from '../helpers/server-process';
import {
  retryClaimed,
  runClient,
  seededRandom,
  type LoadPlan,
  type Write,
} from './crash-restart-load';
import { rideInput } from './events-fixtures';
import { productInput } from './shop-fixtures';

const SEED = Number(process.env.CRASH_SEED ?? randomInt(1, 2 ** 31));
const KILLS = Number(process.env.CRASH_KILLS ?? 8);
const CLIENTS = 4;
const STOCK = 100_000;
const CAPACITY = 2;
/** A claim's lease: short, so the writes left claimed are retried within the test. */
const LEASE_SECONDS = 5;

let bundle: ServerBundle;
let data: ProcessData;
let port: number;
let server: ServerProcess | undefined;

beforeAll(async () => {
  bundle = await bundleServer();
  data = await makeProcessData('club-crash-');
  port = await freePort();
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await data?.remove();
  await bundle?.remove();
});

const start = async () =>
  (server = await startServerProcess(bundle, {
    port,
    dataDir: data.dataDir,
    env: { ...data.env, TRUST_PROXY: '1', IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS) },
  }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openShop(seller: ProcessMember, origin: string) {
  const client = httpClient(origin, { token: seller.token, address: '10.9.9.1' });
  const products: Product[] = [];
  for (const price of [85_000, 120_000]) {
    const input = productInput({ price, quantityAvailable: STOCK });
    const reply = await client.request('POST', '/api/product', { body: input });
    expect(reply.status, reply.text).toBe(201);
    products.push(productSchema.parse(reply.json()));
  }
  const rides: { id: number; capacity: number | null }[] = [];
  for (const capacity of [null, CAPACITY, null]) {
    const reply = await client.request('POST', '/api/event', { body: rideInput({ capacity }) });
    expect(reply.status, reply.text).toBe(201);
    rides.push({ id: reply.json<{ id: number }>().id, capacity });
  }
  return { products, rides };
}

it(
  'every acknowledged write survives SIGKILLs and restarts, and none is stored twice',
  { timeout: 300_000 },
  async () => {
    const started = Date.now();
    const members = await data.addMembers('crashrider', CLIENTS);
    const [seller] = await data.addMembers('crashseller', 1, ['ROLE_SELLER', 'ROLE_ADMIN']);
    const origin = (await start()).url;
    const { products, rides } = await openShop(seller!, origin);

    const plan: LoadPlan = {
      origin,
      seed: SEED,
      members,
      products,
      rides,
      stop: { requested: false },
    };
    const writes: Write[] = [];
    const clients = members.map((_, index) => runClient(plan, index, writes));

    // Each process is killed a random moment after it has answered a random number of writes,
    // so the kills land in the middle of the load however fast this machine is.
    const random = seededRandom(SEED);
    const acked = () => writes.filter((write) => write.acked).length;
    const kills: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const target = acked() + random.between(1, 6);
      const delay = random.between(0, 400);
      const deadline = Date.now() + 20_000;
      while (acked() < target && Date.now() < deadline) await sleep(20);
      await sleep(delay);
      await server!.kill('SIGKILL');
      kills.push(`${target}+${delay}ms`);
      await start();
    }
    // The last process stays up until every client's write is answered.
    await sleep(1_000);
    plan.stop.requested = true;
    await Promise.all(clients);

    // A write cut off before it committed left its key claimed: the client was told "still
    // being processed". After the lease its retry takes the claim over and writes it once. A
    // write cut off by kill after kill past its client's deadline is sent again too, as the
    // outbox never gives up.
    const claimedAtEnd = writes.filter((write) => write.stuck);
    const unanswered = writes.filter((write) => write.resend && write.status === 0);
    if (claimedAtEnd.length || unanswered.length) await sleep(LEASE_SECONDS * 1000 + 500);
    for (const write of [...claimedAtEnd, ...unanswered]) await retryClaimed(write);

    const byKind: Record<string, Write[]> = {};
    for (const write of writes) (byKind[write.kind] ??= []).push(write);
    console.log(
      `crash-restart on ${data.databaseUrl ? 'PostgreSQL' : 'SQLite'}: seed ${SEED}, ` +
        `${kills.length} kills (after write+delay: ${kills.join(', ')}), ${writes.length} writes in ` +
        `${Math.round((Date.now() - started) / 1000)} s`,
    );
    for (const [kind, list] of Object.entries(byKind)) {
      const acked = list.filter((write) => write.acked).length;
      const retried = list.filter((write) => write.attempts > 1).length;
      const takenOver = list.filter((write) => write.takenOver).length;
      console.log(
        `  ${kind}: ${list.length} sent, ${acked} acknowledged, ${retried} retried, ` +
          `${takenOver} left claimed and completed by a retry after the lease`,
      );
    }

    // Every write got an answer, and none an error: a retry after a kill is not refused, and a
    // write left claimed completes once its lease is over.
    const unexpected = writes.filter((write) => !write.acked);
    expect(
      unexpected.map((w) => `${w.kind} ${w.marker}: ${w.status} after ${w.attempts} attempts`),
    ).toEqual([]);
    expect(acked()).toBeGreaterThan(KILLS);
    expect(writes.some((write) => write.acked && write.attempts > 1)).toBe(true);

    const { db } = data.open();
    try {
      const counts = async (table: string, column: string, like: string) => {
        const { rows } = await sql<{ value: string; n: number | string; id: number }>`
          select ${sql.ref(column)} as value, count(*) as n, min(id) as id from ${sql.table(table)}
          where ${sql.ref(column)} like ${like} group by ${sql.ref(column)}`.execute(db);
        return new Map(rows.map((row) => [row.value, { n: Number(row.n), id: Number(row.id) }]));
      };
      const stored = {
        post: await counts('posts', 'content', `Crash ride note c${SEED}-%`),
        bug: await counts('bugs', 'title', `Crash bug c${SEED}-%`),
        order: await counts('orders', 'delivery_address', `27 Lake Circus c${SEED}-%`),
        signup: await counts('users', 'username', `cr${SEED % 100000}x%`),
      };
      const valueOf = {
        post: (w: Write) => `Crash ride note ${w.marker}`,
        bug: (w: Write) => `Crash bug ${w.marker}`,
        order: (w: Write) => `27 Lake Circus ${w.marker}`,
        signup: (w: Write) => w.marker,
      };
      const lost: string[] = [];
      const twice: string[] = [];
      let landedUnacked = 0;
      for (const write of writes) {
        if (write.kind === 'rsvp') continue;
        const row = stored[write.kind].get(valueOf[write.kind](write));
        if ((row?.n ?? 0) > 1) twice.push(write.marker);
        if (write.acked && !row) lost.push(write.marker);
        if (write.acked && row && write.kind !== 'signup')
          expect(String(row.id)).toBe(write.result);
        if (!write.acked && row) landedUnacked += 1;
      }
      expect(lost, 'acknowledged writes missing').toEqual([]);
      expect(twice, 'writes stored twice').toEqual([]);
      for (const map of Object.values(stored)) for (const { n } of map.values()) expect(n).toBe(1);

      // What the members see: each acknowledged post, order and bug report opens.
      const reader = (token?: string) => httpClient(origin, { token, address: '10.9.9.2' });
      for (const write of writes.filter(
        (w) => w.acked && w.kind !== 'rsvp' && w.kind !== 'signup',
      )) {
        const buyer = members.find((member) => member.id === write.buyer);
        const url = { post: '/api/post/', bug: '/api/bugs/', order: '/api/order/' }[
          write.kind as 'post'
        ];
        const reply = await reader(buyer?.token).request('GET', `${url}${write.result}`);
        expect(reply.status, `${write.kind} ${write.marker}`).toBe(200);
      }

      // Stock taken by checkouts is exactly what the stored order lines hold.
      for (const product of products) {
        const row = await db
          .selectFrom('products')
          .select('quantity_available')
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow();
        const sold = await db
          .selectFrom('order_lines')
          .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
          .where('product_id', '=', product.id)
          .executeTakeFirstOrThrow();
        expect(row.quantity_available + Number(sold.n)).toBe(STOCK);
      }
      const linesPerOrder = await db
        .selectFrom('orders')
        .leftJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .select(['orders.id', sql<number>`count(order_lines.id)`.as('n')])
        .groupBy('orders.id')
        .execute();
      expect(linesPerOrder.filter((row) => Number(row.n) !== 1)).toEqual([]);

      // Each rider's last answered RSVP to a ride is what the ride holds.
      const rsvps = await db.selectFrom('event_rsvps').selectAll().execute();
      const last = new Map<string, Write>();
      for (const write of writes.filter((w) => w.kind === 'rsvp' && w.acked))
        last.set(`${write.ride}:${write.member}`, write);
      for (const [key, write] of last) {
        const row = rsvps.find((r) => `${r.event_id}:${r.user_id}` === key);
        expect(Boolean(row), `RSVP ${key} after ${write.marker}`).toBe(write.going);
      }
      expect(new Set(rsvps.map((r) => `${r.event_id}:${r.user_id}`)).size).toBe(rsvps.length);
      const capped = rides.find((ride) => ride.capacity === CAPACITY)!;
      const going = rsvps.filter((r) => r.event_id === capped.id && r.state === 'going').length;
      const waiting = rsvps.filter(
        (r) => r.event_id === capped.id && r.state === 'waitlisted',
      ).length;
      expect(going).toBeLessThanOrEqual(CAPACITY);
      if (waiting > 0) expect(going).toBe(CAPACITY);

      const claimed = await db
        .selectFrom('idempotency_keys')
        .select(sql<number>`count(*)`.as('n'))
        .where('state', '=', 'processing')
        .executeTakeFirstOrThrow();
      console.log(
        `  ${landedUnacked} writes stored whose reply the kill cut off; ` +
          `${claimedAtEnd.length} keys left claimed by killed processes, each taken over and ` +
          `written once; ${unanswered.length} writes unanswered by their client's deadline, ` +
          `sent again; ${Number(claimed.n)} keys still claimed`,
      );
      expect(Number(claimed.n), 'keys still claimed').toBe(0);
    } finally {
      await db.destroy();
    }

    // The last process dies too; SQLite then recovers its WAL on open and must check clean.
    await server!.kill('SIGKILL');
    if (!data.databaseUrl) {
      const file = new SQLite(path.join(data.dataDir, 'club.sqlite'));
      try {
        expect(file.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(file.pragma('foreign_key_check')).toEqual([]);
      } finally {
        file.close();
      }
    }
  },
);
