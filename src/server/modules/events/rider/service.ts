/**
 * The rides a member joined and rode, as their profile lists them. Who is going is for members, as a
 * ride's attendees are; a waitlisted place is the member's own business, so it is listed only
 * when they read their own rides. A profile the reader may not open (an account not active) has
 * no rides for them either.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { RSVP_STATES, type RiderEventPage, type RsvpState } from '../../../../contract/events';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import { toPage } from '../../../../contract/paging';
import { notFound } from '../../../http-errors';
import type { AuthUser } from '../../../types';
import { findUserById, managesUsers } from '../../users';
import { listRiderEvents, riddenTotals } from './repository';
import { toEventListItems } from '../shapes';

const GOING_ONLY: readonly RsvpState[] = ['going'];

export async function riderRides(
  db: Kysely<Database>,
  reader: AuthUser,
  riderId: number,
  page: number,
  size: number,
): Promise<RiderEventPage> {
  const rider = await findUserById(db, riderId);
  const visible =
    rider && (rider.account_status === 'active' || reader.id === riderId || managesUsers(reader));
  if (!visible) throw notFound(SERVER_MESSAGE.notFound);
  const states = reader.id === riderId ? RSVP_STATES : GOING_ONLY;
  const now = new Date().toISOString();
  const [{ rows, total }, ridden] = await Promise.all([
    listRiderEvents(db, riderId, states, now, page, size),
    riddenTotals(db, riderId, now),
  ]);
  return { ...toPage(await toEventListItems(db, rows, reader), total, page, size), ridden };
}
