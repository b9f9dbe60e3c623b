/**
 * A room message sent again under the same idempotency-key (the outbox resending after a lost
 * RECEIPT) is stored and broadcast once; each SEND still gets its RECEIPT, and only once the
 * message is in history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DESTINATIONS, type ChatRefusal } from '../../src/contract/chat';
import { IDEMPOTENCY_MESSAGE } from '../../src/contract/idempotency';
import {
  CONTRACT_VERSION_STOMP_HEADER,
  WRITE_VERSION_MESSAGE,
} from '../../src/contract/write-versions';
import { SEND_KEY_HEADER } from '../../src/server/modules/chat/service';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectStomp, eventually, listen, type StompTestClient } from './chat-clients';

let server: TestServer;
let url: string;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer();
  url = await listen(server.app);
  alice = await server.createMember('once_alice');
  bob = await server.createMember('once_bob');
});
afterAll(async () => {
  await server?.close();
});

let receipts = 0;
/** SENDs with the key (and any other headers) and waits for the RECEIPT. */
function sendKeyed(
  stomp: StompTestClient,
  text: string,
  key: string,
  headers: Record<string, string> = {},
): Promise<void> {
  return new Promise((done) => {
    const receipt = `keyed-${++receipts}`;
    stomp.client.watchForReceipt(receipt, () => done());
    stomp.client.publish({
      destination: DESTINATIONS.sendMessage,
      body: text,
      headers: { ...headers, receipt, [SEND_KEY_HEADER]: key },
    });
  });
}

const storedOf = (member: Member) =>
  server.app.db
    .selectFrom('chat_messages')
    .select(['id', 'text'])
    .where('sender_id', '=', member.id)
    .orderBy('id')
    .execute();

describe('a SEND with an idempotency-key', () => {
  it('stores and broadcasts once when sent twice, on two sockets, and answers both', async () => {
    const listener = await connectStomp(url, { token: bob.token });
    const room = await listener.subscribe(DESTINATIONS.room);
    const first = await connectStomp(url, { token: alice.token });
    const key = randomUUID();

    await sendKeyed(first, 'Puncture kit in the club van', key);
    // The RECEIPT comes once the message is stored: history has it already.
    expect((await storedOf(alice)).map((row) => row.text)).toEqual([
      'Puncture kit in the club van',
    ]);
    await eventually(() => room.length === 1);

    // The socket dropped before the RECEIPT, say: the outbox resends on a new one.
    await first.close();
    const second = await connectStomp(url, { token: alice.token });
    await sendKeyed(second, 'Puncture kit in the club van', key);
    // A message sent after the resend is the next one the listener sees: nothing in between.
    await sendKeyed(second, 'See you at the gate', randomUUID());
    await eventually(() => room.length === 2);
    expect(room.map((message) => JSON.parse(message.body).text)).toEqual([
      'Puncture kit in the club van',
      'See you at the gate',
    ]);
    expect((await storedOf(alice)).map((row) => row.text)).toEqual([
      'Puncture kit in the club van',
      'See you at the gate',
    ]);
    await Promise.all([listener.close(), second.close()]);
  });

  it('refuses another text under a used key, and keys belong to their member', async () => {
    const stomp = await connectStomp(url, { token: alice.token });
    const errors = await stomp.subscribe(DESTINATIONS.errors);
    const key = randomUUID();
    await sendKeyed(stomp, 'Ride at six', key);
    const before = await storedOf(alice);
    await sendKeyed(stomp, 'Ride at seven', key);
    const refusals = errors.map((message) => JSON.parse(message.body) as ChatRefusal);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({
      destination: DESTINATIONS.sendMessage,
      message: IDEMPOTENCY_MESSAGE.mismatch,
    });
    expect(refusals[0]!.receiptId).toMatch(/^keyed-/);
    expect(await storedOf(alice)).toEqual(before);

    // Bob's SEND under the same key is his own message.
    const other = await connectStomp(url, { token: bob.token });
    await sendKeyed(other, 'Ride at six', key);
    expect((await storedOf(bob)).map((row) => row.text)).toContain('Ride at six');
    await Promise.all([stomp.close(), other.close()]);
  });

  it('refuses a malformed key and stores nothing', async () => {
    const stomp = await connectStomp(url, { token: alice.token });
    const errors = await stomp.subscribe(DESTINATIONS.errors);
    const before = await storedOf(alice);
    await sendKeyed(stomp, 'Hello', 'not a key!');
    expect(errors.map((message) => JSON.parse(message.body).message)).toEqual([
      IDEMPOTENCY_MESSAGE.invalidKey,
    ]);
    expect(await storedOf(alice)).toEqual(before);
    await stomp.close();
  });
});

describe('a SEND names the contract version it was written in', () => {
  const version = (value: string) => ({ [CONTRACT_VERSION_STOMP_HEADER]: value });

  it('is stored without one or at 1, refused as too old or not yet known, like a POST', async () => {
    const stomp = await connectStomp(url, { token: alice.token });
    const errors = await stomp.subscribe(DESTINATIONS.errors);
    const before = (await storedOf(alice)).length;
    await sendKeyed(stomp, 'No version said', randomUUID());
    await sendKeyed(stomp, 'Version one', randomUUID(), version('1'));
    await sendKeyed(stomp, 'Older than any', randomUUID(), version('0'));
    await sendKeyed(stomp, 'From a newer app', randomUUID(), version('2'));
    expect(errors.map((message) => JSON.parse(message.body).message)).toEqual([
      WRITE_VERSION_MESSAGE.updateApp,
      WRITE_VERSION_MESSAGE.newer,
    ]);
    expect((await storedOf(alice)).slice(before).map((row) => row.text)).toEqual([
      'No version said',
      'Version one',
    ]);
    await stomp.close();
  });

  it('acknowledges a message that landed, resent under a version no longer taken', async () => {
    const stomp = await connectStomp(url, { token: bob.token });
    const errors = await stomp.subscribe(DESTINATIONS.errors);
    const key = randomUUID();
    await sendKeyed(stomp, 'Landed before the release', key, version('1'));
    const before = await storedOf(bob);
    await sendKeyed(stomp, 'Landed before the release', key, version('0'));
    expect(errors).toEqual([]);
    expect(await storedOf(bob)).toEqual(before);
    await stomp.close();
  });
});
