/**
 * Club settings: defaults of a fresh install readable by everybody, every setting and changes
 * for admins only, validated, and one delivery charge changed without touching the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PAYEE_ACCOUNTS } from '../../src/contract/payments';
import {
  CLUB_SETTINGS_DEFAULTS,
  clubSettingsSchema,
  publicSettingsSchema,
} from '../../src/contract/settings';
import { forgetClubSettings, SETTINGS_KEPT_MS } from '../../src/server/modules/settings/kept';
import { writeElsewhere } from '../helpers/other-connection';
import { readClubSettings } from '../../src/server/modules/settings/read';
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
      // No transfer is taken until an admin gives the club's account for it.
      payeeAccounts: NO_PAYEE_ACCOUNTS,
      timeZone: 'Asia/Dhaka',
    });
    expect(await readClubSettings(server.app.db)).toEqual(CLUB_SETTINGS_DEFAULTS);
  });

  it("lets an admin set the club's account per transfer method, shown to everybody", async () => {
    const bkash = '01711-223344 (merchant, South Dhaka Cyclists)';
    expect(
      (await member.client.put('/api/settings', { payeeAccounts: { bkash } })).statusCode,
    ).toBe(403);
    const set = await admin.client.put('/api/settings', { payeeAccounts: { bkash: ` ${bkash} ` } });
    expect(set.statusCode, set.body).toBe(200);
    const nagad = await admin.client.put('/api/settings', { payeeAccounts: { nagad: '01811' } });
    expect(nagad.statusCode).toBe(200);
    const seen = publicSettingsSchema.parse((await server.client().get('/api/settings')).json());
    // Trimmed, and one method's change keeps the others.
    expect(seen.payeeAccounts).toEqual({ ...NO_PAYEE_ACCOUNTS, bkash, nagad: '01811' });
    const tooLong = await admin.client.put('/api/settings', {
      payeeAccounts: { rocket: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fieldErrors)).toEqual(['payeeAccounts.rocket']);
    await admin.client.put('/api/settings', { payeeAccounts: NO_PAYEE_ACCOUNTS });
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
