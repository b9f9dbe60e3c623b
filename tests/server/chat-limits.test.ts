/**
 * The chat socket's limits on one member and one address: a member's SENDs are counted over all
 * their sockets, and over every server process sharing the database; a member and an address
 * may hold only so many sockets open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_TEXT, DESTINATIONS } from '../../src/contract/chat';
import { buildApp, type App } from '../../src/server/app';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import {
  connectFrame,
  connectStomp,
  eventually,
  listen,
  openRaw,
  type StompTestClient,
} from './chat-clients';

const PER_ADDRESS = 30;
let server: TestServer;
let url: string;
let flooder: Member;
let reader: Member;

beforeAll(async () => {
  server = await startTestServer({ realtime: { socketsPerAddress: PER_ADDRESS } });
  url = await listen(server.app);
  [flooder, reader] = await Promise.all([
    server.createMember('chat_flooder'),
    server.createMember('chat_reader'),
  ]);
});
afterAll(async () => server?.close());

const storedFrom = async (member: Member, prefix: string) =>
  (
    await server.app.db
      .selectFrom('chat_messages')
      .select('text')
      .where('sender_id', '=', member.id)
      .execute()
  ).filter((row) => row.text.startsWith(prefix)).length;

const closeAll = (clients: StompTestClient[]) => Promise.all(clients.map((c) => c.close()));

describe("a member's SENDs", () => {
  it('are limited over all their sockets: 10 sockets x 25 SENDs deliver one window’s worth', async () => {
    const listener = await connectStomp(url, { token: reader.token });
    const room = await listener.subscribe(DESTINATIONS.room);
    const sockets = await Promise.all(
      Array.from({ length: 10 }, () => connectStomp(url, { token: flooder.token })),
    );
    const refusals = await Promise.all(
      sockets.map((socket) => socket.subscribe(DESTINATIONS.errors)),
    );
    await Promise.all(
      sockets.map(async (socket, index) => {
        for (let n = 0; n < 25; n++)
          await socket.send(DESTINATIONS.sendMessage, `burst ${index}.${n}`);
      }),
    );
    const delivered = await storedFrom(flooder, 'burst ');
    expect(delivered).toBeLessThanOrEqual(CHAT_LIMITS.memberSendsPerWindow);
    await eventually(
      () => room.filter((message) => message.body.includes('burst ')).length === delivered,
    );
    const told = refusals.flat().map((frame) => JSON.parse(frame.body).message);
    expect(told.length).toBe(250 - delivered);
    expect(new Set(told)).toEqual(new Set([CHAT_TEXT.tooFast]));
    await closeAll([...sockets, listener]);
  });

  it('are limited across server processes that share the database', async () => {
    const second: App = await buildApp({ config: server.app.config });
    try {
      const otherUrl = await listen(second);
      const here = await connectStomp(url, { token: reader.token });
      const there = await connectStomp(otherUrl, { token: reader.token });
      for (let n = 0; n < 15; n++) {
        await here.send(DESTINATIONS.sendMessage, `across a ${n}`);
        await there.send(DESTINATIONS.sendMessage, `across b ${n}`);
      }
      expect(await storedFrom(reader, 'across ')).toBe(CHAT_LIMITS.memberSendsPerWindow);
      await closeAll([here, there]);
    } finally {
      await second.close();
    }
  });
});

describe('open sockets', () => {
  it(`are at most ${CHAT_LIMITS.socketsPerMember} per member; one more when one closes`, async () => {
    const sockets = await Promise.all(
      Array.from({ length: CHAT_LIMITS.socketsPerMember }, () =>
        connectStomp(url, { token: flooder.token }),
      ),
    );
    await expect(connectStomp(url, { token: flooder.token })).rejects.toThrow(
      CHAT_TEXT.tooManySockets,
    );
    // Another member is not affected.
    const other = await connectStomp(url, { token: reader.token });
    await sockets.pop()!.close();
    const again = await connectStomp(url, { token: flooder.token });
    await closeAll([...sockets, other, again]);
  });

  it('are at most a fixed number per address, members and visitors together', async () => {
    const raws = await Promise.all(Array.from({ length: PER_ADDRESS }, () => openRaw(url)));
    await expect(openRaw(url)).rejects.toThrow(/429/);
    raws[0]!.socket.close();
    await raws[0]!.closed;
    const next = await openRaw(url);
    next.send(connectFrame());
    await next.next('CONNECTED');
    for (const raw of [...raws.slice(1), next]) raw.socket.close();
    await Promise.all([...raws, next].map((raw) => raw.closed));
  });
});
