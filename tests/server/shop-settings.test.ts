/**
 * Club settings: defaults of a fresh install readable by everybody, every setting and changes
 * for admins only, validated, and one delivery charge changed without touching the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLUB_SETTINGS_DEFAULTS,
  clubSettingsSchema,
  publicSettingsSchema,
} from '../../src/contract/settings';
import { forgetClubSettings, SETTINGS_KEPT_MS } from '../../src/server/modules/settings/kept';
import { writeElsewhere } from '../helpers/other-connection';
import { readClubSettings } from '../../src/server/modules/settings/service';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let admin: Member;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  [admin, member] = await Promise.all([
    server.createMember('settings_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('settings_member'),
  ]);
});
afterAll(async () => server?.close());

describe('club settings', () => {
  it('gives everybody the name, currency and charges of a fresh install', async () => {
    const reply = await server.client().get('/api/settings');
    expect(reply.statusCode).toBe(200);
    const settings = publicSettingsSchema.strict().parse(reply.json());
    expect(settings).toEqual({
      clubName: 'South Dhaka Cyclists',
      currency: 'BDT',
      serviceCharge: 0,
      deliveryCharges: { pickup: 0, home: 7000, courier: 11000 },
      jerseyDeliveryCharges: { pickup: 0, home: 7000, courier: 11000 },
      timeZone: 'Asia/Dhaka',
    });
    expect(await readClubSettings(server.app.db)).toEqual(CLUB_SETTINGS_DEFAULTS);
  });

  it('shows every setting to admins only', async () => {
    expect((await server.client().get('/api/settings/all')).statusCode).toBe(401);
    expect((await member.client.get('/api/settings/all')).statusCode).toBe(403);
    const reply = await admin.client.get('/api/settings/all');
    expect(reply.statusCode).toBe(200);
    expect(clubSettingsSchema.parse(reply.json()).reminderLeadHours).toBe(12);
  });

  it('lets an admin change one charge and keeps the rest', async () => {
    expect((await member.client.put('/api/settings', { serviceCharge: 500 })).statusCode).toBe(403);
    const bad = await admin.client.put('/api/settings', { serviceCharge: 2.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('serviceCharge');
    const unknown = await admin.client.put('/api/settings', { secret: 'x' });
    expect(unknown.statusCode).toBe(400);

    const reply = await admin.client.put('/api/settings', {
      serviceCharge: 2000,
      deliveryCharges: { home: 8000 },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const settings = (await server.client().get('/api/settings')).json();
    expect(settings.serviceCharge).toBe(2000);
    expect(settings.deliveryCharges).toEqual({ pickup: 0, home: 8000, courier: 11000 });

    await admin.client.put('/api/settings', { serviceCharge: 0, deliveryCharges: { home: 7000 } });
  });

  it('shows a change made by another server process within SETTINGS_KEPT_MS', async () => {
    const charge = async () => (await server.client().get('/api/settings')).json().serviceCharge;
    expect(await charge()).toBe(0);
    await writeElsewhere(server, 'update club_settings set value = ? where key = ?', [
      '1500',
      'serviceCharge',
    ]);
    // Still the kept value: what shows the settings are kept at all.
    expect(await charge()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_KEPT_MS + 100));
    expect(await charge()).toBe(1500);
    await admin.client.put('/api/settings', { serviceCharge: 0 });
    expect(await charge()).toBe(0);
  });

  it('reads a damaged value as its default', async () => {
    await server.app.db
      .updateTable('club_settings')
      .set({ value: '"lots"' })
      .where('key', '=', 'serviceCharge')
      .execute();
    forgetClubSettings(server.app.db);
    expect((await readClubSettings(server.app.db)).serviceCharge).toBe(0);
  });
});
