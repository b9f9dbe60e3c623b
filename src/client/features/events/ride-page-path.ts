/** A ride's page, where its RSVP, chat and roll-call are written and opened again to edit. */
export const ridePagePath = (rideId: number) => `/events/${rideId}`;
