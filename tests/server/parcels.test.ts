/**
 * Parcels as the merchant, the riders and the receiver see them: the delivery charge from the
 * club's bands (quoted before sending, stored with the parcel, 409 when stale), sending once
 * under an Idempotency-Key, pictures, the riders' open list (opt-in, nearest first), the
 * receiver's privacy in every reply, and the secret tracking link.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARCEL_ERROR_CODE,
  PARCEL_TEXT,
  openParcelPageSchema,
  parcelPageSchema,
  parcelPictureSchema,
  parcelQuoteSchema,
  parcelSchema,
  parcelTrackingSchema,
  type ParcelPicture,
  PARCEL_VALIDATION,
} from '../../src/contract/parcels';
import { haversineKm, quoteCharge } from '../../src/server/modules/parcels/charge';
import { CLUB_SETTINGS_DEFAULTS } from '../../src/contract/settings';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { makeRiders, type Rider } from './events-fixtures';
import {
  DHANMONDI,
  NORTH_3KM,
  RECEIVER,
  moveAs,
  optIn,
  parcelInput,
  sendParcel,
} from './parcels-fixtures';

let server: TestServer;
let merchant: Rider;
let rider: Rider;
let otherRider: Rider;
let member: Rider;
let admin: Rider;

beforeAll(async () => {
  server = await startTestServer();
  [merchant, rider, otherRider, member, admin] = (await makeRiders(server, 'parcel_member', 5)) as [
    Rider,
    Rider,
    Rider,
    Rider,
    Rider,
  ];
  await optIn(server, [rider, otherRider]);
  await server.app.db
    .insertInto('user_roles')
    .values({ user_id: admin.id, role: 'ROLE_ADMIN', created_at: new Date().toISOString() })
    .execute();
});
afterAll(async () => server?.close());

/** Every place the receiver's contact could show: the values, not just the key names. */
function leaksReceiver(body: string): string[] {
  return [RECEIVER.phone, RECEIVER.address, 'Ring twice', String(NORTH_3KM.lat)].filter((secret) =>
    body.includes(secret),
  );
}

