import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openOutboxDb, type OwnerId } from './db';
import { reply } from './model-server';
import { createOutbox, type Outbox } from './outbox';
import type { ResponseLike, Sender } from './registry';

/** The outbox under test takes any kind, with any payload: its own made-up ones. */
type MadeUpKinds = Record<string, unknown>;

let dbs = 0;
const open: Outbox<MadeUpKinds>[] = [];

function setup(
  answer: (title: string) => ResponseLike | Promise<ResponseLike>,
  senders: { registered?: () => boolean; ready?: () => Promise<void> } = {},
) {
  const sent: Array<{ title: string; key: string; owner: string }> = [];
  let owner: OwnerId = 1;
  const sender: Sender = async (entry, ctx) => {
    const title = (entry.payload as { title: string }).title;
    const response = await answer(title);
    if (response.status < 300)
      sent.push({ title, key: ctx.headers['Idempotency-Key'] ?? '', owner: ctx.headers.who ?? '' });
    return response;
  };
  let clock = 1000;
  const network = { online: true };
  const outbox = createOutbox<MadeUpKinds>({
    db: openOutboxDb(`outbox-unit-${dbs++}`),
    session: async () => ({ owner, headers: { who: String(owner) } }),
    senderFor: () => (senders.registered?.() === false ? undefined : sender),
    ready: senders.ready,
    now: () => clock++,
    random: () => 0.5,
    isOnline: () => network.online,
    wake: false,
  });
  open.push(outbox);
  return { outbox, sent, network, signIn: (id: OwnerId) => (owner = id) };
}

afterEach(() => {
  for (const outbox of open.splice(0)) outbox.close();
});

describe('the outbox', () => {
  it('sends in the order written, each with its id as Idempotency-Key', async () => {
    const { outbox, sent } = setup(() => reply(201, {}));
    const a = await outbox.enqueue('bug.create', { title: 'a' });
    const b = await outbox.enqueue('bug.create', { title: 'b' });
    await outbox.drain();
    expect(sent).toEqual([
      { title: 'a', key: a, owner: '1' },
      { title: 'b', key: b, owner: '1' },
    ]);
    expect(await outbox.list(1)).toEqual([]);
  });

  it('waits for its senders to be registered before it sends, however early it drains', async () => {
    let registered = false;
    const { outbox, sent } = setup(() => reply(201, {}), {
      registered: () => registered,
      // As the page's outbox loads app/outbox-senders.ts: a moment after the first drain asks.
      ready: () => Promise.resolve().then(() => void (registered = true)),
    });
    await outbox.enqueue('bug.create', { title: 'a' });
    await outbox.drain();
    expect(sent.map(({ title }) => title)).toEqual(['a']);
  });

  it('keeps later writes behind one waiting for its retry', async () => {
    let down = true;
    const { outbox, sent } = setup(() => (down ? reply(503, {}) : reply(201, {})));
    await outbox.enqueue('bug.create', { title: 'a' });
    await outbox.enqueue('bug.create', { title: 'b' });
    const result = await outbox.drain();
    expect(result.nextWakeAt).toBeGreaterThan(0);
    const [first, second] = await outbox.list(1);
    expect(first).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('503'),
    });
    expect(second).toMatchObject({ state: 'pending', attempts: 0 });
    down = false;
    expect(sent).toEqual([]);
  });

  it('tries a write that got no reply at once when the network is back; a server asking to wait is obeyed', async () => {
    let signal = false;
    const { outbox, sent } = setup((title) => {
      if (!signal) throw new TypeError('Failed to fetch');
      return title === 'busy' ? reply(503, {}, { 'Retry-After': '120' }) : reply(201, {});
    });
    await outbox.enqueue('bug.create', { title: 'lost' });
    await outbox.drain();
    const [lost] = await outbox.list(1);
    expect(lost).toMatchObject({ state: 'pending', attempts: 1, lastStatus: null });
    expect(lost!.nextAttemptAt).toBeGreaterThan(0);
    signal = true;
    expect((await outbox.drain()).sent).toEqual([]); // a plain trigger still waits its backoff
    await outbox.drainReconnected();
    expect(sent.map((write) => write.title)).toEqual(['lost']);

    await outbox.enqueue('bug.create', { title: 'busy' });
    await outbox.drain();
    const [busy] = await outbox.list(1);
    expect(busy).toMatchObject({ state: 'pending', lastStatus: 503 });
    expect((await outbox.drainReconnected()).nextWakeAt).toBe(busy!.nextAttemptAt);
    expect(sent.map((write) => write.title)).toEqual(['lost']);
  });

  it("parks a 4xx with the server's message; Retry, Edit and Discard act on it", async () => {
    const { outbox, sent } = setup((title) =>
      title === 'bad' ? reply(409, { message: 'That title is taken.' }) : reply(201, {}),
    );
    const id = await outbox.enqueue('bug.create', { title: 'bad' });
    await outbox.enqueue('bug.create', { title: 'fine' });
    await outbox.drain();
    const [parked] = await outbox.list(1);
    expect(parked).toMatchObject({
      id,
      state: 'failed',
      lastError: 'That title is taken.',
      lastStatus: 409,
    });
    expect(sent.map((s) => s.title)).toEqual(['fine']);

    // Every try was answered: the retry goes under a new key, the old one only replays a 409.
    const retried = await outbox.retry(id);
    expect(retried).not.toBe(id);
    await outbox.drain();
    expect((await outbox.list(1))[0]).toMatchObject({ state: 'failed' });

    const edited = await outbox.update((await outbox.list(1))[0]!.id, { title: 'better' });
    await outbox.drain();
    expect(sent.map((s) => s.title)).toEqual(['fine', 'better']);
    expect(await outbox.list(1)).toEqual([]);
    expect(edited).toBeTruthy();

    const again = await outbox.enqueue('bug.create', { title: 'bad' });
    await outbox.drain();
    expect(await outbox.discard(again)).toBe(true);
    expect(await outbox.list(1)).toEqual([]);
  });

  it("never sends one member's writes with another's session", async () => {
    const { outbox, sent, network, signIn } = setup(() => reply(201, {}));
    network.online = false;
    signIn(null);
    await outbox.enqueue('bug.create', { title: 'as visitor' });
    signIn(1);
    await outbox.enqueue('bug.create', { title: 'as member 1' });
    await outbox.drain(); // lets the drains the enqueues started finish, offline
    signIn(2);
    network.online = true;
    await outbox.drain();
    expect(sent).toEqual([]);
    expect(await outbox.list(2)).toEqual([]);
    signIn(1);
    await outbox.drain();
    expect(sent).toEqual([expect.objectContaining({ title: 'as member 1', owner: '1' })]);
    expect((await outbox.list(null)).map((e) => e.payload)).toEqual([{ title: 'as visitor' }]);
  });

  it('resolves whenSettled once the server has it', async () => {
    const { outbox } = setup(() => reply(201, {}));
    const id = await outbox.enqueue('bug.create', { title: 'a' });
    await expect(outbox.whenSettled(id)).resolves.toBe('sent');
  });
});

