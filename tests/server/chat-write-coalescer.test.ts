/** The chat socket's write coalescer on a real Node stream: one system call per flush. */
import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { WriteCoalescer } from '../../src/server/realtime/write-coalescer';

/** A stream that records each batch it is handed, as a socket's writev would be called. */
function recordingStream() {
  const batches: { at: number; chunks: string[] }[] = [];
  const stream = new Duplex({
    read() {},
    writev(chunks, done) {
      batches.push({ at: performance.now(), chunks: chunks.map((c) => String(c.chunk)) });
      done();
    },
    write(chunk, _encoding, done) {
      batches.push({ at: performance.now(), chunks: [String(chunk)] });
      done();
    },
  });
  return { stream, batches };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('write coalescer', () => {
  it('sends the writes of one turn in one batch, at the end of the turn', async () => {
    const coalescer = new WriteCoalescer(10);
    const { stream, batches } = recordingStream();
    for (const frame of ['a', 'b', 'c']) {
      coalescer.hold(stream);
      stream.write(frame);
    }
    expect(batches).toHaveLength(0);
    await turn();
    expect(batches.map((batch) => batch.chunks)).toEqual([['a', 'b', 'c']]);
  });

  it('holds writes that follow a flush closely until the interval has passed', async () => {
    const coalescer = new WriteCoalescer(30);
    const { stream, batches } = recordingStream();
    coalescer.hold(stream);
    stream.write('first');
    await turn();
    coalescer.hold(stream);
    stream.write('second');
    await turn();
    coalescer.hold(stream);
    stream.write('third');
    expect(batches).toHaveLength(1);
    await sleep(60);
    expect(batches.map((batch) => batch.chunks)).toEqual([['first'], ['second', 'third']]);
    expect(batches[1]!.at - batches[0]!.at).toBeGreaterThanOrEqual(25);
    // After a quiet spell a write goes out at the end of its turn again. The spell is counted
    // from the flush itself, which a busy machine may have run late.
    await sleep(40);
    coalescer.hold(stream);
    stream.write('later');
    await turn();
    expect(batches.at(-1)!.chunks).toEqual(['later']);
  });

  it('flushes every stream it holds', async () => {
    const coalescer = new WriteCoalescer(10);
    const streams = [recordingStream(), recordingStream()];
    for (const { stream } of streams) {
      coalescer.hold(stream);
      stream.write('x');
    }
    await turn();
    expect(streams.map(({ batches }) => batches.length)).toEqual([1, 1]);
  });
});
