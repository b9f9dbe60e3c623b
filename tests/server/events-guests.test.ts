/**
 * Guests on a ride (+1, +2): each takes a place beside the rider who brings them, a party waits
 * and moves up whole, in join order (a smaller party behind never passes it), and a rider going
 * who asks for more guests than the free places waits with them, first in line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeesSchema, eventSchema, EVENT_VALIDATION } from '../../src/contract/events';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { createRide, makeRiders, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let organiser: Rider;
let riders: Rider[];

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  const made = await makeRiders(server, 'guest_rider', 4);
  organiser = made[0]!;
  riders = made.slice(1);
});
afterAll(async () => {
  await server?.close();
});

async function bring(rider: Rider, ride: { id: number }, guests: number) {
  return rider.client.put(`/api/event/${ride.id}/rsvp`, { going: true, guests });
}
async function joined(rider: Rider, ride: { id: number }, guests: number) {
  const reply = await bring(rider, ride, guests);
  expect(reply.statusCode, reply.body).toBe(200);
  return eventSchema.parse(reply.json());
}

describe('guests', () => {
  it('take places, wait with their rider as one party, and move up whole in join order', async () => {
    const [a, b, c] = riders;
    const ride = await createRide(organiser.client, { capacity: 4 });

    expect(await joined(a!, ride, 1)).toMatchObject({
      myRsvp: 'going',
      myGuests: 1,
      goingCount: 2,
    });
    // Three places asked for, two free: the whole party waits.
    expect(await joined(b!, ride, 2)).toMatchObject({
      myRsvp: 'waitlisted',
      myGuests: 2,
      myWaitlistPosition: 1,
      goingCount: 2,
      waitlistCount: 3,
    });
    // Two places are free, but the party ahead asked first: c waits behind it.
    expect(await joined(c!, ride, 0)).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 2,
      waitlistCount: 4,
    });

    // a comes alone after all: three places free, b's party of three moves up, c still waits.
    expect(await joined(a!, ride, 0)).toMatchObject({ myGuests: 0, goingCount: 4 });
    const seen = attendeesSchema.parse(
      (await organiser.client.get(`/api/event/${ride.id}/attendees`)).json(),
    );
    expect(seen.going.map((entry) => [entry.user.id, entry.guests])).toEqual([
      [a!.id, 0],
      [b!.id, 2],
    ]);
    expect(seen.waitlist?.map((entry) => entry.user.id)).toEqual([c!.id]);
    expect(seen).toMatchObject({ goingCount: 4, waitlistCount: 1 });

    // b leaves with both guests: their three places go to c.
    expect(await rsvp(b!.client, ride, false)).toMatchObject({ myRsvp: null, myGuests: 0 });
    const after = await rsvp(c!.client, ride, true);
    expect(after).toMatchObject({ myRsvp: 'going', goingCount: 2, waitlistCount: 0 });
  });

  it('more guests than free places: the party waits together, first in line, and moves up whole', async () => {
    const [a, b, c] = riders;
    const ride = await createRide(organiser.client, { capacity: 4 });
    await joined(a!, ride, 0);
    await joined(b!, ride, 1);
    // One place left, a asks for two guests: a party of three waits, at the front, without
    // a 409 the outbox could never send.
    expect(await joined(a!, ride, 2)).toMatchObject({
      myRsvp: 'waitlisted',
      myGuests: 2,
      myWaitlistPosition: 1,
      goingCount: 2,
      waitlistCount: 3,
    });
    // Asked again, nothing changes; a rider who joins later waits behind the party.
    expect(await joined(a!, ride, 2)).toMatchObject({ myRsvp: 'waitlisted', goingCount: 2 });
    expect(await joined(c!, ride, 0)).toMatchObject({ myWaitlistPosition: 2 });
    // b leaves: four places free, and a's party of three moves up whole, then c.
    await rsvp(b!.client, ride, false);
    const after = eventSchema.parse((await a!.client.get(`/api/event/${ride.id}`)).json());
    expect(after).toMatchObject({ myRsvp: 'going', myGuests: 2, goingCount: 4, waitlistCount: 0 });

    // Guests that fit still just take places.
    const roomy = await createRide(organiser.client, { capacity: 3 });
    await joined(a!, roomy, 0);
    expect(await joined(a!, roomy, 2)).toMatchObject({ myRsvp: 'going', goingCount: 3 });
  });

  it('says how many guests may come when asked for too many', async () => {
    const ride = await createRide(organiser.client);
    for (const guests of [3, -1, 1.5]) {
      const reply = await bring(riders[0]!, ride, guests);
      expect(reply.statusCode, `${guests} guests`).toBe(400);
      expect(reply.body).toContain(EVENT_VALIDATION.guestsRange);
    }
    // Without a capacity any number up to the limit comes along.
    expect(await joined(riders[0]!, ride, 2)).toMatchObject({ goingCount: 3, myGuests: 2 });
  });
});
