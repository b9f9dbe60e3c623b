/**
 * Reads STOMP 1.2 frames (COMMAND, header lines, a blank line, the body, NUL) out of a stream of
 * WebSocket messages. A frame may be split across messages and one message may hold several
 * frames; end-of-line bytes between frames are heart-beats. With a content-length header the
 * body is exactly that many bytes and may contain NUL; without one it ends at the first NUL.
 * Any violation throws a StompFrameError, after which the parser reads nothing more: the
 * connection is to send an ERROR frame and close.
 */

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const EMPTY = Buffer.alloc(0);

export interface StompFrame {
  command: string;
  /** Decoded header values; when a header repeats, the first one wins (STOMP 1.2). */
  headers: Record<string, string>;
  body: Buffer;
}

export class StompFrameError extends Error {
  override name = 'StompFrameError';
}

export interface FrameParserOptions {
  /** Largest frame, from its command to its NUL, in bytes. */
  maxFrameBytes: number;
  onFrame(frame: StompFrame): void;
  /** An end-of-line between frames: the peer is alive. */
  onHeartbeat?(): void;
}

/** CONNECT and CONNECTED keep backslashes as they are, for STOMP 1.0 peers (spec 1.2). */
const RAW_HEADER_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

function unescapeHeader(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = text[++i];
    if (next === 'r') out += '\r';
    else if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    else throw new StompFrameError('Undefined escape sequence in a header');
  }
  return out;
}

function lineOf(data: Buffer, start: number, newline: number): string {
  const end = newline > start && data[newline - 1] === CR ? newline - 1 : newline;
  return data.toString('utf8', start, end);
}

export class FrameParser {
  private pending: Buffer = EMPTY;
  private failed = false;

  constructor(private readonly options: FrameParserOptions) {}

  /** Feeds one WebSocket message; calls onFrame for each frame it completes. */
  push(chunk: Buffer): void {
    if (this.failed) return;
    const data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let offset = 0;
    try {
      while (offset < data.length) {
        const byte = data[offset];
        if (byte === LF) {
          offset += 1;
          this.options.onHeartbeat?.();
          continue;
        }
        if (byte === CR) {
          if (offset + 1 >= data.length) break;
          if (data[offset + 1] !== LF) throw new StompFrameError('Stray carriage return');
          offset += 2;
          this.options.onHeartbeat?.();
          continue;
        }
        const end = this.readFrame(data, offset);
        if (end < 0) break;
        offset = end;
      }
    } catch (error) {
      this.failed = true;
      this.pending = EMPTY;
      throw error;
    }
    // Copy the unfinished tail so a large message is not kept alive by a few bytes of it.
    this.pending = offset >= data.length ? EMPTY : Buffer.from(data.subarray(offset));
  }

  /** Parses the frame starting at `start`: the offset after its NUL, or -1 if incomplete. */
  private readFrame(data: Buffer, start: number): number {
    const { maxFrameBytes } = this.options;
    const lines: string[] = [];
    let position = start;
    let bodyStart = -1;
    while (bodyStart < 0) {
      const newline = data.indexOf(LF, position);
      if (newline < 0) {
        if (data.length - start > maxFrameBytes) throw this.tooLarge();
        return -1;
      }
      if (newline + 1 - start > maxFrameBytes) throw this.tooLarge();
      const line = lineOf(data, position, newline);
      position = newline + 1;
      if (line === '' && lines.length > 0) bodyStart = position;
      else lines.push(line);
    }

    const command = lines[0] ?? '';
    if (!/^[A-Z]+$/.test(command)) throw new StompFrameError('Malformed command line');
    const raw = RAW_HEADER_COMMANDS.has(command);
    const headers: Record<string, string> = {};
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompFrameError('Malformed header line');
      const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
      if (Object.hasOwn(headers, name)) continue;
      const value = line.slice(colon + 1);
      headers[name] = raw ? value : unescapeHeader(value);
    }

    let bodyEnd: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d{1,10}$/.test(declared)) throw new StompFrameError('Bad content-length header');
      const length = Number(declared);
      if (bodyStart - start + length + 1 > maxFrameBytes) throw this.tooLarge();
      bodyEnd = bodyStart + length;
      if (data.length <= bodyEnd) return -1;
      if (data[bodyEnd] !== NUL) throw new StompFrameError('Body longer than its content-length');
    } else {
      bodyEnd = data.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) {
        if (data.length - start > maxFrameBytes) throw this.tooLarge();
        return -1;
      }
      if (bodyEnd + 1 - start > maxFrameBytes) throw this.tooLarge();
    }

    // The body is copied: the message it came in is not kept for as long as the frame is.
    const body = Buffer.from(data.subarray(bodyStart, bodyEnd));
    this.options.onFrame({ command, headers, body });
    return bodyEnd + 1;
  }

  private tooLarge() {
    return new StompFrameError(`Frame larger than ${this.options.maxFrameBytes} bytes`);
  }
}
