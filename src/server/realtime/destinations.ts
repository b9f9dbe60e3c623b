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
  /** Refusals of this connection's own frames. */
  | { kind: 'errors' }
  | { kind: 'refused'; message: string };

/** The broker's key of a member's queue. */
export function userQueueKey(destination: string, userId: number): string {
  return `${destination}#${userId}`;
}

export function routeSubscription(destination: string, userId: number | null): SubscribeRoute {
  if (PUBLIC_TOPICS.has(destination)) return { kind: 'broker', key: destination };
  if (destination === DESTINATIONS.errors) return { kind: 'errors' };
  if (USER_QUEUE.test(destination)) {
    return userId === null
      ? { kind: 'refused', message: `Sign in to subscribe to ${destination}` }
      : { kind: 'broker', key: userQueueKey(destination, userId) };
  }
  return { kind: 'refused', message: `No such destination: ${destination}` };
}