describe('the counts kept beside the outbox', () => {
  it('tells how many entries each owner has, and how many are parked, after every change', async () => {
    const counts: Array<Record<string, { entries: number; parked: number }>> = [];
    const queued: Array<OwnerId> = [];
    // 'a' is refused for good; 'b' waits for the server until it is back.
    let serverUp = false;
    let owner: OwnerId = 1;
    let clock = 0;
    const outbox = createOutbox<MadeUpKinds>({
      db: openOutboxDb(`outbox-unit-${dbs++}`),
      session: async () => ({ owner, headers: {} }),
      senderFor: () => async (entry) =>
        (entry.payload as { title: string }).title === 'a'
          ? reply(400, {})
          : reply(serverUp ? 201 : 503, {}),
      now: () => clock,
      random: () => 0.5,
      wake: false,
      beforeQueue: (who) => queued.push(who),
      onCount: (byOwner) =>
        counts.push(Object.fromEntries([...byOwner].map(([who, n]) => [String(who), n]))),
    });
    open.push(outbox);
    const first = await outbox.enqueue('bug.create', { title: 'a' });
    await outbox.drain();
    owner = null;
    await outbox.enqueue('bug.create', { title: 'b' });
    await outbox.drain();
    expect(queued).toEqual([1, null]);
    // 'a' refused is parked, still the member's to see, so still counted, apart; 'b' waits.
    expect(counts.at(-1)).toEqual({
      '1': { entries: 1, parked: 1 },
      null: { entries: 1, parked: 0 },
    });

    await outbox.discard(first);
    expect(counts.at(-1)).toEqual({ null: { entries: 1, parked: 0 } });

    serverUp = true;
    // Later than any backoff: 'b' is due again.
    clock += 3_600_000;
    await outbox.drain();
    expect(counts.at(-1)).toEqual({});
  });
});

describe("the app's outbox", () => {
  it('takes only a kind some feature declared, with that kind’s payload (tsc checks this)', () => {
    // Never called: what matters is that this compiles only as each line's comment says.
    const queue = (outbox: Outbox) => [
      outbox.enqueue('bug.create', { title: 'Flat', description: 'Rear tyre', severity: 'LOW' }),
      outbox.enqueue('event.rsvp', { eventId: 7, going: true }),
      // @ts-expect-error: no feature declared this kind.
      outbox.enqueue('note.create', { title: 'Flat' }),
      // @ts-expect-error: a bug report says what happened and how bad it is.
      outbox.enqueue('bug.create', { title: 'Flat' }),
    ];
    expect(queue).toBeTypeOf('function');
  });
});
