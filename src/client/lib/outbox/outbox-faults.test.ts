/**
 * Random runs of the outbox against the model server: whatever the network does, every write
 * ends on the server exactly once or parked as failed; none lost, none doubled. With two tabs,
 * two outboxes on one database drain side by side.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openOutboxDb, type OutboxDb } from './db';
import { createOutbox, type Outbox } from './outbox';
import { faultyNetwork, ModelServer, type Fault } from './model-server';
import type { Sender } from './registry';

/** The outbox under test takes any kind, with any payload: its own made-up ones. */
type MadeUpKinds = Record<string, unknown>;

const FAULTS: Fault[] = [
  'ok',
  'offline',
  'lost-request',
  'lost-reply',
  'slow',
  'proxy-503',
  'crash',
  'rate-limited',
  'forbidden',
];

async function run(dbs: OutboxDb[], titles: string[], script: Fault[], seed: number) {
  // All runs share one database, emptied first: a database opened and deleted per run only
  // added time, and the line starts just as empty.
  await dbs[0]!.entries.clear();
  const server = new ModelServer();
  const post = faultyNetwork(server, script);
  let requests = 0;
  const sender: Sender = (entry, ctx) => {
    requests++;
    return post(ctx.headers['Idempotency-Key'] ?? '', JSON.stringify(entry.payload));
  };
  let clock = 1_000;
  let online = true;
  let random = seed;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const make = (db: OutboxDb): Outbox<MadeUpKinds> =>
    createOutbox<MadeUpKinds>({
      db,
      session: async () => ({ owner: 7, headers: {} }),
      senderFor: () => sender,
      now: () => clock,
      // A small LCG: fast-check's seed decides the jitter too, so failures replay.
      random: next,
      isOnline: () => online,
      wake: false,
    });
  const tabs = dbs.map(make);
  const [first] = tabs as [Outbox<MadeUpKinds>];
  try {
    const ids: string[] = [];
    for (const [index, title] of titles.entries()) {
      ids.push(await first.enqueue('bug.create', { title, n: index }));
    }
    // The network misbehaves until the script runs out; then the loop must empty the line.
    let offline = false;
    for (let round = 0; round < 400; round++) {
      online = !offline;
      const requestsBefore = requests;
      const before = offline ? await first.db.entries.toArray() : [];
      const results = await Promise.all(tabs.map((tab) => tab.drain()));
      server.settle();
      if (offline) {
        // An offline pass must not burn tries: nothing claimed, nothing sent, nothing moved.
        expect(requests).toBe(requestsBefore);
        expect(await first.db.entries.toArray()).toEqual(before);
      } else {
        // Online, a pass stops without a wake time only on an empty line. Were it to stop
        // early, the checks below would find the entry neither sent nor parked.
        const wake = results.map((r) => r.nextWakeAt).filter((at) => at !== null);
        if (wake.length === 0) break;
        clock = Math.max(clock + 1, ...wake);
      }
      // Going offline between passes, now and then, while the network still misbehaves.
      offline = script.length > 0 && next() < 0.2;
    }

    const entries = await first.db.entries.toArray();
    const onServer = (index: number) =>
      server.writes.filter((w) => (JSON.parse(w.body) as { n: number }).n === index).length;
    for (const [index] of titles.entries()) {
      const entry = entries.find((e) => (e.payload as { n: number }).n === index);
      expect(onServer(index)).toBeLessThanOrEqual(1);
      if (!entry) expect(onServer(index)).toBe(1);
      else expect(entry.state).toBe('failed');
    }

    // The member retries whatever is parked, on a healthy network: now every good write is
    // on the server once, and only the refused ones stay parked, unsent.
    script.length = 0;
    online = true;
    for (const entry of entries) await first.retry(entry.id);
    for (let round = 0; round < 50; round++) {
      const result = await first.drain();
      server.settle();
      if (result.nextWakeAt === null) break;
      clock = result.nextWakeAt;
    }
    const left = await first.db.entries.toArray();
    for (const [index, title] of titles.entries()) {
      const entry = left.find((e) => (e.payload as { n: number }).n === index);
      if (title.startsWith('bad')) {
        expect(onServer(index)).toBe(0);
        expect(entry?.state).toBe('failed');
        expect(entry?.lastError).toBe('That title is taken.');
      } else {
        expect(onServer(index)).toBe(1);
        expect(entry).toBeUndefined();
      }
    }
    expect(ids.length).toBe(titles.length);
  } catch (failure) {
    // The next run shares the database: a drain of this one still going must end first, or
    // fast-check's shrinking would replay against a line this run is still changing.
    await Promise.allSettled(tabs.map((tab) => tab.drain()));
    throw failure;
  }
}

/** numRuns random runs; with twoTabs, through two connections, as two open tabs hold. */
async function faultProperty(twoTabs: boolean, numRuns: number) {
  const name = `outbox-faults-${twoTabs ? 'two-tabs' : 'one-tab'}`;
  const dbs = (twoTabs ? [name, name] : [name]).map((n) => openOutboxDb(n));
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('good', 'good', 'good', 'bad'), { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom(...FAULTS), { maxLength: 8 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (titles, script, seed) => run(dbs, titles, [...script], seed),
      ),
      { numRuns },
    );
  } finally {
    for (const db of dbs) db.close();
    await dbs[0]!.delete();
  }
}

// 1000 runs in all, in one file: vitest runs files on one worker fewer than there are cores,
// so on two cores two files ran one after the other, each paying for its own start and warm-up.
describe('the outbox under faults', () => {
  it('ends with every write on the server exactly once or parked, one tab (500 runs)', async () => {
    await faultProperty(false, 500);
  }, 120_000);

  it('ends with every write on the server exactly once or parked, two tabs (500 runs)', async () => {
    await faultProperty(true, 500);
  }, 120_000);
});
