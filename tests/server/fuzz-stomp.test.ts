/**
 * Hostile frames against the chat socket: random bytes, binary frames, frames without their
 * NUL, huge headers, header injection and bad STOMP 1.2 escapes, unknown commands, content
 * lengths that lie, giant bodies, SENDs and SUBSCRIBEs to destinations the sender may not use,
 * floods of frames and of sockets. The server answers with an ERROR frame and/or closes that
 * socket, never crashes, never hands a member's conversation to someone else, and after each
 * burst a well-behaved member still sends to the room and another still receives it.
 *
 * Each property runs 5 × FUZZ_RUNS bursts (a burst is cheaper than a round of HTTP requests);
 * FUZZ_SEED replays a run.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, DESTINATIONS } from '../../src/contract/chat';
import type { Conversation } from '../../src/contract/conversations';
import { UNICODE_EDGES, INJECTION_FRAGMENTS } from '../helpers/hostile-input';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import {
  connectFrame,
  connectStomp,
  eventually,
  listen,
  openRaw,
  type RawStompSocket,
  type StompTestClient,
} from './chat-clients';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8) * 5;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** How long a burst's socket is watched for the server's answer. */
const SETTLE_MS = 300;

let server: TestServer;
let url: string;
let alice: Member;
let carol: Member;
let mallory: Member;
let conversation: Conversation;
let aliceSocket: StompTestClient;
let aliceRoom: IMessage[];
let aliceInbox: IMessage[];

beforeAll(async () => {
  // Hostile frames are the subject here; the caps on sockets and on a member's sends have
  // their own tests (chat-limits.test.ts) and would only stop the fuzzing early.
  server = await startTestServer({
    realtime: { memberSendsPerWindow: 10_000, socketsPerMember: 1000, socketsPerAddress: 1000 },
  });
  url = await listen(server.app);
  [alice, carol, mallory] = await Promise.all([
    server.createMember('fuzz_alice'),
    server.createMember('fuzz_carol'),
    server.createMember('fuzz_mallory'),
  ]);
  const started = await carol.client.post('/api/conversations', {
    kind: 'direct',
    memberId: alice.id,
  });
  expect(started.statusCode, started.body).toBeLessThan(300);
  conversation = started.json<Conversation>();
  aliceSocket = await connectStomp(url, { token: alice.token });
  aliceRoom = await aliceSocket.subscribe(DESTINATIONS.room);
  aliceInbox = await aliceSocket.subscribe(DESTINATIONS.conversations);
});
afterAll(async () => {
  await aliceSocket?.close();
  await server?.close();
});

/** Carol (a fresh socket, so her send window is never used up) writes to the room; Alice reads it. */
async function roomStillWorks() {
  const carolSocket = await connectStomp(url, { token: carol.token });
  const text = `still here ${randomUUID()}`;
  await carolSocket.send(DESTINATIONS.sendMessage, text);
  await eventually(() => aliceRoom.some((message) => message.body.includes(text)));
  await carolSocket.close();
}

/** Carol writes to her conversation with Alice; Alice gets it live; returns the text. */
async function privateMessage(): Promise<string> {
  const text = `between carol and alice ${randomUUID()}`;
  const reply = await carol.client.post(`/api/conversations/${conversation.id}/messages`, { text });
  expect(reply.statusCode, reply.body).toBe(201);
  await eventually(() => aliceInbox.some((message) => message.body.includes(text)));
  return text;
}

/** The STOMP 1.2 header escapes, plus the undefined ones a parser must refuse. */
const headerPiece = fc.oneof(
  fc.constantFrom('\\c', '\\n', '\\r', '\\\\', '\\t', '\\x', '\\', ':', '::', '\r\n', '\n', '\r'),
  fc.constantFrom(...UNICODE_EDGES, ...INJECTION_FRAGMENTS),
  fc.string({ maxLength: 12 }),
);
const headerValue = fc.oneof(
  { weight: 6, arbitrary: fc.array(headerPiece, { maxLength: 6 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 80 }).map((kb) => 'h'.repeat(kb * 1024)) },
);

const destination = fc.constantFrom(
  DESTINATIONS.room,
  DESTINATIONS.sendMessage,
  DESTINATIONS.conversations,
  DESTINATIONS.notifications,
  DESTINATIONS.errors,
  '/user/queue/messages#1',
  '/user/queue/messages#2',
  '/user/fuzz_alice/queue/messages',
  '/user/1/queue/messages',
  '/user/queue/../queue/messages',
  '/user/queue/MESSAGES',
  '/topic/conversations/1',
  '/topic/*',
  '/topic/>',
  '/queue/messages',
  '/app/unknown',
  '',
  '\0',
);

