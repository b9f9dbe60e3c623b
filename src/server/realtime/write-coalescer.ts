/**
 * Gathers the frames written to a socket close together into one system call, like Nagle's
 * algorithm for the fan-out. The first write after a quiet spell goes out when the current
 * turn of the event loop ends; later ones wait until the gap since the previous flush is at
 * least `minIntervalMs` and twice as long as that flush took, but never over `maxIntervalMs`
 * (one slow flush, say a pause of the whole machine, must not hold the next one long). So a
 * lone message costs no delay, and when writing to every socket gets expensive (many
 * subscribers, a busy machine) each subscriber gets several messages per TCP write: the cost
 * per message falls as the load rises instead of the queue growing. Each frame is still its
 * own WebSocket message.
 */
import type { Duplex } from 'node:stream';

export class WriteCoalescer {
  private readonly held = new Set<Duplex>();
  private scheduled = false;
  private lastFlushEndAt = 0;
  private lastFlushMs = 0;

  constructor(
    private readonly minIntervalMs: number,
    private readonly maxIntervalMs = Math.max(minIntervalMs, 50),
  ) {}

  /** Call before writing to `stream`: its writes stay buffered until the next flush. */
  hold(stream: Duplex): void {
    if (this.held.has(stream)) return;
    stream.cork();
    this.held.add(stream);
    if (this.scheduled) return;
    this.scheduled = true;
    const gap = Math.min(this.maxIntervalMs, Math.max(this.minIntervalMs, 2 * this.lastFlushMs));
    const wait = this.lastFlushEndAt + gap - performance.now();
    if (wait > 0) setTimeout(this.flush, wait);
    else setImmediate(this.flush);
  }

  readonly flush = (): void => {
    const start = performance.now();
    this.scheduled = false;
    const streams = [...this.held];
    this.held.clear();
    for (const stream of streams) stream.uncork();
    this.lastFlushEndAt = performance.now();
    this.lastFlushMs = this.lastFlushEndAt - start;
  };
}
