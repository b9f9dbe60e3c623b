/**
 * Clients that send too slowly, over a real socket: a body trickled a byte at a time is cut
 * off with a 408 and a closed socket (an upload's partial file removed with it), headers that
 * never end are dropped, and a body that keeps coming at a phone's pace is not touched. The
 * limits are shortened here; docs/security.md (Uploads) gives the real ones.
 */
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/constants';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

const WINDOW_MS = 600;
let server: TestServer;
let member: Member;
let port: number;
let xsrf: string;

beforeAll(async () => {
  server = await startTestServer({
    timeouts: { bodyWindowMs: WINDOW_MS, bodyMinBytes: 1024, headersMs: 1500 },
  });
  member = await server.createMember('slow_sender');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  const health = await server.app.inject({ url: '/api/health' });
  xsrf = health.cookies.find((cookie) => cookie.name === XSRF_COOKIE)!.value;
});
afterAll(async () => server?.close());

interface Exchange {
  /** Everything the server wrote, once it closed the socket or the wait ran out. */
  ended: Promise<{ text: string; closedAfterMs: number | null }>;
  write(data: string | Buffer): void;
  stop(): void;
}

/** A raw connection, so the test decides how fast each byte goes. */
function connect(waitMs: number): Exchange {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const started = Date.now();
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  const ended = new Promise<{ text: string; closedAfterMs: number | null }>((resolve) => {
    const timer = setTimeout(() => resolve({ text, closedAfterMs: null }), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
  return {
    ended,
    write: (data) => {
      if (!socket.destroyed) socket.write(data);
    },
    stop: () => socket.destroy(),
  };
}

function head(method: string, url: string, headers: Record<string, string | number>): string {
  const all = {
    host: `127.0.0.1:${port}`,
    authorization: `Bearer ${member.token}`,
    cookie: `${XSRF_COOKIE}=${xsrf}`,
    [XSRF_HEADER]: xsrf,
    ...headers,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** Sends one byte of `body` every `everyMs` until the socket closes or `stop()`. */
function trickle(exchange: Exchange, body: string, everyMs: number) {
  let index = 0;
  const timer = setInterval(() => {
    if (index < body.length) exchange.write(body[index++]!);
  }, everyMs);
  void exchange.ended.then(() => clearInterval(timer));
  return () => clearInterval(timer);
}

describe('a request body that stalls', () => {
  it('is cut off with a 408 and a closed socket', async () => {
    const body = JSON.stringify({ title: 'Slow', description: 'x'.repeat(200), severity: 'LOW' });
    const exchange = connect(6 * WINDOW_MS);
    exchange.write(
      head('POST', '/api/bugs', {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      }),
    );
    const stop = trickle(exchange, body, 100);
    const { text, closedAfterMs } = await exchange.ended;
    stop();
    exchange.stop();
    expect(closedAfterMs, 'the socket was still open').not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3 * WINDOW_MS);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain(SERVER_MESSAGE.requestTooSlow);
  });

  it('lets go of an upload and its partial file', async () => {
    const boundary = 'slowpoke';
    const opening =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\n` +
      'Content-Type: text/plain\r\n\r\n';
    const exchange = connect(6 * WINDOW_MS);
    exchange.write(
      head('POST', '/api/tempfile', {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 100_000,
      }),
    );
    exchange.write(opening);
    const stop = trickle(exchange, 'a'.repeat(1000), 100);
    const { closedAfterMs } = await exchange.ended;
    stop();
    exchange.stop();
    expect(closedAfterMs, 'the socket was still open').not.toBeNull();
    // The route's cleanup runs as the aborted body errors.
    await expect
      .poll(async () =>
        (await readdir(server.dataDir, { recursive: true })).filter((name) =>
          String(name).endsWith('.part'),
        ),
      )
      .toEqual([]);
  });

  it('leaves a body that keeps coming at a phone’s pace alone', async () => {
    const boundary = 'steady';
    const chunk = 'b'.repeat(4096);
    const chunks = 8;
    const opening =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="route.txt"\r\n` +
      'Content-Type: text/plain\r\n\r\n';
    const closing = `\r\n--${boundary}--\r\n`;
    const length = opening.length + chunk.length * chunks + closing.length;
    const exchange = connect(15_000);
    exchange.write(
      head('POST', '/api/tempfile', {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': length,
        connection: 'close',
      }),
    );
    exchange.write(opening);
    // 4 KiB every 250 ms: about 16 KiB a second, over two windows and more.
    for (let i = 0; i < chunks; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      exchange.write(chunk);
    }
    exchange.write(closing);
    const { text } = await exchange.ended;
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text).toContain('"size":32768');
  });
});

describe('headers that never end', () => {
  it('are dropped', async () => {
    const exchange = connect(8000);
    exchange.write(`GET /api/health HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n`);
    const stop = trickle(exchange, 'x-slow: ' + 'y'.repeat(200), 200);
    const { closedAfterMs } = await exchange.ended;
    stop();
    exchange.stop();
    expect(closedAfterMs, 'the socket was still open').not.toBeNull();
    expect(closedAfterMs).toBeLessThan(5000);
  });
});