const command = fc.oneof(
  fc.constantFrom(
    'CONNECT',
    'STOMP',
    'SEND',
    'SUBSCRIBE',
    'UNSUBSCRIBE',
    'ACK',
    'NACK',
    'BEGIN',
    'COMMIT',
    'ABORT',
    'DISCONNECT',
  ),
  fc.constantFrom(
    'MESSAGE',
    'CONNECTED',
    'ERROR',
    'RECEIPT',
    'send',
    'FOO',
    '',
    ' SEND',
    'SEND ',
    'SEND\r',
  ),
  fc.string({ maxLength: 20 }),
);

interface HostileFrame {
  command: string;
  headers: [string, string][];
  body: string;
  contentLength?: string;
  terminated: boolean;
}

const hostileFrame: fc.Arbitrary<HostileFrame> = fc.record({
  command,
  headers: fc.array(
    fc.oneof(
      fc.tuple(fc.constant('destination'), destination),
      fc.tuple(fc.constantFrom('id', 'receipt', 'ack', 'transaction', 'content-type'), headerValue),
      fc.tuple(headerValue, headerValue),
    ),
    { maxLength: 6 },
  ),
  body: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.integer({ min: 1, max: 100 }).map((kb) => 'b'.repeat(kb * 1024)),
    fc.constantFrom(
      ...INJECTION_FRAGMENTS,
      ...UNICODE_EDGES,
      'x'.repeat(CHAT_LIMITS.textMaxLength + 1),
    ),
  ),
  contentLength: fc.option(
    fc.constantFrom('0', '1', '-1', 'abc', '99999999', '1e3', ' 5', '65537'),
    { nil: undefined },
  ),
  terminated: fc.boolean(),
});

function frameText(frame: HostileFrame): string {
  const headers = frame.headers.map(([name, value]) => `${name}:${value}\n`).join('');
  const length = frame.contentLength === undefined ? '' : `content-length:${frame.contentLength}\n`;
  return `${frame.command}\n${length}${headers}\n${frame.body}${frame.terminated ? '\0' : ''}`;
}

/** A raw socket of Mallory's, signed in; fails the test if the server refuses a plain CONNECT. */
async function malloryConnected(): Promise<RawStompSocket> {
  const raw = await openRaw(url);
  raw.send(connectFrame({ Authorization: `Bearer ${mallory.token}` }));
  await raw.next('CONNECTED');
  return raw;
}

const waitAWhile = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isOpen(raw: RawStompSocket) {
  return raw.socket.readyState === raw.socket.OPEN;
}

/**
 * What the server may have said to Mallory: nothing but the frames a server sends, a MESSAGE
 * only from the room or her own queues and never Alice's conversation, and a close after any
 * ERROR frame.
 */
async function checkAnswers(raw: RawStompSocket, secrets: string[]) {
  for (const frame of raw.frames) {
    expect(['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR']).toContain(frame.command);
    const body = Buffer.from(frame.body ?? '').toString();
    for (const secret of secrets) expect(body).not.toContain(secret);
    if (frame.command === 'MESSAGE') {
      expect([
        DESTINATIONS.room,
        DESTINATIONS.errors,
        DESTINATIONS.notifications,
        DESTINATIONS.conversations,
      ]).toContain(frame.headers.destination);
    }
  }
  if (raw.frames.some((frame) => frame.command === 'ERROR')) {
    await Promise.race([
      raw.closed,
      waitAWhile(5000).then(() => {
        throw new Error('An ERROR frame was not followed by a close');
      }),
    ]);
  }
}

async function finish(raw: RawStompSocket) {
  if (isOpen(raw)) raw.socket.terminate();
}

const options = (runs = RUNS) => ({ numRuns: runs, seed: SEED, endOnFailure: true });
const replayable = (error: unknown) => {
  throw new Error(`Replay with FUZZ_SEED=${SEED}. ${String(error)}`);
};

