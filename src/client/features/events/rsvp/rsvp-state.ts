/**
 * What the ride page says of the reader's place: from the server's answer, or from an RSVP
 * still in the outbox, which wins because it is what the rider asked for last.
 */
import type { Attendee, Attendees, EventListItem } from '../../../../contract/events';
import type { PublicUser } from '../../../../contract/users';
import { EVENT_TEXT } from '../../../../contract/events-constants';
import type { OutboxEntry } from '../../../lib/outbox/db';
import { refusalOf } from '../../../lib/outbox/parked';
import { hasStarted } from '../ride-format';
import { RIDES_TEXT } from '../texts';

export type RsvpRide = Pick<EventListItem, 'myRsvp' | 'myWaitlistPosition'>;

/** An RSVP in the outbox: waiting for the network, or refused by the server. */
export interface QueuedRsvp {
  going: boolean;
  failed: boolean;
}

export interface RsvpView {
  /** "You're going", "Waitlist: 2nd", "You're not going". */
  text: string;
  /** Whether the rider asked to go: riding, or waiting for a place. */
  going: boolean;
  /** Waiting for a place (not riding yet): the buttons say so instead of "Going". */
  waitlisted: boolean;
  /** An RSVP still in the outbox. */
  waiting: boolean;
}

export function rsvpView(ride: RsvpRide, queued?: QueuedRsvp | null): RsvpView {
  if (queued && !queued.failed) {
    return {
      text: queued.going ? RIDES_TEXT.youAskedToGo : RIDES_TEXT.youAreNotGoing,
      going: queued.going,
      waitlisted: false,
      waiting: true,
    };
  }
  if (ride.myRsvp === 'going')
    return { text: RIDES_TEXT.youAreGoing, going: true, waitlisted: false, waiting: false };
  if (ride.myRsvp === 'waitlisted') {
    const text = ride.myWaitlistPosition
      ? RIDES_TEXT.waitlistPlace(ride.myWaitlistPosition)
      : EVENT_TEXT.waitlisted;
    return { text, going: true, waitlisted: true, waiting: false };
  }
  return { text: RIDES_TEXT.youAreNotGoing, going: false, waitlisted: false, waiting: false };
}

/** "12 / 15 going", "Full · 3 waiting", "4 going". */
export function placesText(
  ride: Pick<EventListItem, 'goingCount' | 'waitlistCount' | 'capacity'>,
): string {
  if (ride.capacity !== null && ride.goingCount >= ride.capacity)
    return RIDES_TEXT.fullWaiting(ride.waitlistCount);
  return RIDES_TEXT.going(ride.goingCount, ride.capacity);
}

/** An RSVP still in the outbox, as the lists of riders show it. */
export interface AskedRsvp {
  going: boolean;
  guests: number;
}

/** A rider on a list; `waiting` marks the reader's own place while their RSVP is unsent. */
export type ListedRider = Attendee & { waiting?: boolean };

/**
 * The lists of riders as the reader asked last: an unsent "not going" takes them off both
 * lists, an unsent "going" puts them at the end of the riders going (or of the waitlist the
 * organiser sees, when the ride is full) marked as waiting, and changed guests show at once.
 */
export function ridersAsAsked(
  attendees: Pick<Attendees, 'going' | 'waitlist'>,
  me: PublicUser,
  asked: AskedRsvp | null,
  full: boolean,
): { going: ListedRider[]; waitlist: ListedRider[] | null } {
  const { going, waitlist } = attendees;
  if (!asked) return { going, waitlist };
  const isMe = (rider: Attendee) => rider.user.id === me.id;
  const withoutMe = {
    going: going.filter((r) => !isMe(r)),
    waitlist: waitlist?.filter((r) => !isMe(r)) ?? null,
  };
  if (!asked.going) return withoutMe;
  const mine = (rider: Attendee): ListedRider =>
    isMe(rider) ? { ...rider, guests: asked.guests, waiting: true } : rider;
  if (going.some(isMe) || waitlist?.some(isMe)) {
    return { going: going.map(mine), waitlist: waitlist?.map(mine) ?? null };
  }
  const asking: ListedRider = {
    user: me,
    joinedAt: new Date().toISOString(),
    guests: asked.guests,
    waiting: true,
  };
  if (!full) return { going: [...going, asking], waitlist };
  return { going, waitlist: waitlist && [...waitlist, asking] };
}

/**
 * Why the server refused the rider's last RSVP, in the panel's terms:
 * - 'cancelled', 'closed' (the ride has started), 'gone' (deleted) and 'refused' (any other
 *   refusal, the server's message said as it is): no retry can change them, so the panel says
 *   what happened and offers only to dismiss it;
 * - 'guests': the guests field was refused, which the rider fixes by choosing again.
 */
export type RsvpRefusal =
  { kind: 'cancelled' | 'closed' | 'gone' } | { kind: 'guests' | 'refused'; message: string };

type RefusedRsvp = Pick<
  OutboxEntry,
  | 'kind'
  | 'state'
  | 'parkedFor'
  | 'contractVersion'
  | 'lastStatus'
  | 'lastError'
  | 'lastFieldErrors'
>;

/**
 * The refusal of `entry` as the panel shows it; null when it is not refused, or when the
 * outbox's own choices fit it better: one only a newer version can send, one to rewrite, and a
 * session that ended (401), which a retry after signing in again does send. The ride as read
 * after the refusal says why (the sender reloads it); until it is read again, the server's
 * own message for a cancelled or started ride says the same.
 */
export function rsvpRefusalOf(
  entry: RefusedRsvp,
  ride: Pick<EventListItem, 'status' | 'startsAt'>,
  now = Date.now(),
): RsvpRefusal | null {
  if (refusalOf(entry, now) !== 'refused' || entry.lastStatus === 401) return null;
  if (entry.lastStatus === 404) return { kind: 'gone' };
  if (ride.status === 'cancelled' || entry.lastError === EVENT_TEXT.cancelled)
    return { kind: 'cancelled' };
  if (hasStarted(ride.startsAt, now) || entry.lastError === EVENT_TEXT.started)
    return { kind: 'closed' };
  const guests = entry.lastFieldErrors?.guests;
  if (guests) return { kind: 'guests', message: guests };
  return { kind: 'refused', message: entry.lastError ?? '' };
}

/** What the panel says of a refusal no retry can change. */
export function refusalText(refusal: RsvpRefusal): string {
  switch (refusal.kind) {
    case 'cancelled':
      return RIDES_TEXT.rsvpRideCancelled;
    case 'closed':
      return RIDES_TEXT.rsvpClosed;
    case 'gone':
      return RIDES_TEXT.rsvpRideGone;
    default:
      return RIDES_TEXT.rsvpRefused(refusal.message);
  }
}
