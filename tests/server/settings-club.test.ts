/**
 * The settings the admin's Settings tab sets beyond the shop: the sponsor shop's seller must be a
 * member holding ROLE_SELLER (400 with a field error otherwise), and the file limits, the
 * media quota and the parcel bands each come back as saved and change what the file share,
 * the media library and the bike messenger answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelQuoteSchema } from '../../src/contract/parcels';
import { CLUB_SETTINGS_DEFAULTS, clubSettingsSchema } from '../../src/contract/settings';
import { storageUsageSchema } from '../../src/contract/storage';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { DHANMONDI, NORTH_3KM } from './parcels-fixtures';

let server: TestServer;
let admin: Member;
let seller: Member;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  [admin, seller, member] = await Promise.all([
    server.createMember('club_settings_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('club_settings_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('club_settings_member'),
  ]);
});
afterAll(async () => server?.close());

const allSettings = async () =>
  clubSettingsSchema.parse((await admin.client.get('/api/settings/all')).json());

describe('the sponsor seller', () => {
  it('must be a member holding ROLE_SELLER, or none', async () => {
    for (const sponsorSellerId of [member.id, 999_999]) {
      const refused = await admin.client.put('/api/settings', { sponsorSellerId });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fieldErrors.sponsorSellerId).toMatch(/ROLE_SELLER/);
    }
    expect((await allSettings()).sponsorSellerId).toBeNull();

    const chosen = await admin.client.put('/api/settings', { sponsorSellerId: seller.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().sponsorSellerId).toBe(seller.id);
    expect((await allSettings()).sponsorSellerId).toBe(seller.id);

    const cleared = await admin.client.put('/api/settings', { sponsorSellerId: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await allSettings()).sponsorSellerId).toBeNull();
  });
});

describe('the file limits', () => {
  it('come back as saved and are what the file share and the media library answer', async () => {
    const limits = {
      tempFileMaxBytes: 20 * 1024 * 1024,
      tempFileMaxLifetimeHours: 48,
      storageQuotaBytes: 2 * 1024 * 1024 * 1024,
    };
    const reply = await admin.client.put('/api/settings', limits);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject(limits);
    expect(await allSettings()).toMatchObject(limits);

    const files = (await member.client.get('/api/tempfile')).json();
    expect(files).toMatchObject({ maxBytes: limits.tempFileMaxBytes, maxLifetimeHours: 48 });
    const usage = storageUsageSchema.parse((await member.client.get('/api/storage/usage')).json());
    expect(usage.quota).toBe(limits.storageQuotaBytes);

    const tooLong = await admin.client.put('/api/settings', { tempFileMaxLifetimeHours: 24 * 31 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toHaveProperty('tempFileMaxLifetimeHours');
  });
});

describe('the parcel bands', () => {
  const quote = async () => {
    const reply = await member.client.post('/api/parcel/quote', {
      pickup: DHANMONDI,
      dropoff: NORTH_3KM,
      weightGrams: 2500,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return parcelQuoteSchema.parse(reply.json());
  };

  it('come back as saved and price the next quote', async () => {
    // 3.3 km and 2.5 kg on a fresh install: 90 + 30 BDT.
    expect((await quote()).deliveryCharge).toBe(12000);
    const bands = {
      parcelDistanceBands: [
        { upToKm: 5, charge: 5000 },
        { upToKm: 15, charge: 8000 },
      ],
      parcelWeightBands: [{ upToGrams: 5000, charge: 1000 }],
      parcelFlatCharge: 7500,
    };
    const reply = await admin.client.put('/api/settings', bands);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await allSettings()).toMatchObject(bands);
    expect(await quote()).toMatchObject({ distanceCharge: 5000, weightCharge: 1000 });

    const flat = await member.client.post('/api/parcel/quote', { weightGrams: 100 });
    expect(flat.json()).toMatchObject({ distanceKm: null, distanceCharge: 7500 });
  });

  it('are refused out of order, with the reason on the field', async () => {
    const reply = await admin.client.put('/api/settings', {
      parcelWeightBands: [
        { upToGrams: 5000, charge: 1000 },
        { upToGrams: 3000, charge: 2000 },
      ],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors.parcelWeightBands).toMatch(/smallest limit up/);
    expect((await allSettings()).parcelWeightBands).toEqual([{ upToGrams: 5000, charge: 1000 }]);

    await admin.client.put('/api/settings', {
      parcelDistanceBands: CLUB_SETTINGS_DEFAULTS.parcelDistanceBands,
      parcelWeightBands: CLUB_SETTINGS_DEFAULTS.parcelWeightBands,
      parcelFlatCharge: CLUB_SETTINGS_DEFAULTS.parcelFlatCharge,
    });
  });

  it('keep the club’s time zone, Asia/Dhaka until an admin names a real one', async () => {
    expect((await allSettings()).timeZone).toBe('Asia/Dhaka');
    const unknown = await admin.client.put('/api/settings', { timeZone: 'Dhaka/Mirpur' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.timeZone).toMatch(/time zone name such as Asia\/Dhaka/);
    const moved = await admin.client.put('/api/settings', { timeZone: 'Europe/London' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await server.client().get('/api/settings')).json().timeZone).toBe('Europe/London');
    await admin.client.put('/api/settings', { timeZone: 'Asia/Dhaka' });
  });
});
