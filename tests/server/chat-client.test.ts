/**
 * The app's chat client (src/client/lib/chat) against the real server: it connects as whoever
 * the stored token names, renews its subscriptions and fills the gap from history after every
 * reconnect (nothing missed, nothing twice), checks a socket that may have died on resume, and
 * sends the outbox's room messages once, answering the drainer as an HTTP reply would.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { IStompSocket } from '@stomp/stompjs';
import {
  CHAT_LIMITS,
  CHAT_PATHS,
  CHAT_TEXT,
  DESTINATIONS,
  chatHistorySchema,
} from '../../src/contract/chat';
import { createChatConnection, type ChatConnection } from '../../src/client/lib/chat/connection';
import { createChatRoom, type ChatRoom, type HistoryQuery } from '../../src/client/lib/chat/room';
import { createChatSender, type ChatSendPayload } from '../../src/client/lib/chat/send';
import type { OutboxEntry } from '../../src/client/lib/outbox/db';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectStomp, eventually, listen } from './chat-clients';

const RECONNECT_MS = 200;

let server: TestServer;
let socketUrl: string;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  // Some tests write a page and more of history through the socket, faster than a member may.
  server = await startTestServer({ realtime: { memberSendsPerWindow: 1000 } });
  socketUrl = await listen(server.app);
  alice = await server.createMember('client_alice');
  bob = await server.createMember('client_bob');
});
afterAll(async () => {
  await server?.close();
});

/** What the browser gives the client: its events, whether it is online, its stored token. */
class Device {
  online = true;
  token: string | null = null;
  readonly windowEvents = new EventTarget();
  readonly documentEvents = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  /** Every socket the client opened, newest last. */
  readonly sockets: WebSocket[] = [];
  readonly historyQueries: HistoryQuery[] = [];

  goOffline() {
    this.online = false;
    this.windowEvents.dispatchEvent(new Event('offline'));
  }
  goOnline() {
    this.online = true;
    this.windowEvents.dispatchEvent(new Event('online'));
  }
  wake() {
    this.documentEvents.visibilityState = 'visible';
    this.documentEvents.dispatchEvent(new Event('visibilitychange'));
  }
}

const running: ChatConnection[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((connection) => connection.stop()));
});

function chatOn(device: Device): { connection: ChatConnection; room: ChatRoom } {
  const connection = createChatConnection({
    url: () => socketUrl,
    token: () => device.token,
    webSocketFactory: (url, protocols) => {
      // Offline, a socket fails to open as a browser's does: nothing listens there.
      const socket = new WebSocket(device.online ? url : 'ws://127.0.0.1:9/ws', protocols);
      device.sockets.push(socket);
      return socket as unknown as IStompSocket;
    },
    windowEvents: device.windowEvents,
    documentEvents: device.documentEvents,
    isOnline: () => device.online,
    reconnectDelayMs: RECONNECT_MS,
    probeTimeoutMs: 1500,
  });
  const room = createChatRoom({
    connection,
    fetchHistory: async (query) => {
      device.historyQueries.push(query);
      if (!device.online) throw new TypeError('Failed to fetch');
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)]),
      );
      // Through inject: a kept-alive socket of fetch's would hold the server's close.
      const reply = await server.client().get(`/api${CHAT_PATHS.messages}?${search}`);
      return chatHistorySchema.parse(reply.json());
    },
  });
  running.push(connection);
  return { connection, room };
}

/** Sends as a member from another device and waits until the room has stored it. */
async function say(member: Member, text: string): Promise<void> {
  const stomp = await connectStomp(socketUrl, { token: member.token });
  await stomp.send(DESTINATIONS.sendMessage, text);
  await stomp.close();
}

const textsOf = (room: ChatRoom) => room.getState().messages.map((message) => message.text);
const connected = (connection: ChatConnection) =>
  eventually(() => connection.getState().status === 'connected', 5000);

