import { describe, expect, it } from 'vitest';
import type { Attendee, EventListItem } from '../../../../contract/events';
import type { PublicUser } from '../../../../contract/users';
import { EVENT_TEXT } from '../../../../contract/events-constants';
import { RIDES_TEXT } from '../texts';
import { placesText, refusalText, ridersAsAsked, rsvpRefusalOf, rsvpView } from './rsvp-state';

const rider = (id: number, guests = 0): Attendee => ({
  user: {
    id,
    username: `rider${id}`,
    fullName: `Rider ${id}`,
    uniqueName: `rider${id}`,
    profilePicture: null,
    coverPicture: null,
    roles: [{ name: 'ROLE_USER' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  joinedAt: '2026-11-01T00:00:00.000Z',
  guests,
});
const names = (riders: Attendee[] | null) =>
  riders?.map((r) => `${r.user.username}+${r.guests}${'waiting' in r ? ' waiting' : ''}`);

describe("the rider's RSVP as the ride page says it", () => {
  it('going, waitlisted with the place in line, or not going', () => {
    expect(rsvpView({ myRsvp: 'going', myWaitlistPosition: null }).text).toBe("You're going");
    expect(rsvpView({ myRsvp: 'waitlisted', myWaitlistPosition: 2 }).text).toBe('Waitlist: 2nd');
    expect(rsvpView({ myRsvp: 'waitlisted', myWaitlistPosition: 11 }).text).toBe('Waitlist: 11th');
    expect(rsvpView({ myRsvp: 'waitlisted', myWaitlistPosition: 21 }).text).toBe('Waitlist: 21st');
    expect(rsvpView({ myRsvp: null, myWaitlistPosition: null })).toEqual({
      text: "You're not going",
      going: false,
      waitlisted: false,
      waiting: false,
    });
    // Waiting for a place is not going: the page must not show it as a place on the ride.
    expect(rsvpView({ myRsvp: 'waitlisted', myWaitlistPosition: 1 })).toMatchObject({
      going: true,
      waitlisted: true,
    });
    expect(rsvpView({ myRsvp: 'going', myWaitlistPosition: null }).waitlisted).toBe(false);
  });

  it('an RSVP waiting in the outbox shows what was asked, until it is sent', () => {
    const ride = { myRsvp: 'going' as const, myWaitlistPosition: null };
    expect(rsvpView(ride, { going: false, failed: false })).toEqual({
      text: "You're not going",
      going: false,
      waitlisted: false,
      waiting: true,
    });
    // A refused one no longer stands for the rider's place: the server's answer does.
    expect(rsvpView(ride, { going: false, failed: true }).text).toBe("You're going");
  });

  it('counts places: with a limit, without one, and full with a waitlist', () => {
    expect(placesText({ goingCount: 12, waitlistCount: 0, capacity: 15 })).toBe('12 / 15 going');
    expect(placesText({ goingCount: 4, waitlistCount: 0, capacity: null })).toBe('4 going');
    expect(placesText({ goingCount: 15, waitlistCount: 3, capacity: 15 })).toBe('Full · 3 waiting');
    expect(placesText({ goingCount: 2, waitlistCount: 0, capacity: 2 })).toBe('Full');
  });

  it('lists the riders as the reader asked last, while the RSVP waits in the outbox', () => {
    const me: PublicUser = rider(7).user;
    const lists = { going: [rider(1), rider(7)], waitlist: [rider(3)] };
    // Nothing waiting: the server's lists as they are.
    expect(ridersAsAsked(lists, me, null, false)).toEqual(lists);
    // "Not going" offline: off both lists at once.
    const off = ridersAsAsked(lists, me, { going: false, guests: 0 }, false);
    expect(names(off.going)).toEqual(['rider1+0']);
    expect(
      names(
        ridersAsAsked(
          { going: [rider(1)], waitlist: [rider(7)] },
          me,
          { going: false, guests: 0 },
          true,
        ).waitlist,
      ),
    ).toEqual([]);
    // Guests changed offline show on the reader's own row, marked as waiting.
    expect(names(ridersAsAsked(lists, me, { going: true, guests: 2 }, false).going)).toEqual([
      'rider1+0',
      'rider7+2 waiting',
    ]);
    // "Going" offline: at the end of the riders going, or of the waitlist when the ride is full.
    const absent = { going: [rider(1)], waitlist: null };
    expect(names(ridersAsAsked(absent, me, { going: true, guests: 1 }, false).going)).toEqual([
      'rider1+0',
      'rider7+1 waiting',
    ]);
    const full = ridersAsAsked(
      { going: [rider(1)], waitlist: [rider(3)] },
      me,
      { going: true, guests: 0 },
      true,
    );
    expect(names(full.going)).toEqual(['rider1+0']);
    expect(names(full.waitlist)).toEqual(['rider3+0', 'rider7+0 waiting']);
    // A member who does not see the waitlist is not added to a full ride's riders going.
    expect(names(ridersAsAsked(absent, me, { going: true, guests: 0 }, true).going)).toEqual([
      'rider1+0',
    ]);
  });
});

describe('an RSVP the server refused, as the panel says it', () => {
  const now = Date.parse('2026-12-07T08:00:00.000Z');
  const upcoming: Pick<EventListItem, 'status' | 'startsAt'> = {
    status: 'scheduled',
    startsAt: '2026-12-08T06:30:00.000Z',
  };
  const refused = (lastStatus: number, lastError: string, more: object = {}) => ({
    kind: 'event.rsvp',
    state: 'failed' as const,
    lastStatus,
    lastError,
    ...more,
  });
  const said = (entry: ReturnType<typeof refused>, ride = upcoming) => {
    const refusal = rsvpRefusalOf(entry, ride, now);
    return refusal && (refusal.kind === 'guests' ? refusal : refusalText(refusal));
  };

  it('says what happened to the ride, as read again or as the server put it', () => {
    const cancelled = refused(409, EVENT_TEXT.cancelled);
    expect(said(cancelled, { ...upcoming, status: 'cancelled' })).toBe(
      RIDES_TEXT.rsvpRideCancelled,
    );
    // Before the ride is read again, the server's own words for it say the same.
    expect(said(cancelled)).toBe(RIDES_TEXT.rsvpRideCancelled);
    expect(said(refused(409, EVENT_TEXT.started))).toBe(RIDES_TEXT.rsvpClosed);
    expect(
      said(refused(409, 'Conflict'), { ...upcoming, startsAt: '2026-12-07T07:00:00.000Z' }),
    ).toBe(RIDES_TEXT.rsvpClosed);
    expect(said(refused(404, 'Not found.'))).toBe(RIDES_TEXT.rsvpRideGone);
    // Any other refusal (an account that may not answer, say) in the server's words.
    expect(said(refused(403, 'Your account cannot join rides.'))).toBe(
      RIDES_TEXT.rsvpRefused('Your account cannot join rides.'),
    );
  });

  it('a refused guests field is for the rider to choose again', () => {
    expect(
      said(refused(400, 'Bad', { lastFieldErrors: { guests: 'Bring 0 to 2 guests.' } })),
    ).toEqual({
      kind: 'guests',
      message: 'Bring 0 to 2 guests.',
    });
  });

  it('leaves to the outbox what a retry, a sign-in or a newer version can still send', () => {
    expect(rsvpRefusalOf({ ...refused(409, 'x'), state: 'pending' }, upcoming, now)).toBeNull();
    expect(rsvpRefusalOf(refused(401, 'Sign in again.'), upcoming, now)).toBeNull();
    expect(
      rsvpRefusalOf(refused(426, 'Update', { parkedFor: 'update' }), upcoming, now),
    ).toBeNull();
  });
});
