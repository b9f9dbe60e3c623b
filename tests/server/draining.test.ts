/**
 * A process told to stop: its health check says "draining" while it still serves what reaches
 * it, and closing it ends each chat socket with an ERROR that tells the client to reconnect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STOPPING } from '../../src/server/realtime/connection';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectStomp, eventually, listen } from './chat-clients';

let server: TestServer;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  member = await server.createMember('drain_rider');
});
afterAll(async () => server?.close());

describe('draining', () => {
  it('says "draining" on the health check and goes on serving, then ends sockets with "reconnect"', async () => {
    const before = await server.client().get('/api/health');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ status: 'ok' });

    const url = await listen(server.app);
    const stomp = await connectStomp(url, { token: member.token });

    server.app.startDraining();
    const during = await server.client().get('/api/health');
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ status: 'draining' });
    // What still reaches this process is answered as before.
    const me = await server.client(member.token).get('/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(stomp.isOpen()).toBe(true);

    const closing = server.app.close();
    const { code } = await stomp.closed;
    await closing;
    expect(code).toBe(1001);
    await eventually(() => stomp.errors.length > 0);
    expect(stomp.errors[0]!.headers.message).toBe(SERVER_STOPPING);
  });
});
