import { describe, expect, it } from 'vitest';
import { placesText, rsvpView } from './rsvp-state';

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
});
