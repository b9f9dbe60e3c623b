/**
 * TRUST_PROXY names the proxies in front of the app (a number of hops or their addresses), so
 * that a client's address is the one its proxy saw: an X-Forwarded-For the client wrote itself
 * never picks which per-address limit counts it.
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxySetting } from '../../src/server/config';
import { clientAddress } from '../../src/server/realtime/socket-counts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server-app';

describe('TRUST_PROXY', () => {
  it('takes a number of proxies or their addresses, and refuses to believe every hop', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('0')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('10.0.0.5, 10.1.0.0/16,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => trustProxySetting('true')).toThrow(/number of proxies/);
    expect(() => trustProxySetting('the balancer')).toThrow(/TRUST_PROXY/);
  });

  it("reads a chat socket's address as the requests' is read", () => {
    const upgrade = {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;
    expect(clientAddress(upgrade, false)).toBe('127.0.0.1');
    expect(clientAddress(upgrade, 1)).toBe('198.51.100.7');
    expect(clientAddress(upgrade, ['127.0.0.1'])).toBe('198.51.100.7');
    expect(clientAddress(upgrade, 2)).toBe('203.0.113.9');
  });

  describe('behind one proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => server.close());

    it('counts wrong sign-ins by the address the proxy saw, whatever the client wrote before it', async () => {
      // One proxy (the test client's own address) in front of one rider at 198.51.100.7.
      const proxy = server.client();
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        const reply = await proxy.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'nobody_here', password: `${TEST_PASSWORD} wrong` },
          headers: { 'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.7` },
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    });
  });
});
