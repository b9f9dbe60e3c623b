/**
 * Writes STOMP 1.2 frames. Header values are escaped (\r \n \c \\) except on CONNECTED, which
 * the spec leaves raw. A MESSAGE of a fan-out is built once per distinct subscription id, not
 * once per subscriber: every other header and the body are the same bytes for everyone.
 */

import { wsTextFrame } from './ws-frame';

const NUL = Buffer.from([0]);
/** A heart-beat, framed for the WebSocket. */
export const HEARTBEAT_WIRE = wsTextFrame(Buffer.from('\n'));

export type FrameHeaders = Record<string, string | number | undefined>;

function escapeHeader(text: string): string {
  return /[\\\r\n:]/.test(text)
    ? text.replace(/[\\\r\n:]/g, (char) =>
        char === '\\' ? '\\\\' : char === '\r' ? '\\r' : char === '\n' ? '\\n' : '\\c',
      )
    : text;
}

function headerLines(headers: FrameHeaders, escape: boolean): string {
  let out = '';
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = String(value);
    out += escape ? `${escapeHeader(name)}:${escapeHeader(text)}\n` : `${name}:${text}\n`;
  }
  return out;
}

/** A whole frame; content-length is added whenever there is a body. */
export function serializeFrame(
  command: string,
  headers: FrameHeaders,
  body: string | Buffer = '',
): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const all = bytes.length ? { ...headers, 'content-length': bytes.length } : headers;
  const head = `${command}\n${headerLines(all, command !== 'CONNECTED')}\n`;
  return Buffer.concat([Buffer.from(head), bytes, NUL]);
}

/**
 * One published message as MESSAGE frames. The shared headers and the body are serialised
 * here once; `forSubscription` adds only the `subscription` header and caches the result, so a
 * room of a thousand clients that all chose the same subscription id (stompjs numbers them
 * sub-0, sub-1, … per connection) costs one Buffer, written to every socket.
 */
export class SharedMessage {
  private readonly prefix: string;
  private readonly suffix: Buffer;
  private readonly built = new Map<string, Buffer>();
  private readonly wire = new Map<string, Buffer>();

  constructor(destination: string, messageId: string, body: Buffer, contentType: string) {
    this.prefix = `MESSAGE\n${headerLines(
      { destination, 'message-id': messageId, 'content-type': contentType },
      true,
    )}`;
    this.suffix = Buffer.concat([Buffer.from(`content-length:${body.length}\n\n`), body, NUL]);
  }

  forSubscription(subscriptionId: string): Buffer {
    let frame = this.built.get(subscriptionId);
    if (!frame) {
      frame = Buffer.concat([
        Buffer.from(`${this.prefix}subscription:${escapeHeader(subscriptionId)}\n`),
        this.suffix,
      ]);
      this.built.set(subscriptionId, frame);
    }
    return frame;
  }

  /** The frame as a WebSocket message, built once per subscription id like the frame. */
  wireFor(subscriptionId: string): Buffer {
    let bytes = this.wire.get(subscriptionId);
    if (!bytes) {
      bytes = wsTextFrame(this.forSubscription(subscriptionId));
      this.wire.set(subscriptionId, bytes);
    }
    return bytes;
  }

  /** How many distinct frames were built: 1 when every subscriber shares the id. */
  get distinctFrames(): number {
    return this.built.size;
  }
}