describe('the room after a reconnect', () => {
  it('loads the latest page, hears new messages live, and fills what it missed offline', async () => {
    await say(alice, 'gap: before');
    const device = new Device();
    const { connection, room } = chatOn(device);
    const states: string[] = [];
    connection.onState(() => states.push(connection.getState().status));
    room.start();
    await connected(connection);
    await eventually(() => room.getState().loaded);
    expect(textsOf(room).at(-1)).toBe('gap: before');

    await say(bob, 'gap: live');
    await eventually(() => textsOf(room).at(-1) === 'gap: live');

    device.goOffline();
    await eventually(() => connection.getState().status === 'offline');
    await say(alice, 'gap: missed 1');
    await say(bob, 'gap: missed 2');
    expect(textsOf(room)).not.toContain('gap: missed 1');

    device.goOnline();
    await connected(connection);
    await eventually(() => textsOf(room).at(-1) === 'gap: missed 2');
    expect(textsOf(room).filter((text) => text.startsWith('gap:'))).toEqual([
      'gap: before',
      'gap: live',
      'gap: missed 1',
      'gap: missed 2',
    ]);
    expect(states).toEqual(['connected', 'offline', 'connecting', 'connected']);
    expect(connection.getState().wasConnected).toBe(true);
    // The gap was asked after the last message seen, not the whole room again.
    const lastQuery = device.historyQueries.at(-1)!;
    expect(lastQuery.after).toBeGreaterThan(0);
    expect(lastQuery.size).toBe(CHAT_LIMITS.historyMaxSize);
    // Ids are unique and in order: nothing twice.
    const ids = room.getState().messages.map((message) => message.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });

  it('on waking, keeps a socket that answers and replaces one that went silent', async () => {
    const device = new Device();
    const { connection, room } = chatOn(device);
    room.start();
    await connected(connection);

    device.wake();
    // A second check, awaited: it ends after the one the wake started.
    await connection.resume();
    expect(device.sockets).toHaveLength(1);
    expect(connection.getState().status).toBe('connected');

    // The phone slept: the socket reads nothing more, though nobody closed it.
    device.sockets[0]!.pause();
    await say(alice, 'slept through this');
    device.wake();
    await eventually(() => device.sockets.length === 2, 5000);
    await connected(connection);
    await eventually(() => textsOf(room).at(-1) === 'slept through this');
    expect(textsOf(room).filter((text) => text === 'slept through this')).toHaveLength(1);
  });

  it('pages back with `before` without losing or doubling a message', async () => {
    for (let n = 1; n <= CHAT_LIMITS.historyDefaultSize + 5; n++) await say(bob, `page ${n}`);
    const device = new Device();
    const { connection, room } = chatOn(device);
    room.start();
    await connected(connection);
    await eventually(() => room.getState().loaded);
    expect(room.getState().messages).toHaveLength(CHAT_LIMITS.historyDefaultSize);
    expect(room.getState().hasOlder).toBe(true);
    await room.loadOlder();
    const texts = textsOf(room).filter((text) => text.startsWith('page '));
    expect(texts).toEqual(
      Array.from({ length: CHAT_LIMITS.historyDefaultSize + 5 }, (_, i) => `page ${i + 1}`),
    );
  });
});

describe('signing in and out', () => {
  it('reconnects with the new token, and as a visitor after sign-out', async () => {
    const device = new Device();
    const { connection, room } = chatOn(device);
    room.start();
    await connected(connection);
    expect(connection.socketToken()).toBeNull();

    device.token = alice.token;
    await connection.syncToken();
    await connected(connection);
    expect(connection.socketToken()).toBe(alice.token);
    expect(device.sockets).toHaveLength(2);
    await connection.publish(DESTINATIONS.sendMessage, 'signed in as alice');
    const last = await server.app.db
      .selectFrom('chat_messages')
      .select(['sender_id', 'text'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ sender_id: alice.id, text: 'signed in as alice' });

    device.token = null;
    await connection.syncToken();
    await connected(connection);
    expect(connection.socketToken()).toBeNull();
    expect(device.sockets).toHaveLength(3);
  });

  it('reads the room as a visitor once the server says the session has ended', async () => {
    const carol = await server.createMember('client_carol');
    const device = new Device();
    device.token = carol.token;
    const { connection, room } = chatOn(device);
    let ended = 0;
    connection.onSessionEnded(() => ended++);
    room.start();
    await connected(connection);
    expect(connection.socketToken()).toBe(carol.token);

    // Signed out on another device: the stored token names a session that is gone.
    const signout = await carol.client.post('/api/auth/signout');
    expect(signout.statusCode).toBeLessThan(300);
    await expect(connection.publish(DESTINATIONS.sendMessage, 'after sign-out')).rejects.toThrow(
      TypeError,
    );
    await eventually(() => ended === 1);
    await connected(connection);
    expect(connection.socketToken()).toBeNull();
    await say(bob, 'still live after the session ended');
    await eventually(() => textsOf(room).at(-1) === 'still live after the session ended');
    expect(ended).toBe(1);
  });
});

describe('the outbox sender', () => {
  const entry = (text: string, id = randomUUID()): OutboxEntry<ChatSendPayload> => ({
    id,
    kind: 'chat.send',
    payload: { text },
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: 0,
    lastError: null,
    lastStatus: null,
    state: 'sending',
    ownerId: alice.id,
    uncertain: false,
  });
  const asAlice = () => ({ headers: { Authorization: `Bearer ${alice.token}` } });
  const storedTexts = async () =>
    (
      await server.app.db
        .selectFrom('chat_messages')
        .select('text')
        .where('sender_id', '=', alice.id)
        .execute()
    ).map((row) => row.text);

  it('answers 200 at the RECEIPT with the message in the room, once per key', async () => {
    const device = new Device();
    device.token = alice.token;
    const { connection, room } = chatOn(device);
    const send = createChatSender(connection, room);
    room.start();
    await connected(connection);

    const once = entry('sent once, answered twice');
    const first = await send(once, asAlice());
    expect(first.status).toBe(200);
    // Already in the room when the outbox lets the entry go: it never blinks off screen.
    expect(textsOf(room).at(-1)).toBe('sent once, answered twice');
    // ...and stands for the entry, so the screen does not show it twice meanwhile.
    expect(room.getState().echoed.has(once.id)).toBe(true);
    // The RECEIPT was lost, say: the outbox sends the same entry again.
    const again = await send(once, asAlice());
    expect(again.status).toBe(200);
    const stored = await storedTexts();
    expect(stored.filter((text) => text === 'sent once, answered twice')).toHaveLength(1);
  });

  it("reads a refusal of its SEND as the server's 4xx, with its message", async () => {
    const device = new Device();
    device.token = alice.token;
    const { connection, room } = chatOn(device);
    const send = createChatSender(connection, room);
    room.start();
    await connected(connection);
    const refused = await send(entry('x'.repeat(CHAT_LIMITS.textMaxLength + 1)), asAlice());
    expect(refused.status).toBe(400);
    expect(JSON.parse(await refused.text())).toEqual({ message: CHAT_TEXT.tooLong });
  });

  it('fails as a network error without a socket, or with one of another member', async () => {
    const device = new Device();
    device.token = alice.token;
    const { connection, room } = chatOn(device);
    const send = createChatSender(connection, room);
    device.online = false;
    room.start();
    await expect(send(entry('not yet'), asAlice())).rejects.toThrow(TypeError);

    device.online = true;
    await connected(connection);
    // The outbox sends for Bob now (he signed in); the socket still speaks for Alice.
    await expect(
      send(entry('not as alice'), { headers: { Authorization: `Bearer ${bob.token}` } }),
    ).rejects.toThrow(TypeError);
    expect(await storedTexts()).not.toContain('not as alice');
  });
});
