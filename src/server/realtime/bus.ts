/**
 * The fan-out bus: what `publish` and `sendToUser` hand their messages to, and what delivers
 * them to this process's subscribers. In one process (SQLite) it is a direct call; with
 * PostgreSQL, pg-bus.ts carries the same envelopes through LISTEN/NOTIFY so every server
 * delivers every message, in the order the database gives them.
 */

/** One message for the subscribers of every server; `body` is the JSON text, serialised once. */
export type Envelope =
  | {
      kind: 'topic';
      destination: string;
      body: string;
      /** Also gathered, the latest per key, into this topic's once-a-second batch (batcher.ts). */
      batch?: { topic: string; key: string };
    }
  | { kind: 'user'; destination: string; userIds: number[]; body: string }
  /** These members' subscriptions to topics under `prefix` end (they may no longer read them). */
  | { kind: 'revoke'; userIds: number[]; prefix: string };

export interface FanoutBus {
  /** Carries an envelope to every server, this one included. */
  publish(envelope: Envelope): Promise<void>;
  /** Where this server's deliveries go; set once, before the first publish. */
  onEnvelope(deliver: (envelope: Envelope) => void): void;
  close(): Promise<void>;
}

/** One process: delivery happens inside publish, so the order is the order of the calls. */
export class InProcessBus implements FanoutBus {
  private deliver: (envelope: Envelope) => void = () => {};

  async publish(envelope: Envelope): Promise<void> {
    this.deliver(envelope);
  }

  onEnvelope(deliver: (envelope: Envelope) => void): void {
    this.deliver = deliver;
  }

  async close(): Promise<void> {}
}
