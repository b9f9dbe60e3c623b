/**
 * Unread counts per member and conversation: kept by the server (so a reload shows them as they
 * were), cleared when the member reads, and told live on /user/queue/unread to each member's own
 * sockets whenever one changes, with the member's new total.
 */
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATIONS } from '../../src/contract/chat';
import {
  unreadChangeSchema,
  unreadCountsSchema,
  type Conversation,
  type ConversationMessage,
  type UnreadChange,
} from '../../src/contract/conversations';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectStomp, eventually, listen, type StompTestClient } from './chat-clients';

let server: TestServer;
let url: string;
let alice: Member;
let bob: Member;
let carol: Member;
const sockets: StompTestClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  url = await listen(server.app);
  [alice, bob, carol] = await Promise.all([
    server.createMember('unread_alice'),
    server.createMember('unread_bob'),
    server.createMember('unread_carol'),
  ]);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
});

async function start(member: Member, body: object): Promise<Conversation> {
  const reply = await member.client.post('/api/conversations', body);
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return reply.json<Conversation>();
}

async function say(member: Member, id: number, text: string): Promise<ConversationMessage> {
  const reply = await member.client.post(`/api/conversations/${id}/messages`, { text });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<ConversationMessage>();
}

async function unreadOf(member: Member) {
  const reply = await member.client.get('/api/conversations/unread');
  expect(reply.statusCode, reply.body).toBe(200);
  const counts = unreadCountsSchema.parse(reply.json());
  return {
    total: counts.total,
    by: Object.fromEntries(counts.conversations.map((c) => [c.conversationId, c.unreadCount])),
  };
}

/** A socket of `member` on their unread queue; returns the changes as they arrive. */
async function watchUnread(member: Member): Promise<IMessage[]> {
  const socket = await connectStomp(url, { token: member.token });
  sockets.push(socket);
  return socket.subscribe(DESTINATIONS.unread);
}

const changes = (frames: IMessage[]): UnreadChange[] =>
  frames.map((frame) => unreadChangeSchema.parse(JSON.parse(frame.body)));

describe('unread counts', () => {
  it('are for signed-in members only', async () => {
    const reply = await server.client().get('/api/conversations/unread');
    expect(reply.statusCode).toBe(401);
    expect(await unreadOf(carol)).toEqual({ total: 0, by: {} });
  });

  it('count others’ messages per conversation, live and after a reload, until read', async () => {
    const [bobPhone, bobLaptop, alicePhone, carolPhone] = await Promise.all([
      watchUnread(bob),
      watchUnread(bob),
      watchUnread(alice),
      watchUnread(carol),
    ]);
    const direct = await start(alice, { kind: 'direct', memberId: bob.id });
    const group = await start(alice, { kind: 'group', name: 'Dawn crew', memberIds: [bob.id] });

    await say(alice, direct.id, 'Riding tomorrow?');
    await say(alice, direct.id, 'Six at the lake');
    await say(alice, group.id, 'Bring lights');

    for (const phone of [bobPhone, bobLaptop]) {
      await eventually(() => phone.length === 3);
      expect(changes(phone)).toEqual([
        { conversationId: direct.id, unreadCount: 1, total: 1 },
        { conversationId: direct.id, unreadCount: 2, total: 2 },
        { conversationId: group.id, unreadCount: 1, total: 3 },
      ]);
    }
    // The sender's own messages are never unread for them.
    await eventually(() => alicePhone.length === 3);
    expect(changes(alicePhone).every((change) => change.total === 0)).toBe(true);

    // A reload asks the server: the same counts, and the inbox agrees.
    expect(await unreadOf(bob)).toEqual({ total: 3, by: { [direct.id]: 2, [group.id]: 1 } });
    const inbox = await bob.client.get('/api/conversations');
    const counts = Object.fromEntries(
      inbox.json<{ content: Conversation[] }>().content.map((c) => [c.id, c.unreadCount]),
    );
    expect(counts).toMatchObject({ [direct.id]: 2, [group.id]: 1 });

    // Read on the phone: the laptop hears it too, and a reload shows it cleared.
    const latestDirect = (await bob.client.get(`/api/conversations/${direct.id}/messages`))
      .json<{ content: ConversationMessage[] }>()
      .content.at(-1)!;
    const read = await bob.client.post(`/api/conversations/${direct.id}/read`, {
      messageId: latestDirect.id,
    });
    expect(read.statusCode, read.body).toBe(204);
    await eventually(() => bobLaptop.length === 4);
    expect(changes(bobLaptop).at(-1)).toEqual({
      conversationId: direct.id,
      unreadCount: 0,
      total: 1,
    });
    expect(await unreadOf(bob)).toEqual({ total: 1, by: { [group.id]: 1 } });

    // Bob answers in the group: he has read it up to his own message.
    await say(bob, group.id, 'Will do');
    await eventually(() => bobPhone.length === 5);
    expect(changes(bobPhone).at(-1)).toEqual({
      conversationId: group.id,
      unreadCount: 0,
      total: 0,
    });

    // Carol is in none of these: she heard nothing of them.
    const hers = await start(carol, { kind: 'direct', memberId: alice.id });
    await say(alice, hers.id, 'Hello Carol');
    await eventually(() => carolPhone.length === 1);
    expect(changes(carolPhone)).toEqual([{ conversationId: hers.id, unreadCount: 1, total: 1 }]);
  });

  it('leaving a group takes its unread messages out of the total', async () => {
    const group = await start(alice, { kind: 'group', name: 'Gravel', memberIds: [carol.id] });
    await say(alice, group.id, 'Gravel on Friday');
    const before = await unreadOf(carol);
    expect(before.by[group.id]).toBe(1);
    const carolPhone = await watchUnread(carol);

    const left = await carol.client.post(`/api/conversations/${group.id}/leave`);
    expect(left.statusCode, left.body).toBe(204);
    await eventually(() => carolPhone.length === 1);
    expect(changes(carolPhone)).toEqual([
      { conversationId: group.id, unreadCount: 0, total: before.total - 1 },
    ]);
    expect((await unreadOf(carol)).by[group.id]).toBeUndefined();
  });
});
