import { describe, expect, it } from 'vitest';
import type { Attendee } from '../../../../contract/events';
import type { PublicUser } from '../../../../contract/users';
import { placesText, ridersAsAsked, rsvpView } from './rsvp-state';

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
