/**
 * Who may subscribe where. The room is readable by visitors; a member's queues are theirs
 * alone, so a /user/queue/* subscription is filed under the connected member and never reaches
 * anyone else. /user/queue/errors is special: refusals go to the connection that sent the
 * refused frame only, so a visitor may subscribe there too and learn why a SEND was refused.
 */
import { DESTINATIONS } from '../../contract/chat';

const PUBLIC_TOPICS = new Set<string>([DESTINATIONS.room]);
const USER_QUEUE = /^\/user\/queue\/[a-z][a-z0-9-]*$/;

export type SubscribeRoute =
  /** Delivered by the broker under this key. */
  | { kind: 'broker'; key: string }
  /** A feature's guarded topic: the member must pass `allowed` before it is filed. */
  | { kind: 'guarded'; key: string; allowed: () => Promise<string | null> }
  /** Refusals of this connection's own frames. */
  | { kind: 'errors' }
  | { kind: 'refused'; message: string };

/** The broker's key of a member's queue. */
export function userQueueKey(destination: string, userId: number): string {
  return `${destination}#${userId}`;
}

/**
 * A feature's topics that only some members may read (a ride's live positions): the check
 * answers null to let the member in, or the refusal's message. Visitors are refused before it.
 */
export interface TopicGuard {
  pattern: RegExp;
  check(userId: number, match: RegExpExecArray): Promise<string | null>;
}

export function routeSubscription(
  destination: string,
  userId: number | null,
  guards: readonly TopicGuard[] = [],
): SubscribeRoute {
  if (PUBLIC_TOPICS.has(destination)) return { kind: 'broker', key: destination };
  for (const guard of guards) {
    const match = guard.pattern.exec(destination);
    if (!match) continue;
    if (userId === null)
      return { kind: 'refused', message: `Sign in to subscribe to ${destination}` };
    return { kind: 'guarded', key: destination, allowed: () => guard.check(userId, match) };
  }
  if (destination === DESTINATIONS.errors) return { kind: 'errors' };
  if (USER_QUEUE.test(destination)) {
    return userId === null
      ? { kind: 'refused', message: `Sign in to subscribe to ${destination}` }
      : { kind: 'broker', key: userQueueKey(destination, userId) };
  }
  return { kind: 'refused', message: `No such destination: ${destination}` };
}
