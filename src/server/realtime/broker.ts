/**
 * This process's subscriptions and sockets. Subscriptions are filed by key (a topic, or a
 * member's queue, see destinations.ts); a delivery builds each MESSAGE frame once and writes
 * the same bytes to every subscriber that shares a subscription id.
 */
import { SharedMessage } from './frame';
import { userQueueKey } from './destinations';

/** A socket as the broker sees it: something frames can be written to. */
export interface BrokerClient {
  /** Unique among this process's sockets. */
  readonly connectionId: number;
  readonly userId: number | null;
  /** Writes bytes already framed as a WebSocket message. */
  writeWire(wire: Buffer): void;
  /** The broker dropped this subscription: the client forgets it too. */
  forgetSubscription(id: string): void;
}

interface Subscription {
  client: BrokerClient;
  id: string;
}

const JSON_TYPE = 'application/json';

export class Broker {
  private readonly byKey = new Map<string, Map<string, Subscription>>();
  private readonly byUser = new Map<number, Set<BrokerClient>>();
  private readonly instance = Math.random().toString(36).slice(2, 8);
  private sequence = 0;

  /** Unique among the messages this process writes, which is all a connection sees. */
  nextMessageId(): string {
    return `${this.instance}-${++this.sequence}`;
  }

  addClient(client: BrokerClient): void {
    if (client.userId === null) return;
    let set = this.byUser.get(client.userId);
    if (!set) this.byUser.set(client.userId, (set = new Set()));
    set.add(client);
  }

  removeClient(client: BrokerClient): void {
    if (client.userId === null) return;
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.byUser.delete(client.userId);
  }

  isConnected(userId: number): boolean {
    return this.byUser.has(userId);
  }

  subscribe(client: BrokerClient, key: string, id: string): void {
    let subscribers = this.byKey.get(key);
    if (!subscribers) this.byKey.set(key, (subscribers = new Map()));
    subscribers.set(subscriptionKey(client, id), { client, id });
  }

  unsubscribe(client: BrokerClient, key: string, id: string): void {
    const subscribers = this.byKey.get(key);
    subscribers?.delete(subscriptionKey(client, id));
    if (subscribers?.size === 0) this.byKey.delete(key);
  }

  /** Writes a JSON body to every local subscriber of a topic; returns how many got it. */
  deliverToTopic(destination: string, json: string): number {
    return this.deliver(destination, destination, json);
  }

  /** Writes a JSON body to the queue of each member, on every socket they have here. */
  deliverToUsers(userIds: readonly number[], destination: string, json: string): number {
    let count = 0;
    for (const userId of new Set(userIds)) {
      count += this.deliver(userQueueKey(destination, userId), destination, json);
    }
    return count;
  }

  /**
   * Ends the members' subscriptions to every topic whose key starts with `prefix`, without a
   * word to them: they no longer may read it, and a new SUBSCRIBE is checked again.
   */
  revoke(userIds: readonly number[], prefix: string): number {
    const members = new Set(userIds);
    let count = 0;
    for (const [key, subscribers] of this.byKey) {
      if (!key.startsWith(prefix)) continue;
      for (const [subscription, { client, id }] of subscribers) {
        if (client.userId === null || !members.has(client.userId)) continue;
        subscribers.delete(subscription);
        client.forgetSubscription(id);
        count++;
      }
      if (subscribers.size === 0) this.byKey.delete(key);
    }
    return count;
  }

  subscriberCount(key: string): number {
    return this.byKey.get(key)?.size ?? 0;
  }

  private deliver(key: string, destination: string, json: string): number {
    const subscribers = this.byKey.get(key);
    if (!subscribers?.size) return 0;
    const message = new SharedMessage(
      destination,
      this.nextMessageId(),
      Buffer.from(json),
      JSON_TYPE,
    );
    // A copy: a write may drop a slow client, which unsubscribes it while we iterate.
    const targets = [...subscribers.values()];
    for (const { client, id } of targets) client.writeWire(message.wireFor(id));
    return targets.length;
  }
}

function subscriptionKey(client: BrokerClient, id: string): string {
  return `${client.connectionId}:${id}`;
}
