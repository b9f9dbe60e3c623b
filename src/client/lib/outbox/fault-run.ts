/**
 * For the fault tests: one random run of the outbox against the model server. Whatever the
 * network does, every write ends on the server exactly once or parked as failed; none lost,
 * none doubled. With twoTabs, two outboxes on one database drain side by side.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { openOutboxDb } from './db';
import { createOutbox, type Outbox } from './outbox';
import { faultyNetwork, ModelServer, type Fault } from './model-server';
import type { Sender } from './registry';

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

let runs = 0;

async function run(titles: string[], script: Fault[], twoTabs: boolean, seed: number) {
  const name = `outbox-faults-${runs++}`;
  const server = new ModelServer();
  const post = faultyNetwork(server, script);
  const sender: Sender = (entry, ctx) =>
    post(ctx.headers['Idempotency-Key'] ?? '', JSON.stringify(entry.payload));
  let clock = 1_000;
  let online = true;
  let random = seed;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const make = (): Outbox =>
    createOutbox({
      db: openOutboxDb(name),
      session: async () => ({ owner: 7, headers: {} }),
      senderFor: () => sender,
      now: () => clock,
      // A small LCG: fast-check's seed decides the jitter too, so failures replay.
      random: next,
      isOnline: () => online,
      wake: false,
    });
  const tabs = twoTabs ? [make(), make()] : [make()];
  const [first] = tabs as [Outbox];
  try {
    const ids: string[] = [];
    for (const [index, title] of titles.entries()) {
      ids.push(await first.enqueue('bug.create', { title, n: index }));
    }
    // The network misbehaves until the script runs out; then the loop must empty the line.
    for (let round = 0; round < 400; round++) {
      online = true;
      const results = await Promise.all(tabs.map((tab) => tab.drain()));
      // Going offline between passes: the next pass must not burn tries meanwhile.
      if (script.length && next() < 0.2) online = false;
      server.settle();
      const waiting = await first.db.entries.where('state').notEqual('failed').count();
      if (waiting === 0) break;
      const wake = results.map((r) => r.nextWakeAt).filter((at) => at !== null);
      clock = Math.max(clock + 1, ...wake);
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
  } finally {
    for (const tab of tabs) tab.close();
    // Each run has its own database name; deleting them all would double the test's time.
    indexedDB.deleteDatabase(name);
  }
}

/** Half of the ≥ 1000 runs; the one-tab and two-tab halves run in parallel files. */
export function faultProperty(twoTabs: boolean, numRuns: number) {
  return fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom('good', 'good', 'good', 'bad'), { minLength: 1, maxLength: 3 }),
      fc.array(fc.constantFrom(...FAULTS), { maxLength: 8 }),
      fc.integer({ min: 1, max: 2 ** 30 }),
      (titles, script, seed) => run(titles, [...script], twoTabs, seed),
    ),
    { numRuns },
  );
}
