/**
 * Delivery of conversation messages: live to every member's open sockets on
 * /user/queue/messages (and to nobody else's), once per Idempotency-Key, and as a push notice
 * to members with no socket open, at most one per conversation per interval.
 */
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATIONS } from '../../src/contract/chat';
import {
  CONVERSATION_LIMITS,
  conversationMessageSchema,
  type Conversation,
  type ConversationMessage,
} from '../../src/contract/conversations';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '../../src/contract/idempotency';
import type { PushPayload } from '../../src/contract/push';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { PushSubscriber, startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import { connectStomp, eventually, listen, type StompTestClient } from './chat-clients';

let server: TestServer;
let url: string;
let receiver: PushReceiver;
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
const sockets: StompTestClient[] = [];

beforeAll(async () => {
  // The test's push service listens on 127.0.0.1, which production refuses.
  server = await startTestServer({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  url = await listen(server.app);
  receiver = await startPushReceiver();
  [alice, bob, carol, dave] = await Promise.all([
    server.createMember('live_alice'),
    server.createMember('live_bob'),
    server.createMember('live_carol'),
    server.createMember('live_dave'),
  ]);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
  await receiver?.close();
});

async function start(member: Member, body: object): Promise<Conversation> {
  const reply = await member.client.post('/api/conversations', body);
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return reply.json<Conversation>();
}

async function say(member: Member, id: number, text: string): Promise<ConversationMessage> {
  const reply = await member.client.post(`/api/conversations/${id}/messages`, { text });
  expect(reply.statusCode, reply.body).toBe(201);
  return conversationMessageSchema.parse(reply.json());
}

/** A socket of `member`, subscribed to their conversations queue; returns what arrives. */
async function listenAs(member: Member): Promise<IMessage[]> {
  const socket = await connectStomp(url, { token: member.token });
  sockets.push(socket);
  return socket.subscribe(DESTINATIONS.conversations);
}

const bodies = (messages: IMessage[]) =>
  messages.map((message) => conversationMessageSchema.parse(JSON.parse(message.body)));

describe('live delivery', () => {
  it('reaches every member’s sockets, the sender’s other device too, and no one else', async () => {
    const [aliceOtherDevice, bobPhone, bobLaptop, carolPhone] = await Promise.all([
      listenAs(alice),
      listenAs(bob),
      listenAs(bob),
      listenAs(carol),
    ]);
    const group = await start(alice, {
      kind: 'group',
      name: 'Night ride',
      memberIds: [bob.id, dave.id],
    });
    const sent = await say(alice, group.id, 'Lights on, 9 pm');
    expect(sent).toMatchObject({ conversationId: group.id, text: 'Lights on, 9 pm' });

    for (const inbox of [aliceOtherDevice, bobPhone, bobLaptop]) {
      await eventually(() => inbox.length === 1);
      expect(bodies(inbox)).toEqual([sent]);
    }
    expect(bobPhone[0]!.headers.destination).toBe(DESTINATIONS.conversations);

    // Carol's own conversation, sent after: once she has it, the earlier one would have come.
    const hers = await start(carol, { kind: 'direct', memberId: alice.id });
    const barrier = await say(alice, hers.id, 'Only for Carol');
    await eventually(() => carolPhone.length === 1);
    expect(bodies(carolPhone)).toEqual([barrier]);
  });

  it('a retried send with the same Idempotency-Key is stored and delivered once', async () => {
    const bobSocket = await listenAs(bob);
    const direct = await start(alice, { kind: 'direct', memberId: bob.id });
    const key = '6f1d4c1e-4a34-4d6b-9d37-2a5f3f0a9b11';
    const post = () =>
      alice.client.request({
        method: 'POST',
        url: `/api/conversations/${direct.id}/messages`,
        payload: { text: 'Sent from a tunnel' },
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
    const first = await post();
    const again = await post();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENCY_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(first.json());

    const barrier = await say(alice, direct.id, 'After the tunnel');
    await eventually(() => bobSocket.length === 2);
    expect(bodies(bobSocket).map((m) => m.text)).toEqual([
      'Sent from a tunnel',
      'After the tunnel',
    ]);
    expect(barrier.id).toBe(first.json<ConversationMessage>().id + 1);
  });
});

describe('push to members without an open socket', () => {
  it('one notice per conversation per interval, tagged so later ones replace it', async () => {
    const daveDevice = new PushSubscriber(`${receiver.origin}/push/dave`);
    const bobDevice = new PushSubscriber(`${receiver.origin}/push/bob`);
    for (const [member, device] of [
      [dave, daveDevice],
      [bob, bobDevice],
    ] as const) {
      const reply = await member.client.post('/api/push/subscriptions', device.toJSON());
      expect(reply.statusCode, reply.body).toBe(204);
    }
    // Bob has sockets open from the tests above; Dave has none.
    expect(server.app.realtime.isConnected(bob.id)).toBe(true);
    expect(server.app.realtime.isConnected(dave.id)).toBe(false);

    const group = await start(alice, {
      kind: 'group',
      name: 'Gravel crew',
      memberIds: [bob.id, dave.id],
    });
    const long = 'Meet at the bridge. '.repeat(20);
    const before = receiver.received.length;
    await say(alice, group.id, long);
    const [push] = (await receiver.waitFor(before + 1)).slice(before);
    expect(push!.path).toBe('/push/dave');
    const payload = JSON.parse(daveDevice.decrypt(push!.body)) as PushPayload;
    expect(payload).toEqual({
      title: 'Member live_alice in Gravel crew',
      body: `${long.slice(0, CONVERSATION_LIMITS.pushBodyMaxLength - 1)}…`,
      url: `/messges?conversation=${group.id}`,
      tag: `conversation-${group.id}`,
    });

    // Within the interval: no second notice. A direct message after it is the barrier.
    await say(alice, group.id, 'Bring a spare tube');
    const direct = await start(alice, { kind: 'direct', memberId: dave.id });
    await say(alice, direct.id, 'Are you coming?');
    const next = (await receiver.waitFor(before + 2)).slice(before + 1);
    expect(next.map((p) => p.path)).toEqual(['/push/dave']);
    expect(JSON.parse(daveDevice.decrypt(next[0]!.body))).toMatchObject({
      title: 'Member live_alice',
      body: 'Are you coming?',
      tag: `conversation-${direct.id}`,
    });

    // Once the interval has passed, the group may notify again.
    const longAgo = new Date(Date.now() - CONVERSATION_LIMITS.pushIntervalMs - 1000).toISOString();
    await server.app.db
      .updateTable('conversation_members')
      .set({ last_pushed_at: longAgo })
      .where('conversation_id', '=', group.id)
      .execute();
    await say(alice, group.id, 'Leaving now');
    const last = (await receiver.waitFor(before + 3)).slice(before + 2);
    expect(last.map((p) => p.path)).toEqual(['/push/dave']);
    expect(JSON.parse(daveDevice.decrypt(last[0]!.body))).toMatchObject({ body: 'Leaving now' });
    expect(receiver.received.slice(before).every((p) => p.path !== '/push/bob')).toBe(true);
  });
});