describe('the chat socket under hostile frames', () => {
  it('random bytes and binary frames, before and after CONNECT', { timeout: 120_000 }, async () => {
    await fc
      .assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.array(
            fc.oneof(
              fc.uint8Array({ maxLength: 300 }),
              fc.string({ unit: 'binary', maxLength: 300 }),
            ),
            {
              minLength: 1,
              maxLength: 4,
            },
          ),
          async (signedIn, chunks) => {
            const raw = signedIn ? await malloryConnected() : await openRaw(url);
            for (const chunk of chunks)
              raw.send(typeof chunk === 'string' ? chunk : Buffer.from(chunk));
            await waitAWhile(SETTLE_MS / 3);
            await checkAnswers(raw, []);
            await finish(raw);
            await roomStillWorks();
          },
        ),
        options(),
      )
      .catch(replayable);
  });

  it('malformed frames of every kind from a signed-in member', { timeout: 120_000 }, async () => {
    await fc
      .assert(
        fc.asyncProperty(fc.array(hostileFrame, { minLength: 1, maxLength: 3 }), async (frames) => {
          const raw = await malloryConnected();
          for (const frame of frames) raw.send(frameText(frame));
          await waitAWhile(SETTLE_MS / 3);
          const secret = await privateMessage();
          await waitAWhile(20);
          await checkAnswers(raw, [secret]);
          await finish(raw);
          await roomStillWorks();
        }),
        options(),
      )
      .catch(replayable);
  });

  it(
    'subscriptions to other members’ conversations deliver nothing of theirs',
    { timeout: 120_000 },
    async () => {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(destination, { minLength: 1, maxLength: 5 }),
            async (destinations) => {
              const raw = await malloryConnected();
              destinations.forEach((where, index) =>
                raw.send(`SUBSCRIBE\nid:${index}\ndestination:${where}\nreceipt:r${index}\n\n\0`),
              );
              // Mallory's own name in Alice's queue path, and Alice's id after a '#'.
              raw.send(`SUBSCRIBE\nid:x\ndestination:/user/queue/messages#${alice.id}\n\n\0`);
              raw.send(`SUBSCRIBE\nid:y\ndestination:/user/${alice.username}/queue/messages\n\n\0`);
              await waitAWhile(SETTLE_MS / 3);
              const secret = await privateMessage();
              await waitAWhile(50);
              await checkAnswers(raw, [secret]);
              await finish(raw);
            },
          ),
          options(Math.ceil(RUNS / 2)),
        )
        .catch(replayable);
    },
  );

  it('a raw subscription to one’s own queue does receive (so the silence above means something)', async () => {
    const raw = await malloryConnected();
    raw.send(`SUBSCRIBE\nid:own\ndestination:${DESTINATIONS.conversations}\nreceipt:own\n\n\0`);
    await raw.next('RECEIPT');
    const started = await carol.client.post('/api/conversations', {
      kind: 'direct',
      memberId: mallory.id,
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const text = `for mallory ${randomUUID()}`;
    const sent = await carol.client.post(
      `/api/conversations/${started.json<Conversation>().id}/messages`,
      { text },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const message = await raw.next('MESSAGE');
    expect(Buffer.from(message.body ?? '').toString()).toContain(text);
    await finish(raw);
  });

  it('content lengths that lie and frames over the size limit get an ERROR and a close', async () => {
    const cases = [
      `SEND\ndestination:${DESTINATIONS.sendMessage}\ncontent-length:5\n\nhello world, longer than said\0`,
      `SEND\ndestination:${DESTINATIONS.sendMessage}\ncontent-length:abc\n\nhello\0`,
      `SEND\ndestination:${DESTINATIONS.sendMessage}\ncontent-length:-1\n\nhello\0`,
      `SEND\ndestination:${DESTINATIONS.sendMessage}\n\n${'x'.repeat(CHAT_LIMITS.frameMaxBytes + 10)}\0`,
      `SEND\ndestination:${DESTINATIONS.sendMessage}\nx-big:${'h'.repeat(CHAT_LIMITS.frameMaxBytes + 10)}\n\nhi\0`,
      `SEND\ndestination:${DESTINATIONS.sendMessage}\ncontent-length:999999\n\n${'x'.repeat(CHAT_LIMITS.frameMaxBytes)}`,
    ];
    for (const text of cases) {
      const raw = await malloryConnected();
      raw.send(text);
      const error = await raw.next('ERROR');
      expect(error.headers.message, text.slice(0, 80)).toBeTruthy();
      expect(await raw.closed).toBeGreaterThan(0);
      await roomStillWorks();
    }
  });

  it('a flood of SENDs is cut at the send window and leaves others working', async () => {
    const raw = await malloryConnected();
    const before = aliceRoom.length;
    const flood = Array.from(
      { length: 200 },
      (_, i) => `SEND\ndestination:${DESTINATIONS.sendMessage}\n\nflood ${i}\0`,
    ).join('');
    raw.send(flood);
    await waitAWhile(500);
    const delivered = aliceRoom.slice(before).filter((message) => message.body.includes('flood '));
    expect(delivered.length).toBeLessThanOrEqual(CHAT_LIMITS.sendsPerWindow);
    await finish(raw);
    await roomStillWorks();
  });

  it(
    'a flood of sockets and a flood of heart-beats leave others working',
    { timeout: 60_000 },
    async () => {
      const sockets = await Promise.all(Array.from({ length: 60 }, () => openRaw(url)));
      for (const raw of sockets) raw.send('\n'.repeat(5000));
      for (const raw of sockets.slice(0, 30))
        raw.send(connectFrame({ Authorization: `Bearer ${mallory.token}` }));
      await roomStillWorks();
      await Promise.all(sockets.map((raw) => finish(raw)));
      await roomStillWorks();
      const health = await server.client().get('/api/health');
      expect(health.statusCode).toBe(200);
    },
  );

  it('Alice never got anything meant for someone else', () => {
    for (const message of aliceInbox) {
      const body = JSON.parse(message.body) as { conversationId: number };
      expect(body.conversationId).toBe(conversation.id);
    }
  });
});
