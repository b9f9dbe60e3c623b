/**
 * Ride day, live: who may follow a ride and share on it (REST and socket), positions over the
 * socket (one per rider per 5 s, the latest only, also in a once-a-second batch), help requests
 * (one per Idempotency-Key, to the crew with the emergency contact, marked in the thread), the
 * watch's alerts (one per rider and cause until it clears) and the deletion of positions 24 h
 * after the ride.
 */
import { randomUUID } from 'node:crypto';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESTINATIONS } from '../../src/contract/chat';
import { inboxPageSchema } from '../../src/contract/notifications';
import {
  RIDE_LIVE_DESTINATIONS,
  RIDE_LIVE_LIMITS,
  RIDE_LIVE_PATHS,
  RIDE_LIVE_TEXT,
  helpRequestSchema,
  liveAudienceSchema,
  liveCrewNoticeSchema,
  livePositionSchema,
  liveStateSchema,
  type LiveState,
} from '../../src/contract/ride-live';
import { rideThreadSchema } from '../../src/contract/ride-thread';
import { watchLiveRides } from '../../src/server/modules/events/live/watch';
import { grantRole } from '../../src/server/modules/roles/repository';
import { startTestServer, type TestServer } from '../helpers/server-app';
import {
  connectFrame,
  connectStomp,
  eventually,
  listen,
  openRaw,
  type StompTestClient,
} from './chat-clients';
import { createRide, inHours, makeRiders, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let url: string;
let organiser: Rider;
let rider: Rider;
let sweep: Rider;
let outsider: Rider;
let admin: Rider;
let leaver: Rider;
let ride: { id: number };
const sockets: StompTestClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  url = await listen(server.app);
  [organiser, rider, sweep, outsider, admin, leaver] = (await makeRiders(
    server,
    'live_rider',
    6,
  )) as [Rider, Rider, Rider, Rider, Rider, Rider];
  await grantRole(server.app.db, admin.id, 'ROLE_ADMIN');
  // Starts in half an hour: live already.
  ride = await createRide(organiser.client, { startsAt: inHours(0.5), durationMinutes: 120 });
  await rsvp(rider.client, ride, true);
  await rsvp(sweep.client, ride, true);
  await rsvp(leaver.client, ride, true);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
});

