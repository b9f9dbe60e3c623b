/**
 * The STOMP endpoint at /ws with its real settings (10 s heart-beats), driven by
 * @stomp/stompjs clients and by raw WebSockets writing frames by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_TEXT, DESTINATIONS, type ChatRefusal } from '../../src/contract/chat';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectFrame, connectStomp, eventually, listen, openRaw } from './chat-clients';

const ECHO = '/app/test-echo';
const TOPIC = DESTINATIONS.room;

let server: TestServer;
let url: string;
let alice: Member;
let bob: Member;
const echoed: { userId: number; body: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // A destination of the test's own, so the socket is tested apart from the chat room.
  server.app.realtime.onSend(ECHO, ({ user, body, refuse }) => {
    if (body === 'refuse me') return refuse('Refused by the handler');
    echoed.push({ userId: user.id, body });
  });
  url = await listen(server.app);
  alice = await server.createMember('socket_alice');
  bob = await server.createMember('socket_bob');
});
afterAll(async () => {
  await server?.close();
});

describe('connecting', () => {
  it('negotiates STOMP 1.2 and 10000 ms heart-beats each way', async () => {
    const stomp = await connectStomp(url, { token: alice.token, heartbeat: [10_000, 10_000] });
    expect(stomp.connected.headers.version).toBe('1.2');
    expect(stomp.connected.headers['heart-beat']).toBe('10000,10000');
    expect(stomp.connected.headers['user-name']).toBe('socket_alice');
    await stomp.close();
  });

  it('picks the first subprotocol the client offers that it speaks', async () => {
    const raw = await openRaw(url, ['v11.stomp', 'v12.stomp']);
    expect(raw.socket.protocol).toBe('v11.stomp');
    raw.socket.close();
    const other = await openRaw(url, ['mqtt', 'v12.stomp']);
    expect(other.socket.protocol).toBe('v12.stomp');
    other.socket.close();
  });

  it('negotiates the lower common version and refuses a client with none in common', async () => {
    const raw = await openRaw(url);
    raw.send('CONNECT\naccept-version:1.0,1.1\nheart-beat:0,0\n\n\0');
    expect((await raw.next('CONNECTED')).headers).toMatchObject({ version: '1.1' });
    raw.socket.close();
    const old = await openRaw(url);
    old.send('CONNECT\naccept-version:2.0\n\n\0');
    expect((await old.next('ERROR')).headers.message).toMatch(/versions/);
    await old.closed;
  });

  it('refuses a frame other than CONNECT before CONNECT, then closes', async () => {
    const raw = await openRaw(url);
    raw.send(`SUBSCRIBE\nid:0\ndestination:${TOPIC}\n\n\0`);
    expect((await raw.next('ERROR')).headers.message).toMatch(/Expected CONNECT/);
    await raw.closed;
  });

  it('refuses a signed-out token with "session ended" and closes', async () => {
    const carol = await server.createMember('socket_carol');
    const signout = await carol.client.post('/api/auth/signout');
    expect(signout.statusCode).toBeLessThan(300);
    const raw = await openRaw(url);
    raw.send(connectFrame({ Authorization: `Bearer ${carol.token}` }));
    const error = await raw.next('ERROR');
    expect(error.headers.message).toBe(SERVER_MESSAGE.sessionEnded);
    expect(raw.frames.some((frame) => frame.command === 'CONNECTED')).toBe(false);
    await raw.closed;
    await expect(connectStomp(url, { token: 'not-a-token' })).rejects.toThrow(
      SERVER_MESSAGE.sessionEnded,
    );
  });
});

describe('subscribing and publishing', () => {
  it('delivers one publish to every subscriber, visitors included', async () => {
    const clients = await Promise.all([
      connectStomp(url, { token: alice.token }),
      connectStomp(url, { token: bob.token }),
      connectStomp(url),
    ]);
    const inboxes = await Promise.all(clients.map((client) => client.subscribe(TOPIC)));
    await server.app.realtime.publish(TOPIC, { n: 1, text: 'Ride at 6' });
    for (const inbox of inboxes) {
      await eventually(() => inbox.length === 1);
      expect(JSON.parse(inbox[0]!.body)).toEqual({ n: 1, text: 'Ride at 6' });
      expect(inbox[0]!.headers['content-type']).toBe('application/json');
      expect(inbox[0]!.headers.destination).toBe(TOPIC);
    }
    await Promise.all(clients.map((client) => client.close()));
  });

  it('sends to every socket of a member and to no one else', async () => {
    const [aliceOne, aliceTwo, bobs] = await Promise.all([
      connectStomp(url, { token: alice.token }),
      connectStomp(url, { token: alice.token }),
      connectStomp(url, { token: bob.token }),
    ]);
    const queue = DESTINATIONS.notifications;
    const inboxes = await Promise.all([aliceOne, aliceTwo, bobs].map((c) => c.subscribe(queue)));
    expect(server.app.realtime.isConnected(alice.id)).toBe(true);
    await server.app.realtime.sendToUser([alice.id], queue, { title: 'For Alice' });
    await eventually(() => inboxes[0]!.length === 1 && inboxes[1]!.length === 1);
    // A later message to Bob arrives, so one to Alice would have arrived before it.
    await server.app.realtime.sendToUser([bob.id], queue, { title: 'For Bob' });
    await eventually(() => inboxes[2]!.length === 1);
    expect(JSON.parse(inboxes[2]![0]!.body)).toEqual({ title: 'For Bob' });
    await Promise.all([aliceOne, aliceTwo, bobs].map((client) => client.close()));
    await eventually(() => !server.app.realtime.isConnected(alice.id));
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const raw = await openRaw(url);
    raw.send(connectFrame());
    raw.send(`SUBSCRIBE\nid:s1\ndestination:${TOPIC}\n\n\0`);
    raw.send(`UNSUBSCRIBE\nid:s1\nreceipt:u1\n\n\0`);
    await raw.next('RECEIPT');
    // On PostgreSQL a publish reaches the sockets through NOTIFY, after publish() returns: a
    // witness still subscribed shows when the server has handed it out to every socket.
    const witness = await connectStomp(url);
    const witnessed = await witness.subscribe(TOPIC);
    await server.app.realtime.publish(TOPIC, { n: 2 });
    await eventually(() => witnessed.length === 1);
    // A receipt asked for after that comes after any MESSAGE the server wrote to this socket.
    raw.send(`SUBSCRIBE\nid:s2\ndestination:${TOPIC}\nreceipt:s2\n\n\0`);
    await eventually(() => raw.frames.filter((frame) => frame.command === 'RECEIPT').length === 2);
    expect(raw.frames.filter((frame) => frame.command === 'MESSAGE')).toHaveLength(0);
    raw.socket.close();
    await witness.close();
  });

  it('refuses a visitor a member queue, and a destination that does not exist', async () => {
    const visitor = await openRaw(url);
    visitor.send(connectFrame());
    visitor.send(`SUBSCRIBE\nid:0\ndestination:${DESTINATIONS.conversations}\n\n\0`);
    expect((await visitor.next('ERROR')).headers.message).toMatch(/Sign in/);
    await visitor.closed;
    const member = await openRaw(url);
    member.send(connectFrame({ Authorization: `Bearer ${alice.token}` }));
    member.send('SUBSCRIBE\nid:0\ndestination:/topic/secrets\n\n\0');
    expect((await member.next('ERROR')).headers.message).toMatch(/No such destination/);
    await member.closed;
  });
});

describe('sending', () => {
  it('hands a member SEND to the destination handler, with a receipt', async () => {
    const stomp = await connectStomp(url, { token: bob.token });
    await stomp.send(ECHO, 'hello from bob');
    expect(echoed).toContainEqual({ userId: bob.id, body: 'hello from bob' });
    await stomp.close();
  });

  it('refuses a visitor SEND on /user/queue/errors and keeps the socket open', async () => {
    const visitor = await connectStomp(url);
    const errors = await visitor.subscribe(DESTINATIONS.errors);
    const room = await visitor.subscribe(TOPIC);
    await visitor.send(ECHO, 'let me in');
    expect(errors.map((m) => JSON.parse(m.body) as ChatRefusal)).toEqual([
      { destination: ECHO, message: CHAT_TEXT.signInToSend, receiptId: expect.any(String) },
    ]);
    expect(echoed.some((entry) => entry.body === 'let me in')).toBe(false);
    await server.app.realtime.publish(TOPIC, { still: 'open' });
    await eventually(() => room.length === 1);
    expect(visitor.isOpen()).toBe(true);
    await visitor.close();
  });

  it('passes on a refusal of the handler to the sender only', async () => {
    const [sender, other] = await Promise.all([
      connectStomp(url, { token: alice.token }),
      connectStomp(url, { token: alice.token }),
    ]);
    const [mine, theirs] = await Promise.all([
      sender.subscribe(DESTINATIONS.errors),
      other.subscribe(DESTINATIONS.errors),
    ]);
    await sender.send(ECHO, 'refuse me');
    expect(mine.map((m) => JSON.parse(m.body).message)).toEqual(['Refused by the handler']);
    expect(theirs).toHaveLength(0);
    await Promise.all([sender.close(), other.close()]);
  });

  it('ends the session at a SEND once the member has signed out elsewhere', async () => {
    const dave = await server.createMember('socket_dave');
    const stomp = await connectStomp(url, { token: dave.token });
    await stomp.send(ECHO, 'before');
    await dave.client.post('/api/auth/signout');
    stomp.client.publish({ destination: ECHO, body: 'after' });
    await stomp.closed;
    expect(stomp.errors.map((frame) => frame.headers.message)).toEqual([
      SERVER_MESSAGE.sessionEnded,
    ]);
    expect(echoed.filter((entry) => entry.userId === dave.id).map((e) => e.body)).toEqual([
      'before',
    ]);
  });

  it('refuses SEND to a destination without a handler as a protocol error', async () => {
    const raw = await openRaw(url);
    raw.send(connectFrame({ Authorization: `Bearer ${alice.token}` }));
    raw.send('SEND\ndestination:/app/nothing-here\n\nhi\0');
    expect((await raw.next('ERROR')).headers.message).toMatch(/Cannot send/);
    await raw.closed;
  });
});

describe('frames on the wire', () => {
  it('reads a frame split across messages and frames packed into one', async () => {
    const raw = await openRaw(url);
    const connect = connectFrame({ Authorization: `Bearer ${bob.token}` });
    raw.send(connect.slice(0, 7));
    raw.send(connect.slice(7, 40));
    raw.send(connect.slice(40));
    await raw.next('CONNECTED');
    raw.send(
      `SUBSCRIBE\nid:a\ndestination:${TOPIC}\nreceipt:r1\n\n\0\n` +
        `SEND\ndestination:${ECHO}\ncontent-length:7\nreceipt:r2\n\npacked!\0`,
    );
    await eventually(() => raw.frames.filter((frame) => frame.command === 'RECEIPT').length === 2);
    expect(
      raw.frames.filter((f) => f.command === 'RECEIPT').map((f) => f.headers['receipt-id']),
    ).toEqual(['r1', 'r2']);
    expect(echoed).toContainEqual({ userId: bob.id, body: 'packed!' });
    raw.socket.close();
  });

  it('answers an unknown command with ERROR and closes', async () => {
    const raw = await openRaw(url);
    raw.send(connectFrame());
    raw.send('SHOUT\nreceipt:x\n\n\0');
    const error = await raw.next('ERROR');
    expect(error.headers).toMatchObject({ message: 'Unknown command SHOUT', 'receipt-id': 'x' });
    expect(error.body.toString()).toBe('Unknown command SHOUT');
    await raw.closed;
  });

  it('closes on a frame over the limit, a bad content-length or a missing header', async () => {
    const cases = [
      `SEND\ndestination:${ECHO}\n\n${'x'.repeat(CHAT_LIMITS.frameMaxBytes)}\0`,
      `SEND\ndestination:${ECHO}\ncontent-length:two\n\nhi\0`,
      `SEND\ndestination:${ECHO}\ncontent-length:1\n\nhi\0`,
      `SUBSCRIBE\ndestination:${TOPIC}\n\n\0`,
    ];
    const messages = /larger than|content-length|Missing id header/;
    for (const frame of cases) {
      const raw = await openRaw(url);
      raw.send(connectFrame({ Authorization: `Bearer ${alice.token}` }));
      await raw.next('CONNECTED');
      raw.send(frame);
      expect((await raw.next('ERROR')).headers.message).toMatch(messages);
      await raw.closed;
    }
  });

  it('sends a RECEIPT for DISCONNECT, then closes', async () => {
    const raw = await openRaw(url);
    raw.send(connectFrame());
    raw.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect((await raw.next('RECEIPT')).headers['receipt-id']).toBe('bye');
    await raw.closed;
  });
});
