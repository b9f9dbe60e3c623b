/**
 * The SEND rate of one connection: at most `limit` in any `windowMs`, counted over a sliding
 * window, so a burst right after a window boundary cannot double the rate.
 */
export class SendWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a SEND at `now` if it is within the limit; false when it is one too many. */
  tryTake(now = Date.now()): boolean {
    while (this.times.length && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length >= this.limit) return false;
    this.times.push(now);
    return true;
  }
}
