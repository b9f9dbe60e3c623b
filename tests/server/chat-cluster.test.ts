/**
 * Two app servers on one PostgreSQL database, as behind a load balancer: a message sent to one
 * reaches subscribers of both through LISTEN/NOTIFY, in the same order everywhere.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATIONS, chatMessageSchema } from '../../src/contract/chat';
import { EnvelopeDecoder, encodeEnvelope } from '../../src/server/realtime/pg-bus';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectStomp, eventually, listen } from './chat-clients';

describe('envelopes for NOTIFY', () => {
  it('sends a room message of the longest text in Bangla as one payload under 8000 bytes', () => {
    const body = JSON.stringify({ id: 1, text: 'সা'.repeat(1000), sender: { id: 1 } });
    const parts = encodeEnvelope({ kind: 'topic', destination: DESTINATIONS.room, body });
    expect(parts).toHaveLength(1);
    expect(Buffer.byteLength(parts[0]!)).toBeLessThan(8000);
  });

  it('cuts a larger envelope into parts and puts it back together', () => {
    const envelope = {
      kind: 'user' as const,
      destination: DESTINATIONS.notifications,
      userIds: [1, 2],
      body: JSON.stringify({ text: '\u0001'.repeat(3000) + 'সা'.repeat(3000) }),
    };
    const parts = encodeEnvelope(envelope);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8000);
    const decoder = new EnvelopeDecoder();
    const results = parts.map((part) => decoder.accept(part));
    expect(results.slice(0, -1)).toEqual(parts.slice(0, -1).map(() => null));
    expect(results.at(-1)).toEqual(envelope);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('two servers on one database (needs TEST_DATABASE_URL)', () => {
  let first: TestServer;
  let second: TestServer;
  let firstUrl: string;
  let secondUrl: string;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    first = await startTestServer();
    // The second server shares the first one's database and secrets, as behind a balancer.
    second = await startTestServer({
      env: {
        DATABASE_URL: first.app.config.databaseUrl!,
        JWT_SECRET: first.app.config.jwtSecret,
        COOKIE_SECRET: first.app.config.cookieSecret,
      },
    });
    firstUrl = await listen(first.app);
    secondUrl = await listen(second.app);
    alice = await first.createMember('cluster_alice');
    bob = await first.createMember('cluster_bob');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a message sent to one server to the subscribers of both, stored once', async () => {
    const onFirst = await connectStomp(firstUrl, { token: alice.token });
    const onSecond = await connectStomp(secondUrl, { token: bob.token });
    const [firstInbox, secondInbox] = await Promise.all([
      onFirst.subscribe(DESTINATIONS.room),
      onSecond.subscribe(DESTINATIONS.room),
    ]);
    await onSecond.send(DESTINATIONS.sendMessage, 'Sent to the second server');
    await eventually(() => firstInbox.length === 1 && secondInbox.length === 1);
    const received = chatMessageSchema.parse(JSON.parse(firstInbox[0]!.body));
    expect(received).toMatchObject({ text: 'Sent to the second server', sender: { id: bob.id } });
    expect(JSON.parse(secondInbox[0]!.body)).toEqual(received);
    const rows = await first.app.db.selectFrom('chat_messages').selectAll().execute();
    expect(rows.map((row) => row.text)).toEqual(['Sent to the second server']);
    await Promise.all([onFirst.close(), onSecond.close()]);
  });

  it('gives subscribers of both servers the same order when both take messages', async () => {
    const senders = await Promise.all([
      connectStomp(firstUrl, { token: alice.token }),
      connectStomp(secondUrl, { token: bob.token }),
    ]);
    const inboxes = await Promise.all(senders.map((client) => client.subscribe(DESTINATIONS.room)));
    await Promise.all(
      senders.map(async (client, server) => {
        for (let n = 1; n <= 10; n++) await client.send(DESTINATIONS.sendMessage, `${server}-${n}`);
      }),
    );
    await eventually(() => inboxes.every((inbox) => inbox.length === 20));
    const orders = inboxes.map((inbox) => inbox.map((m) => JSON.parse(m.body).text as string));
    expect(orders[1]).toEqual(orders[0]);
    expect(new Set(orders[0]).size).toBe(20);
    await Promise.all(senders.map((client) => client.close()));
  });

  it('reaches a member queue on the other server, with a body too large for one NOTIFY', async () => {
    const bobs = await connectStomp(secondUrl, { token: bob.token });
    const queue = await bobs.subscribe(DESTINATIONS.notifications);
    const notice = { title: 'Long notice', body: 'x'.repeat(20_000) };
    await first.app.realtime.sendToUser([bob.id], DESTINATIONS.notifications, notice);
    await eventually(() => queue.length === 1);
    expect(JSON.parse(queue[0]!.body)).toEqual(notice);
    await bobs.close();
  });

  it('listens again after losing its listening connection, and asks its clients to catch up', async () => {
    const onSecond = await connectStomp(secondUrl, { token: bob.token });
    const admin = new pg.Client({ connectionString: first.app.config.databaseUrl });
    await admin.connect();
    const listeners = async () =>
      (
        await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database()
           AND query LIKE 'LISTEN%' AND state = 'idle' AND pid <> pg_backend_pid()`,
        )
      ).rows.map((row) => row.pid);
    try {
      const before = await listeners();
      expect(before).toHaveLength(2);
      for (const pid of before) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // Notifications sent meanwhile were missed, so the server closes its sockets.
      expect((await onSecond.closed).code).toBe(1012);
      expect(onSecond.errors[0]?.headers.message).toBe('Reconnect to catch up');
      for (let tries = 0; ; tries++) {
        const now = await listeners();
        if (now.length === 2 && !now.some((pid) => before.includes(pid))) break;
        if (tries > 200) throw new Error('The servers did not listen again');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await admin.end();
    }

    const again = await Promise.all([
      connectStomp(firstUrl, { token: alice.token }),
      connectStomp(secondUrl, { token: bob.token }),
    ]);
    const inboxes = await Promise.all(again.map((client) => client.subscribe(DESTINATIONS.room)));
    await again[0]!.send(DESTINATIONS.sendMessage, 'After the reconnect');
    await eventually(() => inboxes.every((inbox) => inbox.length === 1), 10_000);
    await Promise.all(again.map((client) => client.close()));
  });
});
