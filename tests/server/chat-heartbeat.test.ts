/**
 * Liveness of the chat socket with short heart-beats (200 ms instead of 10 s): silent peers
 * are closed, live ones kept, slow readers dropped, and every socket closed with the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { DESTINATIONS } from '../../src/contract/chat';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { connectFrame, connectStomp, eventually, listen, openRaw } from './chat-clients';

const BEAT_MS = 200;
let server: TestServer;
let url: string;
let closed = false;

beforeAll(async () => {
  server = await startTestServer({
    realtime: { heartbeatMs: BEAT_MS, slowConsumerBytes: 64 * 1024 },
  });
  url = await listen(server.app);
});
afterAll(async () => {
  if (!closed) await server?.close();
});

describe('heart-beats', () => {
  it('offers its own interval and sends EOLs at the slower of the two', async () => {
    const raw = await openRaw(url);
    raw.send(connectFrame({ 'heart-beat': '0,100' }));
    expect((await raw.next('CONNECTED')).headers['heart-beat']).toBe(`${BEAT_MS},${BEAT_MS}`);
    const start = Date.now();
    await eventually(() => raw.heartbeats() >= 3);
    // Every 200 ms (not the 100 ms asked for), so three take at least about 600 ms.
    expect(Date.now() - start).toBeGreaterThanOrEqual(3 * BEAT_MS * 0.9);
    raw.socket.close();
  });

  it('closes a peer that promised heart-beats and went silent', async () => {
    const raw = await openRaw(url);
    raw.send(connectFrame({ 'heart-beat': '100,0' }));
    await raw.next('CONNECTED');
    const start = Date.now();
    await raw.closed;
    const silent = Date.now() - start;
    // CONNECT reached the server a moment before CONNECTED reached us.
    expect(silent).toBeGreaterThanOrEqual(2 * BEAT_MS - 50);
    expect(silent).toBeLessThan(6 * BEAT_MS);
  });

  it('keeps a peer that sends its heart-beats', async () => {
    const raw = await openRaw(url);
    raw.send(connectFrame({ 'heart-beat': '100,0' }));
    await raw.next('CONNECTED');
    const beating = setInterval(() => raw.send('\n'), 100);
    let open = true;
    void raw.closed.then(() => (open = false));
    await new Promise((resolve) => setTimeout(resolve, 8 * BEAT_MS));
    clearInterval(beating);
    expect(open).toBe(true);
    raw.socket.close();
  });

  it('keeps a @stomp/stompjs client connected past many intervals', async () => {
    const stomp = await connectStomp(url, { heartbeat: [BEAT_MS, BEAT_MS] });
    await new Promise((resolve) => setTimeout(resolve, 8 * BEAT_MS));
    expect(stomp.isOpen()).toBe(true);
    await stomp.close();
  });

  it('closes a socket that never sends CONNECT', async () => {
    const raw = await openRaw(url);
    await raw.closed;
    expect(raw.frames).toHaveLength(0);
  });
});

describe('slow readers', () => {
  it('drops a subscriber that stops reading instead of queueing without bound', async () => {
    const raw = await openRaw(url);
    raw.send(connectFrame());
    raw.send(`SUBSCRIBE\nid:0\ndestination:${DESTINATIONS.room}\nreceipt:r\n\n\0`);
    await raw.next('RECEIPT');
    const reader = await connectStomp(url, { heartbeat: [0, 0] });
    const received = await reader.subscribe(DESTINATIONS.room);
    // Stop reading: the kernel buffers fill, then the server's send queue grows.
    const tcp = (raw.socket as WebSocket & { _socket: { pause(): void; resume(): void } })._socket;
    tcp.pause();
    const text = 'x'.repeat(32 * 1024);
    const total = 600;
    for (let n = 1; n <= total; n++) {
      await server.app.realtime.publish(DESTINATIONS.room, { n, text });
      // Let the reading client keep up, so only the paused one falls behind.
      if (n % 4 === 0) await eventually(() => received.length >= n - 2);
    }
    // The reader got everything; the paused socket, once it reads again, finds itself dropped.
    await eventually(() => received.length === total);
    tcp.resume();
    expect(await raw.closed).not.toBe(1000);
    const got = raw.frames.filter((frame) => frame.command === 'MESSAGE').length;
    expect(got).toBeLessThan(total / 2);
    await reader.close();
  });
});

describe('shutdown', () => {
  it('closes every socket when the app closes', async () => {
    const stomp = await connectStomp(url, { heartbeat: [0, 0] });
    const raw = await openRaw(url);
    raw.send(connectFrame());
    await raw.next('CONNECTED');
    closed = true;
    await server.close();
    expect((await stomp.closed).code).toBe(1001);
    expect(await raw.closed).toBe(1001);
    expect(raw.frames.at(-1)?.command).toBe('ERROR');
  });
});
