/**
 * The waitlist moving: places free on a ride are filled by its waiting riders in join order,
 * inside the transaction that freed them, and the riders who moved up are told afterwards.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EVENT_TEXT } from '../../../../contract/events';
import type { Database } from '../../../db/schema';
import type { EventRow } from '../repository';
import { countGoing, promoteWaiting } from './repository';

type Db = Kysely<Database>;
/** More places than any ride holds: a ride without a capacity takes every waiting rider. */
const UNLIMITED = 1_000_000;

/** Moves waiting riders up into the places free now; answers who moved. */
export async function fillFreePlaces(
  trx: Db,
  event: Pick<EventRow, 'id' | 'capacity'>,
): Promise<number[]> {
  const free =
    event.capacity === null ? UNLIMITED : event.capacity - (await countGoing(trx, event.id));
  return promoteWaiting(trx, event.id, free);
}

export function notifyPromoted(
  app: FastifyInstance,
  event: Pick<EventRow, 'id' | 'name'>,
  userIds: number[],
): void {
  if (userIds.length === 0) return;
  void app.notify(userIds, 'waitlist', () => ({
    title: EVENT_TEXT.promotedTitle(event.name),
    body: EVENT_TEXT.promotedBody,
    url: `/events/${event.id}`,
    tag: `event-${event.id}`,
  }));
}
