/**
 * Where the server sends push notices: only to the browsers' push services (and those the
 * configuration adds), checked when a subscription is stored and again when a notice is sent,
 * and never to an address of its own network, whatever a name resolves to. Here PUSH_SERVICES
 * names `vm` and `localhost`, which this machine resolves to 127.0.0.1, where a listener counts
 * every connection the server makes.
 */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/server/modules/push/public-address';
import { PushSubscriber } from '../helpers/web-push-receiver';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let member: Member;
let listener: net.Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { PUSH_SERVICES: 'vm, localhost' } });
  member = await server.createMember('push_target');
  listener = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

const keys = () => new PushSubscriber('https://fcm.googleapis.com/fcm/send/x').toJSON().keys;
const subscribe = (endpoint: string) =>
  member.client.post('/api/push/subscriptions', { endpoint, keys: keys() });

/** A subscription stored as it is: as one kept from before today's rules would be. */
async function stored(endpoint: string) {
  const { p256dh, auth } = keys();
  await server.app.db
    .insertInto('push_subscriptions')
    .values({
      user_id: member.id,
      endpoint,
      p256dh,
      auth,
      user_agent: null,
      created_at: new Date().toISOString(),
      last_success_at: null,
    })
    .execute();
}

const rowsOfMember = () =>
  server.app.db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', member.id)
    .execute();

describe('storing a subscription', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGuQ',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('accepts the push service %s', async (endpoint) => {
    const reply = await subscribe(endpoint);
    expect(reply.statusCode, reply.body).toBe(204);
  });

  it.each([
    'https://push.attacker.example/x',
    'https://127.0.0.1.nip.io/x',
    'https://fcm.googleapis.com.attacker.example/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://fcm.googleapis.com:22/x',
    'https://updates.push.services.mozilla.com:8443/wpush/v2/abc',
  ])('refuses %s, which is no push service', async (endpoint) => {
    expect((await subscribe(endpoint)).statusCode).toBe(400);
  });

  it('refuses a configured service whose name resolves to this machine', async () => {
    expect((await subscribe('https://vm/push/1')).statusCode).toBe(400);
  });
});

describe('sending a notice', () => {
  it('connects to no address of its own network, and forgets such subscriptions', async () => {
    const refused = [
      `https://vm:${port}/push/stored`,
      `https://localhost:${port}/push/stored`,
      'https://push.attacker.example/old',
    ];
    for (const endpoint of refused) await stored(endpoint);
    const before = connections;
    const result = await server.app.notify([member.id], 'rideChange', {
      title: 'Ride moved',
      body: 'Sunday starts at 6',
      url: '/events',
      tag: 'ride-moved',
    });
    expect(connections - before).toBe(0);
    expect(result.sent).toBe(0);
    expect(result.removed).toBe(refused.length);
    const left = (await rowsOfMember()).map((row) => row.endpoint);
    expect(left.filter((endpoint) => refused.includes(endpoint))).toEqual([]);
  });
});

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '64:ff9b::7f00:1',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.185.74', '8.8.8.8', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8'])(
    '%s is',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
