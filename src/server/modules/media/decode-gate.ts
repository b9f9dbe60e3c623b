/**
 * How many pictures this process decodes at once. A decoded picture takes about 4 bytes a
 * pixel whatever its file size, so a few uploads in parallel could take the server's memory:
 * `running` decode at a time, `waiting` more queue behind them, and any further one is refused
 * with 503 and Retry-After instead of piling up. Memory is the process's own, so the gate is
 * too (one per process, shared by every app built in it).
 */
import { SERVER_MESSAGE } from '../../../contract/messages';
import { busy } from '../../http-errors';

export class DecodeGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
    private readonly retryAfterSeconds: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) {
        throw busy(SERVER_MESSAGE.picturesBusy, this.retryAfterSeconds);
      }
      // The finishing decode hands its place over: `active` stays counted for this one.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}

export const PICTURE_DECODES = { running: 2, waiting: 8, retryAfterSeconds: 5 } as const;

export const pictureDecodes = new DecodeGate(
  PICTURE_DECODES.running,
  PICTURE_DECODES.waiting,
  PICTURE_DECODES.retryAfterSeconds,
);