describe('the delivery charge', () => {
  it('measures the straight line by haversine', () => {
    // 0.03° of latitude is 3.336 km anywhere; Dhaka to Chattogram is about 213 km.
    expect(haversineKm(DHANMONDI, NORTH_3KM)).toBeCloseTo(3.336, 2);
    expect(haversineKm({ lat: 23.8103, lng: 90.4125 }, { lat: 22.3569, lng: 91.7832 })).toBeCloseTo(
      213,
      -1,
    );
  });

  it('adds the distance band and the weight band of the club settings', () => {
    const quote = (pickup: typeof DHANMONDI | null, weightGrams: number) =>
      quoteCharge(CLUB_SETTINGS_DEFAULTS, { pickup, dropoff: NORTH_3KM, weightGrams });
    // 3.3 km is past the first band (3 km): 90 + 30 BDT for 2.5 kg.
    expect(quote(DHANMONDI, 2500)).toEqual({
      distanceKm: 3.3,
      distanceCharge: 9000,
      weightCharge: 3000,
      deliveryCharge: 12000,
      currency: 'BDT',
    });
    expect(quote(DHANMONDI, 2000).weightCharge).toBe(0);
    // Without both points: the flat charge.
    expect(quote(null, 2000)).toMatchObject({ distanceKm: null, deliveryCharge: 10000 });
    expect(() =>
      quoteCharge(CLUB_SETTINGS_DEFAULTS, {
        pickup: DHANMONDI,
        dropoff: { lat: 24.2, lng: 90.3763 },
        weightGrams: 100,
      }),
    ).toThrow(PARCEL_TEXT.tooFar(20));
  });

  it('is quoted before sending, stored with the parcel, and refused when stale', async () => {
    const asked = await merchant.client.post('/api/parcel/quote', {
      pickup: DHANMONDI,
      dropoff: NORTH_3KM,
      weightGrams: 2500,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const quote = parcelQuoteSchema.parse(asked.json());
    expect(quote.deliveryCharge).toBe(12000);
    expect((await server.client().post('/api/parcel/quote', { weightGrams: 1 })).statusCode).toBe(
      401,
    );

    const parcel = await sendParcel(merchant, { deliveryCharge: quote.deliveryCharge });
    expect(parcel).toMatchObject({ deliveryCharge: 12000, distanceKm: 3.3, currency: 'BDT' });

    // The admin raises the bands: the same parcel now costs more, and the old figure is refused.
    const bands = await admin.client.put('/api/settings', {
      parcelDistanceBands: [
        { upToKm: 5, charge: 15000 },
        { upToKm: 20, charge: 25000 },
      ],
      parcelWeightBands: [{ upToGrams: 3000, charge: 1000 }],
    });
    expect(bands.statusCode, bands.body).toBe(200);
    try {
      const stale = await merchant.client.post(
        '/api/parcel',
        parcelInput({ deliveryCharge: quote.deliveryCharge }),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: PARCEL_ERROR_CODE.chargeChanged,
        quote: { deliveryCharge: 16000, distanceCharge: 15000, weightCharge: 1000 },
      });
      const heavy = await merchant.client.post('/api/parcel/quote', {
        pickup: null,
        dropoff: null,
        weightGrams: 3500,
      });
      expect(heavy.statusCode).toBe(400);
      expect(heavy.json()).toMatchObject({ message: PARCEL_TEXT.tooHeavy(3000) });
      // The parcel sent before keeps the charge it was sent with.
      const kept = parcelSchema.parse(
        (await merchant.client.get(`/api/parcel/${parcel.id}`)).json(),
      );
      expect(kept.deliveryCharge).toBe(12000);
    } finally {
      await admin.client.put('/api/settings', {
        parcelDistanceBands: CLUB_SETTINGS_DEFAULTS.parcelDistanceBands,
        parcelWeightBands: CLUB_SETTINGS_DEFAULTS.parcelWeightBands,
      });
    }
  });
});

describe('sending a parcel', () => {
  it('refuses bad input with the contract’s messages', async () => {
    const reply = await merchant.client.post(
      '/api/parcel',
      parcelInput({
        name: ' ',
        weightGrams: 0,
        pickup: { ...parcelInput().pickup, windowEnd: null },
        receiver: { ...RECEIVER, phone: '12', point: { lat: 95, lng: 0 } },
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toMatchObject({
      name: PARCEL_VALIDATION.nameRequired,
      weightGrams: PARCEL_VALIDATION.weightRange,
      'pickup.windowEnd': PARCEL_TEXT.windowTogether,
      'receiver.phone': expect.any(String),
      'receiver.point.lat': PARCEL_VALIDATION.latitudeRange,
    });
    expect((await server.client().post('/api/parcel', parcelInput())).statusCode).toBe(401);
  });

  it('sends once under one Idempotency-Key', async () => {
    const key = randomUUID();
    const send = () =>
      merchant.client.request({
        method: 'POST',
        url: '/api/parcel',
        payload: parcelInput({ name: 'Bicycle bell' }),
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const rows = await server.app.db
      .selectFrom('parcels')
      .select('id')
      .where('name', '=', 'Bicycle bell')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('carries the merchant’s own parcel pictures, and no one else’s', async () => {
    const upload = async (who: Rider): Promise<ParcelPicture> => {
      const png = await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 60 } },
      })
        .png()
        .toBuffer();
      const boundary = `----club${randomUUID()}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      const reply = await who.client.request({
        method: 'POST',
        url: '/api/parcel/picture',
        payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      return parcelPictureSchema.parse(reply.json());
    };
    const mine = await upload(merchant);
    expect(mine.sizes.map((size) => size.width)).toEqual([320, 640, 800]);
    const parcel = await sendParcel(merchant, { pictureIds: [mine.id] });
    expect(parcel.pictures).toEqual([mine]);

    const theirs = await upload(member);
    const refused = await merchant.client.post(
      '/api/parcel',
      parcelInput({ pictureIds: [theirs.id] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ 'pictureIds.0': PARCEL_TEXT.notYourPicture });
  });
});

describe('riders and the open list', () => {
  it("needs the opt-in, which a member turns on and off, and an admin's approval", async () => {
    expect((await member.client.get('/api/parcel/rider')).json()).toEqual({
      rider: false,
      approved: false,
    });
    const refused = await member.client.get('/api/parcel/open');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: PARCEL_TEXT.notARider });
    expect((await member.client.put('/api/parcel/rider', { rider: true })).json()).toEqual({
      rider: true,
      approved: false,
    });
    expect((await member.client.put('/api/parcel/rider', { rider: true })).statusCode).toBe(200);
    const pending = await member.client.get('/api/parcel/open');
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ message: PARCEL_TEXT.riderPending });

    const approval = await admin.client.put(`/api/parcel/riders/${member.id}/approval`, {
      approved: true,
    });
    expect(approval.statusCode, approval.body).toBe(204);
    expect((await member.client.get('/api/parcel/open')).statusCode).toBe(200);
    expect((await member.client.put('/api/parcel/rider', { rider: false })).json()).toEqual({
      rider: false,
      approved: true,
    });
    expect((await member.client.get('/api/parcel/open')).statusCode).toBe(403);
    // Back again: the approval was kept.
    await member.client.put('/api/parcel/rider', { rider: true });
    expect((await member.client.get('/api/parcel/open')).statusCode).toBe(200);
    await member.client.put('/api/parcel/rider', { rider: false });
  });

  it('lists the nearest pick-up first given a position, else the newest; never taken or own ones', async () => {
    const [shop] = await makeRiders(server, 'parcel_shop', 1);
    const far = await sendParcel(shop!, {
      name: 'Far',
      pickup: { ...parcelInput().pickup, point: { lat: 23.86, lng: 90.4 } },
      receiver: { ...RECEIVER, point: { lat: 23.87, lng: 90.4 } },
    });
    const near = await sendParcel(shop!, {
      name: 'Near',
      pickup: { ...parcelInput().pickup, point: { lat: 23.75, lng: 90.38 } },
    });
    const nowhere = await sendParcel(shop!, {
      name: 'No point',
      pickup: { ...parcelInput().pickup, point: null },
    });
    const middle = await sendParcel(shop!, {
      name: 'Middle',
      pickup: { ...parcelInput().pickup, point: { lat: 23.8, lng: 90.39 } },
    });
    const taken = await sendParcel(shop!, { name: 'Taken' });
    expect((await otherRider.client.post(`/api/parcel/${taken.id}/take`)).statusCode).toBe(200);
    const ours = [far.id, near.id, nowhere.id, middle.id, taken.id];

    const list = async (query: string) => {
      const reply = await rider.client.get(`/api/parcel/open?size=100${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      const page = openParcelPageSchema.parse(reply.json());
      expect(leaksReceiver(reply.body)).toEqual([]);
      return page.content.filter((parcel) => ours.includes(parcel.id));
    };
    const nearest = await list(`&lat=${DHANMONDI.lat}&lng=${DHANMONDI.lng}`);
    expect(nearest.map((parcel) => parcel.name)).toEqual(['Near', 'Middle', 'Far', 'No point']);
    expect(nearest[0]!.kmFromYou).toBeCloseTo(
      haversineKm(DHANMONDI, { lat: 23.75, lng: 90.38 }),
      1,
    );
    expect(nearest[3]!.kmFromYou).toBeNull();
    const newest = await list('');
    expect(newest.map((parcel) => parcel.name)).toEqual(['Middle', 'No point', 'Near', 'Far']);

    // A rider's own parcels are not on their open list.
    await optIn(server, [shop!]);
    const own = openParcelPageSchema.parse(
      (await shop!.client.get('/api/parcel/open?size=100')).json(),
    );
    expect(own.content.filter((parcel) => ours.includes(parcel.id))).toEqual([]);
    const bad = await rider.client.get(`/api/parcel/open?lat=${DHANMONDI.lat}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe("the receiver's privacy", () => {
  it('shows phone, address and instructions to the merchant and the rider who took it only', async () => {
    const parcel = await sendParcel(merchant);
    const asMerchant = await merchant.client.get(`/api/parcel/${parcel.id}`);
    expect(parcelSchema.parse(asMerchant.json())).toMatchObject({
      view: 'merchant',
      receiver: { ...RECEIVER, point: NORTH_3KM },
      actions: ['cancel'],
    });
    expect(asMerchant.json().trackingPath).toMatch(/^\/bikeMessenger\/track\/[A-Za-z0-9_-]{32}$/);

    // Another rider sees the pending parcel as on the open list; a plain member sees nothing.
    const asRider = await otherRider.client.get(`/api/parcel/${parcel.id}`);
    expect(asRider.statusCode).toBe(200);
    expect(asRider.json()).toMatchObject({ id: parcel.id, receiverName: RECEIVER.name });
    expect(leaksReceiver(asRider.body)).toEqual([]);
    expect(asRider.body).not.toContain('tracking');
    expect((await member.client.get(`/api/parcel/${parcel.id}`)).statusCode).toBe(404);

    const took = await rider.client.post(`/api/parcel/${parcel.id}/take`);
    expect(parcelSchema.parse(took.json())).toMatchObject({
      view: 'rider',
      receiver: RECEIVER,
      deliveryInstructions: 'Ring twice; third floor.',
      trackingPath: null,
    });
    // Once taken, other riders no longer see it at all.
    expect((await otherRider.client.get(`/api/parcel/${parcel.id}`)).statusCode).toBe(404);
    const riding = await rider.client.get('/api/parcel/riding');
    expect(parcelPageSchema.parse(riding.json()).content.map((p) => p.id)).toContain(parcel.id);
    const othersRiding = await otherRider.client.get('/api/parcel/riding?size=100');
    expect(parcelPageSchema.parse(othersRiding.json()).content.map((p) => p.id)).not.toContain(
      parcel.id,
    );
    const sent = await merchant.client.get('/api/parcel?size=100');
    expect(parcelPageSchema.parse(sent.json()).content.map((p) => p.id)).toContain(parcel.id);
    const membersSent = await member.client.get('/api/parcel?size=100');
    expect(leaksReceiver(membersSent.body)).toEqual([]);
    // The history is the merchant's and the rider's only.
    expect((await otherRider.client.get(`/api/parcel/${parcel.id}/history`)).statusCode).toBe(404);
  });
});

describe('the tracking link', () => {
  it('shows the receiver status and times, and nothing of the merchant’s private data', async () => {
    const parcel = await sendParcel(merchant);
    const token = parcel.trackingPath!.split('/').at(-1)!;
    const visitor = server.client();
    const track = async () => {
      const reply = await visitor.get(`/api/parcel/track/${token}`);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      for (const secret of [
        'Shop 4, Road 27',
        'Ask at the counter',
        RECEIVER.phone,
        RECEIVER.address,
        'Ring twice',
        '@riders.example',
        '01712345678',
      ]) {
        expect(reply.body).not.toContain(secret);
      }
      return parcelTrackingSchema.strict().parse(reply.json());
    };
    expect(await track()).toMatchObject({
      name: parcel.name,
      status: 'pending',
      receiverName: RECEIVER.name,
      merchantName: `Rider ${merchant.username}`,
      riderName: null,
      cashOnDelivery: 120000,
      times: { createdAt: parcel.times.createdAt, acceptedAt: null, deliveredAt: null },
    });

    await rider.client.post(`/api/parcel/${parcel.id}/take`);
    await moveAs(rider, parcel, 'pick_up', 'accepted');
    await moveAs(rider, parcel, 'deliver', 'picked_up');
    const delivered = await track();
    expect(delivered).toMatchObject({ status: 'delivered', riderName: `Rider ${rider.username}` });
    expect(delivered.times.acceptedAt).not.toBeNull();
    expect(delivered.times.pickedUpAt).not.toBeNull();
    expect(Date.parse(delivered.times.deliveredAt!)).toBeGreaterThanOrEqual(
      Date.parse(delivered.times.pickedUpAt!),
    );

    // A token is 32 base64url characters; anything else is refused, an unknown one is 404.
    expect((await visitor.get('/api/parcel/track/1')).statusCode).toBe(400);
    const unknown = await visitor.get(`/api/parcel/track/${'A'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: PARCEL_TEXT.trackingNotFound });
    // Every parcel has its own token.
    const second = await sendParcel(merchant);
    expect(second.trackingPath).not.toBe(parcel.trackingPath);
  });
});
