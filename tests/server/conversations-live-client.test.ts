/**
 * The app's chat module hearing conversations (src/client/lib/chat/conversation-feed.ts)
 * against the real server: a member's socket hears their messages, again after a reconnect,
 * and a visitor's socket, which may not subscribe to a member's queue, is not closed for it
 * and keeps reading the room. A queue asked for later (a ride page's chat) is heard even when
 * it is asked for while the socket is still renewing the others, and tells its caller each
 * time the server has it, so the caller can fetch what came before.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { IStompSocket } from '@stomp/stompjs';
import { DESTINATIONS } from '../../src/contract/chat';
import type { Conversation, ConversationMessage } from '../../src/contract/conversations';
import { createChatConnection, type ChatConnection } from '../../src/client/lib/chat/connection';
import { createConversationFeed } from '../../src/client/lib/chat/conversation-feed';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectStomp, eventually, listen } from './chat-clients';

let server: TestServer;
let socketUrl: string;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer();
  socketUrl = await listen(server.app);
  [alice, bob] = await Promise.all([
    server.createMember('feed_alice'),
    server.createMember('feed_bob'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const running: ChatConnection[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((connection) => connection.stop()));
});

/** Called once, right after the socket sends its first SUBSCRIBE frame. */
let afterFirstSubscribe: (() => void) | null = null;

function connectionAs(token: string | null, sockets: WebSocket[] = []) {
  const connection = createChatConnection({
    url: () => socketUrl,
    token: () => token,
    webSocketFactory: (url, protocols) => {
      const socket = new WebSocket(url, protocols);
      const send = socket.send.bind(socket);
      socket.send = ((data: string) => {
        send(data);
        if (!String(data).startsWith('SUBSCRIBE') || !afterFirstSubscribe) return;
        const then = afterFirstSubscribe;
        afterFirstSubscribe = null;
        then();
      }) as typeof socket.send;
      sockets.push(socket);
      return socket as unknown as IStompSocket;
    },
    reconnectDelayMs: 200,
  });
  running.push(connection);
  return connection;
}

function chatAs(token: string | null) {
  const sockets: WebSocket[] = [];
  const connection = connectionAs(token, sockets);
  const feed = createConversationFeed(connection);
  const heard: ConversationMessage[] = [];
  feed.onMessage((message) => heard.push(message));
  return { connection, heard, sockets };
}

async function direct(from: Member, to: Member): Promise<Conversation> {
  const reply = await from.client.post('/api/conversations', { kind: 'direct', memberId: to.id });
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return reply.json<Conversation>();
}

async function say(member: Member, id: number, text: string): Promise<ConversationMessage> {
  const reply = await member.client.post(`/api/conversations/${id}/messages`, { text });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<ConversationMessage>();
}

describe('conversation feed', () => {
  it('hears the member’s messages, and again after the socket was dropped', async () => {
    const { connection, heard, sockets } = chatAs(bob.token);
    connection.start();
    await eventually(() => connection.isConnected());
    const conversation = await direct(alice, bob);

    const first = await say(alice, conversation.id, 'Puncture, start without me');
    await eventually(() => heard.length === 1);
    expect(heard).toEqual([first]);

    sockets.at(-1)!.terminate();
    await eventually(() => !connection.isConnected());
    await eventually(() => connection.isConnected(), 5000);
    const second = await say(alice, conversation.id, 'Fixed, catching up');
    await eventually(() => heard.length === 2);
    expect(heard[1]).toEqual(second);
  });

  it('is not subscribed on a visitor’s socket, which stays open and reads the room', async () => {
    const { connection, heard, sockets } = chatAs(null);
    const room: string[] = [];
    connection.subscribe(DESTINATIONS.room, (message) => room.push(message.body));
    connection.start();
    await eventually(() => connection.isConnected());

    const stomp = await connectStomp(socketUrl, { token: alice.token });
    await stomp.send(DESTINATIONS.sendMessage, 'Visitors welcome on Sunday');
    await stomp.close();

    await eventually(() => room.length === 1);
    expect(JSON.parse(room[0]!)).toMatchObject({ text: 'Visitors welcome on Sunday' });
    expect(sockets).toHaveLength(1);
    expect(connection.isConnected()).toBe(true);
    expect(heard).toEqual([]);
  });
});

describe('a queue asked for after the socket started', () => {
  it('is subscribed even when asked for while the others are being renewed', async () => {
    const connection = connectionAs(bob.token);
    connection.subscribe(DESTINATIONS.room, () => undefined);
    const heard: string[] = [];
    // Between CONNECTED and the server's RECEIPT for the room: the socket is not 'connected' yet.
    afterFirstSubscribe = () =>
      connection.subscribe(DESTINATIONS.conversations, (frame) => heard.push(frame.body), {
        memberOnly: true,
      });
    connection.start();
    await eventually(() => connection.isConnected());
    expect(afterFirstSubscribe).toBeNull();

    const conversation = await direct(alice, bob);
    const message = await say(alice, conversation.id, 'Meet at the lake, not the bridge');
    await eventually(() => heard.length === 1);
    expect(JSON.parse(heard[0]!)).toMatchObject({ id: message.id, text: message.text });
  });

  it('tells its caller when the server has it, and again after each reconnect', async () => {
    const sockets: WebSocket[] = [];
    const connection = connectionAs(bob.token, sockets);
    connection.start();
    await eventually(() => connection.isConnected());
    let listening = 0;
    const heard: string[] = [];
    connection.subscribe(DESTINATIONS.conversations, (frame) => heard.push(frame.body), {
      memberOnly: true,
      onListening: () => listening++,
    });
    await eventually(() => listening === 1);
    // Told only once the server has it: a message sent now is heard.
    const conversation = await direct(alice, bob);
    await say(alice, conversation.id, 'Told after the receipt');
    await eventually(() => heard.length === 1);

    sockets.at(-1)!.terminate();
    await eventually(() => !connection.isConnected());
    await eventually(() => connection.isConnected(), 5000);
    await eventually(() => listening === 2);
    // A second caller of a queue the socket already has is told at once, and the first is not
    // told again.
    let second = 0;
    connection.subscribe(DESTINATIONS.conversations, () => undefined, {
      memberOnly: true,
      onListening: () => second++,
    });
    await eventually(() => second === 1);
    expect(listening).toBe(2);
  });
});
