/**
 * In-app notices: `app.notify` reaches a member's open chat sockets on
 * /user/queue/notifications as well as their push devices, so a member with the app open but
 * without push permission still hears of it; nobody else's socket gets it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATIONS } from '../../src/contract/chat';
import { pushPayloadSchema, type PushPayload } from '../../src/contract/push';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectStomp, eventually, listen, type StompTestClient } from './chat-clients';

let server: TestServer;
let url: string;
let alice: Member;
let bob: Member;
const sockets: StompTestClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  url = await listen(server.app);
  [alice, bob] = await Promise.all([
    server.createMember('notice_alice'),
    server.createMember('notice_bob'),
  ]);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
});

async function noticesOf(member: Member) {
  const socket = await connectStomp(url, { token: member.token });
  sockets.push(socket);
  return socket.subscribe(DESTINATIONS.notifications);
}

describe('notify over the chat socket', () => {
  it('reaches each open socket of the member, with no push subscription, and no one else', async () => {
    const [phone, laptop, others] = await Promise.all([
      noticesOf(alice),
      noticesOf(alice),
      noticesOf(bob),
    ]);
    const payload: PushPayload = {
      title: 'Your bug was solved',
      body: 'The map loads again',
      url: '/bugs',
      tag: 'bug-12',
    };

    const result = await server.app.notify([alice.id, alice.id], 'bugs', payload);

    // No device subscribed to push: the socket is the only way the notice went.
    expect(result).toEqual({ sent: 0, removed: 0, failed: 0 });
    for (const notices of [phone, laptop]) {
      await eventually(() => notices.length === 1);
      expect(notices[0]!.headers.destination).toBe(DESTINATIONS.notifications);
      expect(pushPayloadSchema.parse(JSON.parse(notices[0]!.body))).toEqual(payload);
    }
    // Bob's socket heard nothing meanwhile: a notice for him now comes first in his queue.
    await server.app.notify([bob.id], 'bugs', { ...payload, tag: 'bug-13' });
    await eventually(() => others.length === 1);
    expect(JSON.parse(others[0]!.body)).toMatchObject({ tag: 'bug-13' });
    expect(phone).toHaveLength(1);
  });
});
