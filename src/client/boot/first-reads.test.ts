import { describe, expect, it } from 'vitest';
import { firstReadsOf } from './first-reads';

describe('what a start reads at once', () => {
  it("reads a ride's, a product's and a member's data by their id", () => {
    expect(firstReadsOf({ path: '/events/12', search: '', signedIn: false })).toEqual([
      '/api/event/12',
    ]);
    // A member also sees who is going and the organiser's announcements, drawn with the ride.
    expect(firstReadsOf({ path: '/events/12', search: '', signedIn: true })).toEqual([
      '/api/user/me',
      '/api/notifications/unread-count',
      '/api/event/12',
      '/api/event/12/attendees',
      '/api/announcements?rideId=12',
    ]);
    expect(firstReadsOf({ path: '/people/profile/3', search: '', signedIn: true })).toEqual([
      '/api/user/me',
      '/api/notifications/unread-count',
      '/api/user/3',
      '/api/post/author/3?page=0&size=11',
      '/api/event/rider/3?page=0&size=5',
    ]);
  });

  it('reads nothing for a screen whose path is not an id (the new ride form), nor a bad id', () => {
    expect(firstReadsOf({ path: '/events/new', search: '', signedIn: true })).toEqual([
      '/api/user/me',
      '/api/notifications/unread-count',
    ]);
    expect(
      firstReadsOf({ path: '/products/productDetails/abc', search: '', signedIn: false }),
    ).toEqual([]);
    expect(firstReadsOf({ path: '/people/profile/0', search: '', signedIn: false })).toEqual([]);
  });
});
