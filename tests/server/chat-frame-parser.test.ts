/** The STOMP frame reader and writer of the chat socket, byte by byte. */
import { describe, expect, it } from 'vitest';
import {
  FrameParser,
  StompFrameError,
  type StompFrame,
} from '../../src/server/realtime/frame-parser';
import { SharedMessage, serializeFrame } from '../../src/server/realtime/frame';
import { wsTextFrame } from '../../src/server/realtime/ws-frame';

function reader(maxFrameBytes = 1024) {
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  const parser = new FrameParser({
    maxFrameBytes,
    onFrame: (frame) => frames.push(frame),
    onHeartbeat: () => heartbeats++,
  });
  return {
    frames,
    heartbeats: () => heartbeats,
    push: (...chunks: (string | Buffer)[]) => {
      for (const chunk of chunks) parser.push(Buffer.from(chunk));
    },
  };
}

describe('frame parser', () => {
  it('reads a frame split across several messages, at every possible cut', () => {
    const frame = 'SEND\ndestination:/app/sendMessage\nreceipt:r-1\n\nhello room\0';
    for (let cut = 1; cut < frame.length; cut++) {
      const r = reader();
      r.push(frame.slice(0, cut));
      expect(r.frames).toHaveLength(0);
      r.push(frame.slice(cut));
      expect(r.frames).toHaveLength(1);
      expect(r.frames[0]).toMatchObject({
        command: 'SEND',
        headers: { destination: '/app/sendMessage', receipt: 'r-1' },
      });
      expect(r.frames[0]!.body.toString()).toBe('hello room');
    }
  });

  it('reads several frames packed into one message, with heart-beat EOLs between them', () => {
    const r = reader();
    r.push(
      '\n\r\nSUBSCRIBE\nid:0\ndestination:/topic/messages\n\n\0\nSEND\ndestination:/a\n\nx\0\n\n',
    );
    expect(r.frames.map((frame) => frame.command)).toEqual(['SUBSCRIBE', 'SEND']);
    expect(r.heartbeats()).toBe(5);
  });

  it('counts lone EOL messages as heart-beats', () => {
    const r = reader();
    r.push('\n', '\n', '\r\n');
    expect(r.heartbeats()).toBe(3);
    expect(r.frames).toHaveLength(0);
  });

  it('keeps NUL bytes inside a body whose content-length says so', () => {
    const r = reader();
    const body = Buffer.from([0x61, 0x00, 0x62, 0x00]);
    const frame = Buffer.concat([
      Buffer.from(`SEND\ndestination:/a\ncontent-length:${body.length}\n\n`),
      body,
      Buffer.from([0]),
    ]);
    r.push(frame.subarray(0, 30), frame.subarray(30));
    expect(r.frames).toHaveLength(1);
    expect(r.frames[0]!.body.equals(body)).toBe(true);
  });

  it('accepts CRLF line ends', () => {
    const r = reader();
    r.push('SEND\r\ndestination:/a\r\n\r\nbody\0');
    expect(r.frames[0]).toMatchObject({ command: 'SEND', headers: { destination: '/a' } });
  });

  it('decodes escaped header values, but not on CONNECT', () => {
    const r = reader();
    r.push('SEND\ndestination:/a\nnote:a\\cb\\nc\\\\d\\re\n\n\0');
    r.push('CONNECT\nlogin:a\\cb\n\n\0');
    expect(r.frames[0]!.headers.note).toBe('a:b\nc\\d\re');
    expect(r.frames[1]!.headers.login).toBe('a\\cb');
  });

  it('keeps the first of repeated headers', () => {
    const r = reader();
    r.push('SEND\ndestination:/first\ndestination:/second\n\n\0');
    expect(r.frames[0]!.headers.destination).toBe('/first');
  });

  it('refuses an undefined escape sequence', () => {
    expect(() => reader().push('SEND\ndestination:/a\\t\n\n\0')).toThrow(StompFrameError);
  });

  it('refuses a frame over the size limit, even before it is complete', () => {
    const r = reader(100);
    expect(() => r.push(`SEND\ndestination:/a\n\n${'x'.repeat(200)}`)).toThrow(/larger than 100/);
    const declared = reader(100);
    expect(() => declared.push('SEND\ndestination:/a\ncontent-length:500\n\n')).toThrow(
      /larger than 100/,
    );
    const headers = reader(100);
    expect(() => headers.push(`SEND\nx:${'y'.repeat(200)}`)).toThrow(/larger than 100/);
  });

  it('accepts a frame of exactly the size limit', () => {
    const head = 'SEND\ndestination:/a\n\n';
    const r = reader(100);
    r.push(`${head}${'x'.repeat(100 - head.length - 1)}\0`);
    expect(r.frames).toHaveLength(1);
  });

  it('refuses a malformed content-length and a body longer than it', () => {
    expect(() => reader().push('SEND\ncontent-length:abc\n\nx\0')).toThrow(/content-length/);
    expect(() => reader().push('SEND\ncontent-length:-1\n\nx\0')).toThrow(/content-length/);
    expect(() => reader().push('SEND\ncontent-length:2\n\nabc\0')).toThrow(/longer/);
  });

  it('refuses a malformed command or header line, and reads nothing after an error', () => {
    expect(() => reader().push('send\n\n\0')).toThrow(/command/);
    expect(() => reader().push('SEND\nno-colon\n\n\0')).toThrow(/header/);
    const r = reader();
    expect(() => r.push('SEND\nno-colon\n\n\0')).toThrow();
    r.push('SEND\ndestination:/a\n\n\0');
    expect(r.frames).toHaveLength(0);
  });
});

describe('frame writer', () => {
  it('escapes header values and reads back what it wrote', () => {
    const bytes = serializeFrame('MESSAGE', { destination: '/a', note: 'a:b\nc\\d' }, 'héllo');
    const r = reader();
    r.push(bytes);
    expect(r.frames[0]!.headers).toMatchObject({ note: 'a:b\nc\\d', 'content-length': '6' });
    expect(r.frames[0]!.body.toString()).toBe('héllo');
  });

  it('builds one buffer per subscription id for a fan-out, shared by every subscriber', () => {
    const message = new SharedMessage(
      '/topic/messages',
      'm-1',
      Buffer.from('{"a":1}'),
      'application/json',
    );
    const first = message.forSubscription('sub-0');
    expect(message.forSubscription('sub-0')).toBe(first);
    const other = message.forSubscription('sub-1');
    expect(message.distinctFrames).toBe(2);
    const r = reader();
    r.push(first, other);
    expect(r.frames.map((frame) => frame.headers.subscription)).toEqual(['sub-0', 'sub-1']);
    expect(r.frames[0]!.headers).toMatchObject({
      destination: '/topic/messages',
      'message-id': 'm-1',
      'content-type': 'application/json',
      'content-length': '7',
    });
  });
});

describe('WebSocket framing of fan-out frames', () => {
  it('writes the payload length in the form RFC 6455 asks for at each size', () => {
    for (const [size, header] of [
      [125, [0x81, 125]],
      [126, [0x81, 126, 0, 126]],
      [65535, [0x81, 126, 0xff, 0xff]],
      [65536, [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]],
    ] as const) {
      const payload = Buffer.alloc(size, 0x61);
      const frame = wsTextFrame(payload);
      expect([...frame.subarray(0, header.length)]).toEqual(header);
      expect(frame.subarray(header.length).equals(payload)).toBe(true);
    }
  });
});