async function stateOf(member: Rider, id = ride.id): Promise<LiveState> {
  const reply = await member.client.get(`/api${RIDE_LIVE_PATHS.state(id)}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return liveStateSchema.parse(reply.json());
}

async function share(member: Rider, sharing: boolean, id = ride.id) {
  return member.client.put(`/api${RIDE_LIVE_PATHS.sharing(id)}`, { sharing });
}

async function socketOf(member: Rider): Promise<StompTestClient> {
  const socket = await connectStomp(url, { token: member.token });
  sockets.push(socket);
  return socket;
}

const position = (lat: number, id = ride.id) =>
  JSON.stringify({ rideId: id, lat, lng: 90.4, accuracy: 8, at: new Date().toISOString() });

describe('who follows and shares', () => {
  it('riders going, the organiser and admins read; nobody else', async () => {
    for (const reader of [organiser, rider, sweep, admin]) {
      const state = await stateOf(reader);
      expect(state.live).toBe(true);
      expect(state.leader.id).toBe(organiser.id);
      expect(state.sweep).toBeNull();
    }
    expect((await stateOf(rider)).canShare).toBe(true);
    expect((await stateOf(admin)).canShare).toBe(false);
    const refused = await outsider.client.get(`/api${RIDE_LIVE_PATHS.state(ride.id)}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: RIDE_LIVE_TEXT.notReader });
    expect((await server.client().get(`/api${RIDE_LIVE_PATHS.state(ride.id)}`)).statusCode).toBe(
      401,
    );
  });

  it('sharing: riders going and only while live; off by itself when the ride ends', async () => {
    const refused = await share(outsider, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: RIDE_LIVE_TEXT.notGoing });
    expect((await share(admin, true)).statusCode).toBe(403);

    const later = await createRide(organiser.client, { startsAt: inHours(3) });
    await rsvp(rider.client, later, true);
    const early = await share(rider, true, later.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: RIDE_LIVE_TEXT.notLive });

    const on = await share(rider, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(liveStateSchema.parse(on.json()).mySharing).toBe(true);
    expect((await stateOf(organiser)).sharers.map((s) => s.rider.id)).toEqual([rider.id]);
  });

  it('the organiser names the leader and a sweep among the riders going', async () => {
    const path = `/api${RIDE_LIVE_PATHS.crew(ride.id)}`;
    expect((await rider.client.put(path, { leaderId: null, sweepId: rider.id })).statusCode).toBe(
      403,
    );
    const notGoing = await organiser.client.put(path, { leaderId: null, sweepId: outsider.id });
    expect(notGoing.statusCode).toBe(400);
    expect(notGoing.json()).toMatchObject({ message: RIDE_LIVE_TEXT.crewNotGoing });
    const named = await organiser.client.put(path, { leaderId: null, sweepId: sweep.id });
    expect(named.statusCode, named.body).toBe(200);
    const state = liveStateSchema.parse(named.json());
    expect([state.leader.id, state.sweep?.id]).toEqual([organiser.id, sweep.id]);
    expect((await stateOf(sweep)).isCrew).toBe(true);
    expect((await stateOf(rider)).isCrew).toBe(false);
  });

  it('tells a rider who can see them', async () => {
    const reply = await rider.client.get(`/api${RIDE_LIVE_PATHS.audience(ride.id)}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const audience = liveAudienceSchema.parse(reply.json());
    expect(audience.organiser.id).toBe(organiser.id);
    expect(audience.riders.map((r) => r.id)).toEqual([sweep.id, leaver.id]);
    expect(audience.admins.map((r) => r.id)).toContain(admin.id);
    expect(audience.mySharing).toBe(true);
    expect((await outsider.client.get(`/api${RIDE_LIVE_PATHS.audience(ride.id)}`)).statusCode).toBe(
      403,
    );
  });
});

describe('the socket', () => {
  async function refusedSubscription(token: string | null, destination: string) {
    const raw = await openRaw(url);
    raw.send(connectFrame(token ? { Authorization: `Bearer ${token}` } : {}));
    await raw.next('CONNECTED');
    raw.send(`SUBSCRIBE\nid:live\ndestination:${destination}\n\n\0`);
    const error = await raw.next('ERROR');
    await raw.closed;
    return error.headers.message;
  }

  it('refuses the ride topics to anyone but its readers', async () => {
    for (const destination of [
      RIDE_LIVE_DESTINATIONS.positions(ride.id),
      RIDE_LIVE_DESTINATIONS.positionsBatched(ride.id),
      RIDE_LIVE_DESTINATIONS.events(ride.id),
    ]) {
      expect(await refusedSubscription(outsider.token, destination)).toBe(RIDE_LIVE_TEXT.notReader);
    }
    expect(await refusedSubscription(null, RIDE_LIVE_DESTINATIONS.positions(ride.id))).toMatch(
      /Sign in/,
    );
  });

  it('takes one position per 5 s from a sharer and refuses everyone else', async () => {
    const watcher = await socketOf(admin);
    const positions = await watcher.subscribe(RIDE_LIVE_DESTINATIONS.positions(ride.id));
    const batches = await watcher.subscribe(RIDE_LIVE_DESTINATIONS.positionsBatched(ride.id));

    // A rider going watches and shares, then leaves the ride: they hear no more, share no more.
    const leaversSocket = await socketOf(leaver);
    const leaversView = await leaversSocket.subscribe(RIDE_LIVE_DESTINATIONS.positions(ride.id));
    expect((await share(leaver, true)).statusCode).toBe(200);
    await rsvp(leaver.client, ride, false);
    expect((await stateOf(organiser)).sharers.map((s) => s.rider.id)).toEqual([rider.id]);

    const sender = await socketOf(rider);
    // The rider's first position was taken a little under 5 s ago; the next one, sent on time,
    // was held up on the way: it is taken all the same.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(
        Date.now() - RIDE_LIVE_LIMITS.positionIntervalMs + RIDE_LIVE_LIMITS.positionLeewayMs - 200,
      );
      await sender.send(RIDE_LIVE_DESTINATIONS.position, position(23.6));
      await eventually(() => positions.length === 1);
    } finally {
      vi.useRealTimers();
    }
    await sender.send(RIDE_LIVE_DESTINATIONS.position, position(23.7));
    const latest = await eventually(() => positions.length === 2 && positions[1]!);
    expect(livePositionSchema.parse(JSON.parse(latest.body))).toMatchObject({
      rideId: ride.id,
      riderId: rider.id,
      lat: 23.7,
    });
    // Sooner than 5 s: dropped, not kept, not delivered.
    await sender.send(RIDE_LIVE_DESTINATIONS.position, position(23.8));
    const state = await stateOf(organiser);
    expect(state.sharers.find((s) => s.rider.id === rider.id)?.position?.lat).toBe(23.7);
    // The batches: a frame a second with the rider's latest position only.
    await eventually(() => batches.some((batch) => batch.body === `[${latest.body}]`), 3000);
    expect(positions).toHaveLength(2);

    const refusalsOf = async (member: Rider) => {
      const socket = await socketOf(member);
      const errors = await socket.subscribe(DESTINATIONS.errors);
      await socket.send(RIDE_LIVE_DESTINATIONS.position, position(23.9));
      return eventually(() => errors.length === 1 && errors).then((all: IMessage[]) =>
        all.map((message) => JSON.parse(message.body).message),
      );
    };
    expect(await refusalsOf(outsider)).toEqual([RIDE_LIVE_TEXT.notGoing]);
    // Going, but not sharing.
    expect(await refusalsOf(sweep)).toEqual([RIDE_LIVE_TEXT.notSharing]);
    expect(await refusalsOf(leaver)).toEqual([RIDE_LIVE_TEXT.notGoing]);
    expect(positions).toHaveLength(2);
    expect(leaversView).toEqual([]);
  });
});

describe('help', () => {
  const ask = (
    member: Rider,
    key: string,
    body: Record<string, string> = { reason: 'puncture', note: 'By the bridge' },
  ) =>
    member.client.request({
      method: 'POST',
      url: `/api${RIDE_LIVE_PATHS.help(ride.id)}`,
      payload: body,
      headers: { 'idempotency-key': key },
    });

  it('reaches the crew once per key, with the emergency contact, and is marked in the thread', async () => {
    const contact = await rider.client.put(`/api${RIDE_LIVE_PATHS.emergencyContact}`, {
      contact: { name: 'Nadia Rahman', phone: '+880 1711-000000' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const crewSocket = await socketOf(organiser);
    const notices = await crewSocket.subscribe(RIDE_LIVE_DESTINATIONS.crewQueue);

    expect((await ask(outsider, randomUUID())).statusCode).toBe(403);
    expect((await ask(rider, randomUUID(), { reason: 'bored' })).statusCode).toBe(400);
    const key = randomUUID();
    const first = await ask(rider, key);
    const again = await ask(rider, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const help = helpRequestSchema.parse(first.json());
    expect(help).toMatchObject({
      reason: 'puncture',
      note: 'By the bridge',
      position: { lat: 23.7 },
    });

    const stored = await server.app.db
      .selectFrom('ride_help_requests')
      .select('id')
      .where('event_id', '=', ride.id)
      .execute();
    expect(stored).toHaveLength(1);
    const thread = rideThreadSchema.parse(
      (await organiser.client.get(`/api/event/${ride.id}/thread`)).json(),
    );
    expect(thread.content.map((c) => [c.text, c.helpRequestId])).toEqual([
      [RIDE_LIVE_TEXT.helpThreadMessage('puncture', 'By the bridge'), help.id],
    ]);

    const [notice] = await eventually(() => notices.length === 1 && notices);
    expect(liveCrewNoticeSchema.parse(JSON.parse(notice!.body))).toMatchObject({
      type: 'help',
      help: {
        id: help.id,
        emergencyContact: { name: 'Nadia Rahman', callUrl: 'tel:+8801711000000' },
      },
    });
    const inbox = inboxPageSchema.parse((await sweep.client.get('/api/notifications')).json());
    expect(inbox.content[0]).toMatchObject({ kind: 'rideDay', url: `/events/${ride.id}/live` });

    // The contact: to the organiser while live, in help requests to the crew; to nobody else.
    const organisersView = await stateOf(organiser);
    expect(organisersView.sharers[0]?.emergencyContact?.phone).toBe('+880 1711-000000');
    expect(organisersView.help[0]?.emergencyContact?.name).toBe('Nadia Rahman');
    expect((await stateOf(sweep)).sharers[0]?.emergencyContact).toBeNull();
    expect((await stateOf(rider)).help[0]?.emergencyContact).toBeNull();
  });

  it('is resolved by the rider or the organiser, once', async () => {
    const help = helpRequestSchema.parse(
      (await ask(rider, randomUUID(), { reason: 'lost' })).json(),
    );
    const path = `/api${RIDE_LIVE_PATHS.resolveHelp(ride.id, help.id)}`;
    const refused = await sweep.client.post(path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: RIDE_LIVE_TEXT.resolveNotAllowed });
    const resolved = await organiser.client.post(path);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(helpRequestSchema.parse(resolved.json()).resolvedBy?.id).toBe(organiser.id);
    expect((await rider.client.post(path)).statusCode).toBe(409);
    expect((await stateOf(organiser)).help.map((h) => h.reason)).toEqual(['puncture']);
  });
});

describe('the watch', () => {
  it('opens one alert per rider and cause, for the crew only, and clears it', async () => {
    const crewSocket = await socketOf(sweep);
    const notices = await crewSocket.subscribe(RIDE_LIVE_DESTINATIONS.crewQueue);
    const quietAt = new Date(Date.now() + RIDE_LIVE_LIMITS.quietAfterMs + 1000);
    await watchLiveRides(server.app, quietAt);
    await watchLiveRides(server.app, new Date(quietAt.getTime() + 1000));
    const alerts = (await stateOf(organiser)).alerts;
    expect(alerts.map((a) => [a.rider.id, a.cause])).toEqual([[rider.id, 'quiet']]);
    expect((await stateOf(rider)).alerts).toEqual([]);
    await eventually(() => notices.length === 1);

    // Heard from again: cleared.
    await watchLiveRides(server.app, new Date());
    expect((await stateOf(organiser)).alerts).toEqual([]);
    const told = await eventually(() => notices.length === 2 && notices);
    expect(JSON.parse(told[1]!.body)).toMatchObject({ type: 'alert', alert: { cause: 'quiet' } });
  });

  it('deletes positions 24 h after the ride ends, and not before', async () => {
    const endsAt = Date.parse((await stateOf(organiser)).endsAt);
    const kept = () =>
      server.app.db
        .selectFrom('ride_live_riders')
        .selectAll()
        .where('event_id', '=', ride.id)
        .orderBy('user_id')
        .execute();
    const helpPositions = async () =>
      (
        await server.app.db
          .selectFrom('ride_help_requests')
          .select('lat')
          .where('event_id', '=', ride.id)
          .execute()
      ).map((row) => row.lat);

    await server.app.jobs.runDue(new Date(endsAt + 60_000));
    // The ride ended: nobody shares any more, but positions are kept for now.
    expect((await kept()).map((row) => [row.user_id, row.sharing, row.lat])).toEqual([
      [rider.id, 0, 23.7],
      [leaver.id, 0, null],
    ]);
    await server.app.jobs.runDue(new Date(endsAt + RIDE_LIVE_LIMITS.keepAfterEndMs - 60_000));
    expect(await kept()).toHaveLength(2);

    await server.app.jobs.runDue(new Date(endsAt + RIDE_LIVE_LIMITS.keepAfterEndMs + 60_000));
    expect(await kept()).toEqual([]);
    expect(await helpPositions()).toEqual([null, null]);
  });
});
