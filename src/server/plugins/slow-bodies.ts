/**
 * How long a client may take to send a request. Node bounds the headers (`headersMs`) and the
 * whole request (`requestMs`, long enough for a large file on a phone); this plugin bounds the
 * pace of a body: one that brings fewer than `bodyMinBytes` in a `bodyWindowMs` before it is
 * complete has stalled, and is cut off with a 408 and a closed socket. A client trickling a
 * byte every few seconds would otherwise hold a socket, a parser and an upload's open file for
 * as long as it liked.
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { SERVER_MESSAGE } from '../../contract/messages';

export interface RequestTimeouts {
  /** Every header must have arrived by then. */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** A body must bring at least `bodyMinBytes` in every window of this length. */
  bodyWindowMs: number;
  bodyMinBytes: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 20_000,
  requestMs: 10 * 60_000,
  bodyWindowMs: 15_000,
  bodyMinBytes: 2048,
};

/** What Fastify (and the Node server under it) needs to enforce the first two limits. */
export function serverTimeouts(timeouts: RequestTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks both limits this often; its default (30 s) would let them run long.
      connectionsCheckingInterval: Math.min(5000, timeouts.headersMs),
    },
  };
}

function stalledReply(): string {
  const body = JSON.stringify({
    statusCode: 408,
    error: 'Request Timeout',
    message: SERVER_MESSAGE.requestTooSlow,
  });
  return [
    'HTTP/1.1 408 Request Timeout',
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

export default fp<{ timeouts: RequestTimeouts }>(async (app, { timeouts }) => {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as Socket | undefined;
    const hasBody =
      Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'];
    // Injected requests have no real socket and arrive whole.
    if (!hasBody || raw.complete || typeof socket?.bytesRead !== 'number') return done();

    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const arrived = socket.bytesRead - seen;
      seen = socket.bytesRead;
      if (arrived >= timeouts.bodyMinBytes) return;
      clearInterval(timer);
      request.log.info({ arrived, windowMs: timeouts.bodyWindowMs }, 'request body stalled');
      // Written on the socket as Node does for its own timeouts: the route may still be
      // waiting for the body, and fails quietly once the socket is gone.
      if (!reply.raw.headersSent) socket.write(stalledReply());
      socket.destroySoon();
    }, timeouts.bodyWindowMs);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
    done();
  });
});
