/**
 * The timers that keep a chat socket honest: a socket must say CONNECT within the first
 * interval, then each side keeps the heart-beat rate CONNECT and CONNECTED agreed on. The
 * server sends an EOL when it has been quiet for half its interval, and gives a peer up once
 * it has been silent for `silenceFactor` of its interval. Timers are unref'd: they never keep
 * the process alive.
 */
import type { Heartbeats } from './negotiation';

export interface LivenessActions {
  /** Nothing was written for a while: write a heart-beat. */
  beat(): void;
  /** The peer broke its promise (or never connected): let it go. */
  giveUp(reason: string): void;
}

export class Liveness {
  lastReceivedAt = Date.now();
  lastSentAt = Date.now();
  private readonly timers: NodeJS.Timeout[] = [];
  private connectTimer: NodeJS.Timeout | undefined;

  constructor(private readonly actions: LivenessActions) {}

  /** A socket that never says CONNECT holds memory for nothing. */
  awaitConnect(withinMs: number): void {
    this.connectTimer = setTimeout(() => this.actions.giveUp('no CONNECT'), withinMs);
    this.connectTimer.unref();
  }

  start(beats: Heartbeats, silenceFactor: number): void {
    clearTimeout(this.connectTimer);
    const { sendEveryMs, expectEveryMs } = beats;
    if (sendEveryMs > 0) {
      this.every(sendEveryMs, () => {
        if (Date.now() - this.lastSentAt >= sendEveryMs / 2) this.actions.beat();
      });
    }
    if (expectEveryMs > 0) {
      const limit = expectEveryMs * silenceFactor;
      this.every(expectEveryMs, () => {
        if (Date.now() - this.lastReceivedAt > limit) this.actions.giveUp('peer silent');
      });
    }
  }

  stop(): void {
    clearTimeout(this.connectTimer);
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
  }

  private every(ms: number, tick: () => void): void {
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.push(timer);
  }
}
