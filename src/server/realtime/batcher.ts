/**
 * Batched topics: for a crowd (2,000 riders sharing on one ride), a watcher cannot take a frame
 * per position. Each process keeps, per batched topic that has subscribers here, the latest body
 * per key (a rider) since the last flush, and once per interval writes one frame holding them as a
 * JSON array to every subscriber. The array is built once per topic and flush, however many
 * watch; a key sent twice in one interval goes out once, the newer body winning.
 */
import type { Broker } from './broker';

export class TopicBatcher {
  private readonly pending = new Map<string, Map<string, string>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly broker: Broker,
    intervalMs: number,
  ) {
    this.timer = setInterval(() => this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Keeps `body` as the key's latest on `topic`, if anyone here watches that topic. */
  add(topic: string, key: string, body: string): void {
    if (this.broker.subscriberCount(topic) === 0) return;
    let latest = this.pending.get(topic);
    if (!latest) this.pending.set(topic, (latest = new Map()));
    latest.set(key, body);
  }

  /** Writes each topic's gathered bodies as one frame; answers how many frames went out. */
  flush(): number {
    let frames = 0;
    const topics = [...this.pending];
    this.pending.clear();
    for (const [topic, latest] of topics) {
      if (this.broker.deliverToTopic(topic, `[${[...latest.values()].join(',')}]`) > 0) frames++;
    }
    return frames;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
