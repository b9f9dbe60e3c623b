/**
 * The club room: messages sent over the socket are stored once and reach every subscriber;
 * history pages back by cursor and fills a gap after a reconnect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_LIMITS,
  CHAT_TEXT,
  DESTINATIONS,
  chatHistorySchema,
  chatMessageSchema,
  type ChatHistory,
  type ChatMessage,
  type ChatRefusal,
  CHAT_VALIDATION,
} from '../../src/contract/chat';
import { insertMessage } from '../../src/server/modules/chat/repository';
import {
  privateKeysIn,
  startTestServer,
  type Member,
  type TestServer,
} from '../helpers/server-app';
import { connectStomp, eventually, listen } from './chat-clients';

let server: TestServer;
let url: string;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer();
  url = await listen(server.app);
  alice = await server.createMember('room_alice');
  bob = await server.createMember('room_bob');
});
afterAll(async () => {
  await server?.close();
});

const storedTexts = async () =>
  (await server.app.db.selectFrom('chat_messages').select('text').orderBy('id').execute()).map(
    (row) => row.text,
  );

async function historyOf(query: string): Promise<ChatHistory> {
  const reply = await server.client().get(`/api/chat/messages${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return chatHistorySchema.parse(reply.json());
}

describe('history', () => {
  let ids: number[] = [];

  beforeAll(async () => {
    ids = [];
    for (let n = 1; n <= 35; n++) {
      ids.push(
        await insertMessage(server.app.db, {
          sender_id: n % 2 ? alice.id : bob.id,
          text: `history ${n}`,
          sent_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
        }),
      );
    }
  });

  it('gives visitors the latest page, oldest first, and says older ones exist', async () => {
    const page = await historyOf('');
    expect(page.content).toHaveLength(CHAT_LIMITS.historyDefaultSize);
    expect(page.content.map((m) => m.text)).toEqual(
      Array.from({ length: 30 }, (_, i) => `history ${i + 6}`),
    );
    expect(page.hasMore).toBe(true);
    expect(page.content[0]!.sender).toEqual({
      id: bob.id,
      username: 'room_bob',
      fullName: 'Member room_bob',
      profilePicture: null,
    });
    expect(privateKeysIn(page)).toEqual([]);
  });

  it('pages back with `before` until the start of the room', async () => {
    const first = await historyOf('?size=10');
    expect(first.content.map((m) => m.id)).toEqual(ids.slice(25));
    const second = await historyOf(`?size=10&before=${first.content[0]!.id}`);
    expect(second.content.map((m) => m.id)).toEqual(ids.slice(15, 25));
    expect(second.hasMore).toBe(true);
    const last = await historyOf(`?size=20&before=${ids[15]}`);
    expect(last.content.map((m) => m.id)).toEqual(ids.slice(0, 15));
    expect(last.hasMore).toBe(false);
  });

  it('fills a gap with `after`, oldest first', async () => {
    const gap = await historyOf(`?after=${ids[29]}&size=3`);
    expect(gap.content.map((m) => m.id)).toEqual(ids.slice(30, 33));
    expect(gap.hasMore).toBe(true);
    const rest = await historyOf(`?after=${ids[32]}&size=3`);
    expect(rest.content.map((m) => m.id)).toEqual(ids.slice(33));
    expect(rest.hasMore).toBe(false);
  });

  it('refuses a size over the maximum and a malformed cursor', async () => {
    for (const query of [`?size=${CHAT_LIMITS.historyMaxSize + 1}`, '?before=abc', '?size=0']) {
      const reply = await server.client().get(`/api/chat/messages${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
  });

  it('is listed in the API description', async () => {
    const reply = await server.client().get('/api/docs/json');
    expect(reply.statusCode).toBe(200);
    expect(Object.keys(reply.json<{ paths: object }>().paths)).toContain('/api/chat/messages');
  });
});

describe('sending to the room', () => {
  it('stores a message once and delivers it to every subscriber', async () => {
    const [sender, listener, visitor] = await Promise.all([
      connectStomp(url, { token: alice.token }),
      connectStomp(url, { token: bob.token }),
      connectStomp(url),
    ]);
    const inboxes = await Promise.all(
      [sender, listener, visitor].map((client) => client.subscribe(DESTINATIONS.room)),
    );
    const before = (await storedTexts()).length;
    await sender.send(DESTINATIONS.sendMessage, '  Ride to Savar at 6, meet at the gate  ');
    for (const inbox of inboxes) await eventually(() => inbox.length === 1);
    const messages = inboxes.map((inbox) => chatMessageSchema.parse(JSON.parse(inbox[0]!.body)));
    const message: ChatMessage = messages[0]!;
    expect(messages[1]).toEqual(message);
    expect(messages[2]).toEqual(message);
    expect(message).toMatchObject({
      text: 'Ride to Savar at 6, meet at the gate',
      sender: { id: alice.id, username: 'room_alice', fullName: 'Member room_alice' },
    });
    expect(Date.now() - Date.parse(message.sentAt)).toBeLessThan(60_000);
    expect(privateKeysIn(message)).toEqual([]);

    const stored = await storedTexts();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toBe('Ride to Savar at 6, meet at the gate');
    const latest = await historyOf('?size=1');
    expect(latest.content).toEqual([message]);
    await Promise.all([sender, listener, visitor].map((client) => client.close()));
  });

  it('refuses empty and too long texts on /user/queue/errors and keeps the socket open', async () => {
    const stomp = await connectStomp(url, { token: bob.token });
    const errors = await stomp.subscribe(DESTINATIONS.errors);
    const room = await stomp.subscribe(DESTINATIONS.room);
    const before = await storedTexts();
    await stomp.send(DESTINATIONS.sendMessage, '   ');
    await stomp.send(DESTINATIONS.sendMessage, 'x'.repeat(CHAT_LIMITS.textMaxLength + 1));
    const refusals = errors.map((m) => JSON.parse(m.body) as ChatRefusal);
    expect(refusals.map((r) => [r.destination, r.message])).toEqual([
      [DESTINATIONS.sendMessage, CHAT_VALIDATION.emptyText],
      [DESTINATIONS.sendMessage, CHAT_TEXT.tooLong],
    ]);
    expect(await storedTexts()).toEqual(before);
    // The longest allowed text still goes through on the same socket.
    const longest = 'y'.repeat(CHAT_LIMITS.textMaxLength);
    await stomp.send(DESTINATIONS.sendMessage, longest);
    await eventually(() => room.length === 1);
    expect(JSON.parse(room[0]!.body).text).toBe(longest);
    expect(stomp.isOpen()).toBe(true);
    await stomp.close();
  });

  it('refuses a visitor with the sign-in text', async () => {
    const visitor = await connectStomp(url);
    const errors = await visitor.subscribe(DESTINATIONS.errors);
    const before = await storedTexts();
    await visitor.send(DESTINATIONS.sendMessage, 'hello?');
    expect(JSON.parse(errors[0]!.body).message).toBe(CHAT_TEXT.signInToSend);
    expect(await storedTexts()).toEqual(before);
    await visitor.close();
  });

  it('refuses sends past the rate limit and keeps the socket open', async () => {
    const carol = await server.createMember('room_carol');
    const stomp = await connectStomp(url, { token: carol.token });
    const errors = await stomp.subscribe(DESTINATIONS.errors);
    for (let n = 1; n <= CHAT_LIMITS.sendsPerWindow + 2; n++) {
      await stomp.send(DESTINATIONS.sendMessage, `burst ${n}`);
    }
    expect(errors.map((m) => JSON.parse(m.body).message)).toEqual([
      CHAT_TEXT.tooFast,
      CHAT_TEXT.tooFast,
    ]);
    const carols = await server.app.db
      .selectFrom('chat_messages')
      .select('text')
      .where('sender_id', '=', carol.id)
      .execute();
    expect(carols).toHaveLength(CHAT_LIMITS.sendsPerWindow);
    expect(stomp.isOpen()).toBe(true);
    await stomp.close();
  });
});
