/**
 * What the rides tests share: many riders made straight in the database (signing up thirty
 * members through the API would spend most of the test on password hashing), a ride input,
 * and push devices whose notices a test can read back decrypted.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EventInput, Event } from '../../src/contract/events';
import { eventSchema } from '../../src/contract/events';
import type { PushPayload } from '../../src/contract/push';
import { createSession } from '../../src/server/lib/sessions';
import { grantRole } from '../../src/server/modules/roles/repository';
import { insertUser } from '../../src/server/modules/users/repository';
import type { TestClient, TestServer } from '../helpers/server-app';
import { PushSubscriber, type PushReceiver } from '../helpers/web-push-receiver';

export interface Rider {
  id: number;
  username: string;
  /** The session's bearer token, for the socket. */
  token: string;
  client: TestClient;
}

/** Active members with a session each; they never sign in with a password. */
export async function makeRiders(server: TestServer, prefix: string, count: number) {
  const riders: Rider[] = [];
  for (let index = 0; index < count; index++) {
    const username = `${prefix}${index}`;
    const id = await insertUser(server.app.db, {
      username,
      username_key: username.toLowerCase(),
      email: `${username}@riders.example`,
      full_name: `Rider ${username}`,
      contact: '01712345678',
      address: '12 Lake Road, Dhanmondi, Dhaka',
      dob: '1995-04-12',
      gender: 'NOT_SPECIFIED',
      password_hash: 'not-a-hash',
      account_status: 'active',
      can_manage_users: 0,
      can_delete_posts: 0,
      payment_method: null,
      profile_picture_id: null,
      cover_picture_id: null,
      created_at: new Date().toISOString(),
      last_login: null,
    });
    await grantRole(server.app.db, id, 'ROLE_USER');
    const token = await createSession(server.app.db, server.app.config, id, 'events test');
    riders.push({ id, username, token, client: server.client(token) });
  }
  return riders;
}

const HOUR = 3_600_000;
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function rideInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    name: 'Saturday ride to Savar',
    startsAt: inHours(72),
    durationMinutes: 180,
    from: { name: 'Dhanmondi Lake', lat: 23.7465, lng: 90.3763 },
    to: { name: 'Savar memorial', lat: 23.9113, lng: 90.2545 },
    distanceKm: 42.5,
    pace: 'moderate',
    description: 'Steady pace, coffee stop at Hemayetpur.',
    capacity: null,
    sponsors: [],
    ...overrides,
  };
}

/**
 * A ride planned by `client`'s member, who holds its first place as every organiser does.
 * Most tests count other riders' places: unless `organiserRides`, the organiser gives theirs up
 * again, so the ride starts with every place free.
 */
export async function createRide(
  client: TestClient,
  overrides: Partial<EventInput> = {},
  { organiserRides = false } = {},
) {
  const reply = await client.post('/api/event', rideInput(overrides));
  expect(reply.statusCode, reply.body).toBe(201);
  const ride = eventSchema.parse(reply.json());
  expect(ride).toMatchObject({ myRsvp: 'going', goingCount: 1 });
  return organiserRides ? ride : rsvp(client, ride, false);
}

export async function rsvp(client: TestClient, ride: { id: number }, going: boolean) {
  const reply = await client.put(`/api/event/${ride.id}/rsvp`, { going });
  expect(reply.statusCode, reply.body).toBe(200);
  return eventSchema.parse(reply.json()) as Event;
}

/** One push device per rider; `notices(rider)` is what reached that rider so far. */
export async function pushDevices(receiver: PushReceiver, riders: Rider[]) {
  const devices = new Map<number, PushSubscriber>();
  for (const rider of riders) {
    const device = new PushSubscriber(`${receiver.origin}/push/${randomUUID()}`);
    const reply = await rider.client.post('/api/push/subscriptions', device.toJSON());
    expect(reply.statusCode, reply.body).toBe(204);
    devices.set(rider.id, device);
  }
  return {
    notices(rider: Rider): PushPayload[] {
      const device = devices.get(rider.id)!;
      const path = new URL(device.endpoint).pathname;
      return receiver.received
        .filter((push) => push.path === path)
        .map((push) => JSON.parse(device.decrypt(push.body)) as PushPayload);
    },
  };
}
