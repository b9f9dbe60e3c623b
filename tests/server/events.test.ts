/**
 * Rides over HTTP: planning one (any member, who becomes its organiser), who may edit and
 * cancel (the organiser and admins), the three lists and their order, pictures that must be
 * the editor's own, validation messages, and a create replayed with its Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_TEXT,
  eventPageSchema,
  eventSchema,
  type EventList,
  type EventPicture,
  EVENT_VALIDATION,
} from '../../src/contract/events';
import {
  privateKeysIn,
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';
import { createRide, inHours, rideInput } from './events-fixtures';

let server: TestServer;
let organiser: Member;
let member: Member;
let admin: Member;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  [organiser, member, admin] = await Promise.all([
    server.createMember('ride_organiser'),
    server.createMember('ride_member'),
    server.createMember('ride_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
  visitor = server.client();
});
afterAll(async () => server?.close());

async function uploadPicture(client: TestClient): Promise<EventPicture> {
  const png = await sharp({
    create: { width: 900, height: 400, channels: 3, background: { r: 200, g: 80, b: 30 } },
  })
    .png()
    .toBuffer();
  const boundary = `----club${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const reply = await client.request({
    method: 'POST',
    url: '/api/event/picture',
    payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<EventPicture>();
}

describe('planning a ride', () => {
  it('a member plans a ride and is its organiser, going on it; visitors read it but cannot plan one', async () => {
    const ride = await createRide(organiser.client, { capacity: 12 }, { organiserRides: true });
    expect(ride).toMatchObject({
      name: 'Saturday ride to Savar',
      durationMinutes: 180,
      from: { name: 'Dhanmondi Lake', lat: 23.7465, lng: 90.3763 },
      distanceKm: 42.5,
      pace: 'moderate',
      capacity: 12,
      status: 'scheduled',
      goingCount: 1,
      waitlistCount: 0,
      myRsvp: 'going',
      myWaitlistPosition: null,
      route: null,
      sponsors: [],
      canEdit: true,
    });
    expect(ride.organiser.id).toBe(organiser.id);
    expect(privateKeysIn(ride.organiser)).toEqual([]);

    const seen = eventSchema.parse((await visitor.get(`/api/event/${ride.id}`)).json());
    expect(seen).toMatchObject({ id: ride.id, canEdit: false, myRsvp: null });
    const byMember = eventSchema.parse((await member.client.get(`/api/event/${ride.id}`)).json());
    expect(byMember.canEdit).toBe(false);
    expect((await admin.client.get(`/api/event/${ride.id}`)).json().canEdit).toBe(true);
    expect((await visitor.post('/api/event', rideInput())).statusCode).toBe(401);
    expect((await visitor.get('/api/event/999999')).statusCode).toBe(404);
  });

  it('refuses a bad ride with the contract’s messages per field', async () => {
    const reply = await organiser.client.post('/api/event', {
      ...rideInput(),
      name: '  ',
      durationMinutes: 5,
      capacity: 0,
      pace: 'racing',
      from: { name: 'Dhanmondi', lat: 23.7 },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toMatchObject({
      name: EVENT_TEXT.fillRequired,
      durationMinutes: EVENT_VALIDATION.durationRange,
      capacity: EVENT_VALIDATION.capacityRange,
      pace: EVENT_TEXT.fillRequired,
      'from.lng': EVENT_VALIDATION.coordinatesTogether,
    });
    const past = await organiser.client.post('/api/event', rideInput({ startsAt: inHours(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ startsAt: EVENT_TEXT.startsInPast });
  });

  it('a create replayed with its Idempotency-Key makes one ride', async () => {
    const key = randomUUID();
    const payload = rideInput({ name: 'Replayed ride' });
    const send = () =>
      organiser.client.request({
        method: 'POST',
        url: '/api/event',
        payload,
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const rows = await server.app.db
      .selectFrom('events')
      .select('id')
      .where('name', '=', 'Replayed ride')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('who edits and cancels', () => {
  it('the organiser and admins edit; anybody else gets 403 and the ride stays as it was', async () => {
    const ride = await createRide(organiser.client, { name: 'Hatirjheel loop' });
    const change = rideInput({ name: 'Hatirjheel night loop', pace: 'easy' });
    const refused = await member.client.put(`/api/event/${ride.id}`, change);
    expect(refused.statusCode).toBe(403);
    expect((await visitor.put(`/api/event/${ride.id}`, change)).statusCode).toBe(401);
    expect((await visitor.get(`/api/event/${ride.id}`)).json().name).toBe('Hatirjheel loop');

    const edited = await organiser.client.put(`/api/event/${ride.id}`, change);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Hatirjheel night loop', pace: 'easy' });
    const byAdmin = await admin.client.put(`/api/event/${ride.id}`, { ...change, capacity: 8 });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ capacity: 8 });
    expect(byAdmin.json().organiser.id).toBe(organiser.id);
    expect((await member.client.put('/api/event/999999', change)).statusCode).toBe(404);
  });

  it('only the organiser and admins cancel; a cancelled ride takes no edit and no RSVP', async () => {
    const ride = await createRide(organiser.client);
    expect((await member.client.post(`/api/event/${ride.id}/cancel`)).statusCode).toBe(403);
    const cancelled = await admin.client.post(`/api/event/${ride.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const again = await organiser.client.post(`/api/event/${ride.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVENT_TEXT.alreadyCancelled);
    const edit = await organiser.client.put(`/api/event/${ride.id}`, rideInput());
    expect(edit.statusCode).toBe(409);
    const join = await member.client.put(`/api/event/${ride.id}/rsvp`, { going: true });
    expect(join.statusCode).toBe(409);
    expect(join.json().message).toBe(EVENT_TEXT.cancelled);
    expect((await visitor.get(`/api/event/${ride.id}`)).json().status).toBe('cancelled');
  });
});

describe('pictures', () => {
  it('cover and sponsor pictures are the editor’s own uploads, or already on the ride', async () => {
    const cover = await uploadPicture(organiser.client);
    const logo = await uploadPicture(organiser.client);
    const othersPicture = await uploadPicture(member.client);
    expect(cover.sizes.map((size) => size.width)).toEqual([320, 640, 900]);

    const stolen = await organiser.client.post(
      '/api/event',
      rideInput({ coverPictureId: othersPicture.id }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fieldErrors).toEqual({ coverPictureId: EVENT_TEXT.notYourPicture });

    const ride = await createRide(organiser.client, {
      coverPictureId: cover.id,
      sponsors: [
        { name: 'Pedal Works', description: 'Bike shop in Mirpur', pictureId: logo.id },
        { name: 'Tea stall', description: null },
      ],
    });
    expect(ride.coverPicture).toEqual(cover);
    expect(ride.sponsors).toEqual([
      { name: 'Pedal Works', description: 'Bike shop in Mirpur', picture: logo },
      { name: 'Tea stall', description: '', picture: null },
    ]);
    const image = await visitor.get(ride.coverPicture!.sizes[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // An admin editing keeps the organiser's pictures, but cannot bring someone else's.
    const keep = rideInput({
      coverPictureId: cover.id,
      sponsors: [{ name: 'Pedal Works', pictureId: logo.id }],
    });
    expect((await admin.client.put(`/api/event/${ride.id}`, keep)).statusCode).toBe(200);
    const swap = await admin.client.put(`/api/event/${ride.id}`, {
      ...keep,
      sponsors: [{ name: 'Pedal Works', pictureId: othersPicture.id }],
    });
    expect(swap.statusCode).toBe(400);
    expect(swap.json().fieldErrors).toEqual({ 'sponsors.0.pictureId': EVENT_TEXT.notYourPicture });

    // A picture the edit takes off the ride is deleted; the ones kept stay.
    const withoutLogo = await organiser.client.put(
      `/api/event/${ride.id}`,
      rideInput({ coverPictureId: cover.id, sponsors: [{ name: 'Pedal Works' }] }),
    );
    expect(withoutLogo.statusCode, withoutLogo.body).toBe(200);
    expect((await visitor.get(logo.url)).statusCode).toBe(404);
    expect((await visitor.get(cover.url)).statusCode).toBe(200);
  });
});

describe('lists', () => {
  let lister: Member;
  const starts = [30, 5, 100];
  const ids: number[] = [];
  let pastIds: number[] = [];

  beforeAll(async () => {
    lister = await server.createMember('ride_lister');
    for (const hours of starts) {
      ids.push(
        (await createRide(lister.client, { name: `In ${hours} h`, startsAt: inHours(hours) })).id,
      );
    }
    // Rides that already happened: planned ahead, then their start moved into the past.
    const before = [await createRide(lister.client), await createRide(lister.client)];
    await server.app.db
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 48 * 3_600_000).toISOString() })
      .where('id', '=', before[0]!.id)
      .execute();
    await server.app.db
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .where('id', '=', before[1]!.id)
      .execute();
    pastIds = [before[1]!.id, before[0]!.id];
  });

  const page = async (client: TestClient, list: EventList, query = 'size=100') => {
    const reply = await client.get(`/api/event?list=${list}&${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return eventPageSchema.parse(reply.json());
  };

  it('upcoming runs soonest first, past latest first', async () => {
    const upcoming = (await page(visitor, 'upcoming')).content.map((ride) => ride.id);
    const mine = upcoming.filter((id) => ids.includes(id));
    expect(mine).toEqual([ids[1], ids[0], ids[2]]);
    for (const id of pastIds) expect(upcoming).not.toContain(id);
    const startsAt = (await page(visitor, 'upcoming')).content.map((ride) => ride.startsAt);
    expect([...startsAt].sort()).toEqual(startsAt);

    const past = (await page(visitor, 'past')).content.map((ride) => ride.id);
    expect(past.filter((id) => pastIds.includes(id))).toEqual(pastIds);
  });

  it('mine holds what a member organises or joined, upcoming first; visitors get 401', async () => {
    const joined = await createRide(organiser.client, { startsAt: inHours(10) });
    expect(
      (await lister.client.put(`/api/event/${joined.id}/rsvp`, { going: true })).statusCode,
    ).toBe(200);
    const mine = (await page(lister.client, 'mine')).content;
    expect(mine.map((ride) => ride.id)).toEqual([ids[1], joined.id, ids[0], ids[2], ...pastIds]);
    expect(mine.find((ride) => ride.id === joined.id)?.myRsvp).toBe('going');
    expect((await visitor.get('/api/event?list=mine')).statusCode).toBe(401);
  });

  it('pages with the paging shape', async () => {
    const first = await page(lister.client, 'mine', 'size=2');
    expect(first).toMatchObject({ totalElements: 6, totalPages: 3, number: 0, size: 2 });
    expect(first.first).toBe(true);
    const last = await page(lister.client, 'mine', 'size=2&page=2');
    expect(last.last).toBe(true);
    expect(last.content.map((ride) => ride.id)).toEqual(pastIds);
    expect((await visitor.get('/api/event?size=101')).statusCode).toBe(400);
  });
});
