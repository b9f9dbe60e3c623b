import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_TEXT } from '../../../contract/outbox';
import {
  CONTRACT_VERSION_HEADER,
  UPDATE_APP_CODE,
  WRITE_VERSION_MESSAGE,
  type WriteContract,
} from '../../../contract/write-versions';
import { openOutboxDb, type OutboxEntry } from './db';
import { reply } from './model-server';
import { createOutbox, type Outbox } from './outbox';
import { refusalOf } from './parked';
import type { ResponseLike } from './registry';

/** The outbox under test takes any kind, with any payload: its own made-up ones. */
type MadeUpKinds = Record<string, unknown>;

/** A write of this test at version 2, whose version 1 is taken until 15 February. */
const WRITES: Record<string, WriteContract> = {
  'note.create': {
    current: 2,
    older: {
      1: { replacedOn: '2026-01-01', acceptedUntil: '2026-02-15', upgrade: 'mood: "calm"' },
    },
  },
};
const FEBRUARY = Date.parse('2026-02-10T12:00:00Z');
const MARCH = Date.parse('2026-03-01T12:00:00Z');

let dbs = 0;
const open: Outbox<MadeUpKinds>[] = [];
afterEach(() => {
  for (const outbox of open.splice(0)) outbox.close();
});

function setup(answer: (title: string) => ResponseLike, at = FEBRUARY) {
  const sent: Array<{ title: string; version: string | undefined }> = [];
  const clock = { now: at };
  const outbox = createOutbox<MadeUpKinds>({
    db: openOutboxDb(`outbox-versions-${dbs++}`),
    session: async () => ({ owner: 1, headers: {} }),
    senderFor: () => async (entry, ctx) => {
      const title = (entry.payload as { title: string }).title;
      sent.push({ title, version: ctx.headers[CONTRACT_VERSION_HEADER] });
      return answer(title);
    },
    now: () => clock.now,
    random: () => 0.5,
    isOnline: () => true,
    wake: false,
    writes: WRITES,
  });
  open.push(outbox);
  return { outbox, sent, clock };
}

let made = 0;

/**
 * An entry put in the outbox's database as another version of the app left it (queued there,
 * not drained here): without a contract version when it predates them.
 */
async function queuedBy(
  outbox: Outbox<MadeUpKinds>,
  title: string,
  contractVersion?: number,
): Promise<string> {
  const id = crypto.randomUUID();
  await outbox.db.entries.add({
    id,
    kind: 'note.create',
    payload: { title },
    createdAt: ++made,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    lastStatus: null,
    state: 'pending',
    ownerId: 1,
    uncertain: false,
    ...(contractVersion === undefined ? {} : { contractVersion }),
  } satisfies OutboxEntry);
  return id;
}
const queuedBeforeVersions = (outbox: Outbox<MadeUpKinds>, title: string) =>
  queuedBy(outbox, title);

const updateApp = () =>
  reply(426, { message: WRITE_VERSION_MESSAGE.updateApp, code: UPDATE_APP_CODE });

