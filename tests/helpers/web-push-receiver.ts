/**
 * A stand-in push service for tests: an HTTP endpoint on 127.0.0.1 that records each request,
 * and a subscriber that holds real keys, so a test can decrypt what the server sent exactly as a
 * browser would (RFC 8291 keys, RFC 8188 aes128gcm records).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushReceiver {
  origin: string;
  received: ReceivedPush[];
  /** The status every later request is answered with (201 at first, as push services do). */
  status: number;
  /** Resolves with the request count reaches `count`, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: PushReceiver = {
    origin: `http://127.0.0.1:${port}`,
    received,
    status: 201,
    async waitFor(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`Only ${received.length} of ${count} pushes came.`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

/** A browser's side of one subscription: its ECDH key pair and auth secret. */
export class PushSubscriber {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  /** What PushSubscription.toJSON() gives a page to send to the server. */
  toJSON() {
    return {
      endpoint: this.endpoint,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString('base64url'),
        auth: this.authSecret.toString('base64url'),
      },
    };
  }

  /** Decrypts an aes128gcm body (RFC 8188 header: salt, record size, key id = sender's key). */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const records = body.subarray(21 + idLength);

    // RFC 8291 section 3.4: the shared secret and auth secret give the input keying material.
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      this.ecdh.getPublicKey(),
      senderKey,
    ]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

    const parts: Buffer[] = [];
    for (let seq = 0, at = 0; at < records.length; seq++, at += recordSize) {
      const record = records.subarray(at, at + recordSize);
      const iv = Buffer.from(nonce);
      // The record number is XORed into the nonce's low bytes; tests never exceed 2^32 records.
      iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
      const decipher = createDecipheriv('aes-128-gcm', cek, iv);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // Each record ends in a delimiter (2 for the last, 1 otherwise) and zero padding.
      let end = plain.length - 1;
      while (end >= 0 && plain[end] === 0) end--;
      if (plain[end] !== 1 && plain[end] !== 2) throw new Error('Bad record padding.');
      parts.push(plain.subarray(0, end));
    }
    return Buffer.concat(parts).toString('utf8');
  }
}