describe('the contract version of a queued write', () => {
  it('is recorded when queued and sent with it; an entry from before versions is sent as 1', async () => {
    const { outbox, sent } = setup(() => reply(201, {}));
    await queuedBeforeVersions(outbox, 'old');
    const id = await outbox.enqueue('note.create', { title: 'new' });
    expect((await outbox.db.entries.get(id))?.contractVersion).toBe(2);
    await outbox.drain();
    expect(sent).toEqual([
      { title: 'old', version: '1' },
      { title: 'new', version: '2' },
    ]);
  });

  it('parks a write only a newer app can send apart, and Edit moves it to this version', async () => {
    const { outbox, sent } = setup((title) =>
      title === 'stuck'
        ? updateApp()
        : title === 'other'
          ? reply(426, { message: 'No.' })
          : reply(201, {}),
    );
    const stuck = await queuedBeforeVersions(outbox, 'stuck');
    const other = await outbox.enqueue('note.create', { title: 'other' });
    await outbox.drain();
    expect(await outbox.db.entries.get(stuck)).toMatchObject({
      state: 'failed',
      parkedFor: 'update',
      lastStatus: 426,
      lastError: WRITE_VERSION_MESSAGE.updateApp,
    });
    // A 426 without the code is a refusal like any other.
    expect(await outbox.db.entries.get(other)).toMatchObject({ state: 'failed', parkedFor: null });
    const shown = (await outbox.db.entries.get(stuck))!;
    // On 10 February this version still sends version 1: the server wants a newer app.
    expect(refusalOf(shown, FEBRUARY, WRITES)).toBe('update');

    const edited = await outbox.update(stuck, { title: 'rewritten' });
    expect(await outbox.db.entries.get(edited!)).toMatchObject({
      state: 'pending',
      parkedFor: null,
      contractVersion: 2,
    });
    await outbox.drain();
    expect(sent.at(-1)).toEqual({ title: 'rewritten', version: '2' });
  });

  it('does not send a write in a version this app no longer takes: it waits for the member', async () => {
    const { outbox, sent } = setup(() => reply(201, {}), MARCH);
    const old = await queuedBeforeVersions(outbox, 'old');
    await queuedBy(outbox, 'behind it', 2);
    const result = await outbox.drain();
    expect(result.parked).toEqual([old]);
    // Never sent (the server would only answer 426), and the line goes on behind it.
    expect(sent).toEqual([{ title: 'behind it', version: '2' }]);
    const parked = (await outbox.db.entries.get(old))!;
    expect(parked).toMatchObject({
      state: 'failed',
      parkedFor: 'rewrite',
      lastError: OUTBOX_TEXT.writtenOlder,
    });
    expect(refusalOf(parked, MARCH, WRITES)).toBe('rewrite');

    // Retry would park it again at once; Edit writes it in this version's form.
    const again = (await outbox.retry(old))!;
    await outbox.drain();
    expect(await outbox.db.entries.get(again)).toMatchObject({ parkedFor: 'rewrite' });
    const edited = await outbox.update(again, { title: 'checked' });
    await outbox.drain();
    expect(sent.at(-1)).toEqual({ title: 'checked', version: '2' });
    expect(await outbox.db.entries.get(edited!)).toBeUndefined();
  });

  it('shows a write parked for an update as one to rewrite once this app cannot send it either', async () => {
    const { outbox } = setup(() => updateApp());
    const id = await queuedBeforeVersions(outbox, 'stuck');
    await outbox.drain();
    const parked = (await outbox.db.entries.get(id))!;
    expect(refusalOf(parked, FEBRUARY, WRITES)).toBe('update');
    expect(refusalOf(parked, MARCH, WRITES)).toBe('rewrite');
    expect(refusalOf({ ...parked, parkedFor: null }, MARCH, WRITES)).toBe('refused');
    expect(refusalOf({ ...parked, state: 'pending' }, MARCH, WRITES)).toBeNull();
  });

  it('leaves a write of a newer version (another tab, updated) for that version to send', async () => {
    const { outbox, sent } = setup(() => reply(201, {}));
    const id = await queuedBy(outbox, 'newer', 3);
    await queuedBy(outbox, 'behind it', 2);
    const result = await outbox.drain();
    expect(sent).toEqual([]);
    expect(result.parked).toEqual([]);
    expect(await outbox.db.entries.get(id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('retries a 503 from a server that does not know the version yet, as passing trouble', async () => {
    let deployed = false;
    const { outbox, sent, clock } = setup(() =>
      deployed
        ? reply(201, {})
        : reply(503, { message: WRITE_VERSION_MESSAGE.newer }, { 'Retry-After': '30' }),
    );
    const id = await outbox.enqueue('note.create', { title: 'early' });
    const result = await outbox.drain();
    expect(result.nextWakeAt).toBeGreaterThanOrEqual(FEBRUARY + 30_000);
    expect(await outbox.db.entries.get(id)).toMatchObject({ state: 'pending', lastStatus: 503 });
    deployed = true;
    clock.now = result.nextWakeAt!;
    await outbox.drain();
    expect(sent.map((s) => s.title)).toEqual(['early', 'early']);
    expect(await outbox.db.entries.get(id)).toBeUndefined();
  });
});
