/**
 * Receivers cannot be harvested through the bike messenger: a member who makes themself a
 * rider takes nothing until a club admin approves them; an approved rider who gave back their
 * day's worth of parcels takes no more; and every time a rider is shown a receiver's details,
 * the merchant sees it in the parcel's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderPageSchema } from '../../src/contract/parcel-riders';
import {
  PARCEL_LIMITS,
  PARCEL_TEXT,
  RECEIVER_VIEW_ACTION,
  parcelHistorySchema,
} from '../../src/contract/parcels';
import { grantRole } from '../../src/server/modules/roles/repository';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { makeRiders, type Rider } from './events-fixtures';
import { RECEIVER, moveAs, sendParcel } from './parcels-fixtures';

let server: TestServer;
let merchant: Rider;
let harvester: Rider;
let admin: Rider;

beforeAll(async () => {
  server = await startTestServer();
  [merchant, harvester, admin] = (await makeRiders(server, 'harvest', 3)) as [Rider, Rider, Rider];
  await grantRole(server.app.db, admin.id, 'ROLE_ADMIN');
});
afterAll(async () => server?.close());

const approve = (member: Rider, approved = true) =>
  admin.client.put(`/api/parcel/riders/${member.id}/approval`, { approved });

const historyOf = async (parcelId: number) =>
  parcelHistorySchema.parse((await merchant.client.get(`/api/parcel/${parcelId}/history`)).json());

describe('a member who makes themself a rider', () => {
  it('takes no parcel and reads no receiver until an admin approves them', async () => {
    const parcel = await sendParcel(merchant);
    expect((await harvester.client.put('/api/parcel/rider', { rider: true })).json()).toEqual({
      rider: true,
      approved: false,
    });
    const take = await harvester.client.post(`/api/parcel/${parcel.id}/take`);
    expect(take.statusCode).toBe(403);
    expect(take.json().message).toBe(PARCEL_TEXT.riderPending);
    expect(take.body).not.toContain(RECEIVER.phone);
    const open = await harvester.client.get('/api/parcel/open');
    expect(open.statusCode).toBe(403);
    expect((await harvester.client.get(`/api/parcel/${parcel.id}`)).statusCode).toBe(404);
  });

  it('is listed for admins, who approve them; the audit log keeps who did', async () => {
    const waiting = riderPageSchema.parse(
      (await admin.client.get('/api/parcel/riders?status=pending')).json(),
    );
    expect(waiting.content.map((entry) => entry.member.id)).toContain(harvester.id);
    expect((await harvester.client.get('/api/parcel/riders')).statusCode).toBe(403);
    expect(
      (
        await harvester.client.put(`/api/parcel/riders/${harvester.id}/approval`, {
          approved: true,
        })
      ).statusCode,
    ).toBe(403);

    expect((await approve(harvester)).statusCode).toBe(204);
    const approved = riderPageSchema.parse(
      (await admin.client.get('/api/parcel/riders?status=approved')).json(),
    );
    expect(approved.content.find((entry) => entry.member.id === harvester.id)).toMatchObject({
      active: true,
      approvedBy: { id: admin.id },
    });
    const audit = await admin.client.get('/api/admin/audit?action=rider.approval');
    expect(audit.json().content[0]).toMatchObject({
      action: 'rider.approval',
      subjectId: String(harvester.id),
      details: { approved: true },
    });
    // Someone who never asked to ride cannot be approved.
    expect((await approve(merchant)).statusCode).toBe(404);
  });
});

describe('an approved rider', () => {
  it("is seen reading each receiver's details, in the parcel's history", async () => {
    const parcel = await sendParcel(merchant);
    const took = await harvester.client.post(`/api/parcel/${parcel.id}/take`);
    expect(took.statusCode, took.body).toBe(200);
    expect(took.body).toContain(RECEIVER.phone);
    await harvester.client.get(`/api/parcel/${parcel.id}`);
    await harvester.client.get('/api/parcel/riding');
    const views = (await historyOf(parcel.id)).filter(
      (entry) => entry.action === RECEIVER_VIEW_ACTION,
    );
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ by: { id: harvester.id }, seen: { times: 3 } });
    // The merchant's own reads are not the rider's: they add nothing.
    await merchant.client.get(`/api/parcel/${parcel.id}`);
    const again = (await historyOf(parcel.id)).filter(
      (entry) => entry.action === RECEIVER_VIEW_ACTION,
    );
    expect(again[0]!.seen!.times).toBe(3);
    expect((await moveAs(harvester, parcel, 'cancel', 'accepted', 'Flat tyre.')).statusCode).toBe(
      200,
    );
  });

  it(`takes no more after giving back ${PARCEL_LIMITS.giveBacksPerDay} parcels in a day`, async () => {
    // One give-back above; two more reach the limit.
    for (let n = 1; n < PARCEL_LIMITS.giveBacksPerDay; n++) {
      const parcel = await sendParcel(merchant);
      expect((await harvester.client.post(`/api/parcel/${parcel.id}/take`)).statusCode).toBe(200);
      const back = await moveAs(harvester, parcel, 'cancel', 'accepted', 'Changed my mind.');
      expect(back.statusCode, back.body).toBe(200);
    }
    const next = await sendParcel(merchant);
    const refused = await harvester.client.post(`/api/parcel/${next.id}/take`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You gave back 3 parcels in the last 24 hours/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.body).not.toContain(RECEIVER.phone);
    // The admins' list shows it.
    const approved = riderPageSchema.parse(
      (await admin.client.get('/api/parcel/riders?status=approved')).json(),
    );
    expect(approved.content.find((entry) => entry.member.id === harvester.id)).toMatchObject({
      giveBacksToday: PARCEL_LIMITS.giveBacksPerDay,
    });
  });

  it('stops taking parcels once the approval is withdrawn', async () => {
    const [fresh] = (await makeRiders(server, 'withdrawn', 1)) as [Rider];
    await fresh.client.put('/api/parcel/rider', { rider: true });
    await approve(fresh);
    expect((await fresh.client.get('/api/parcel/open')).statusCode).toBe(200);
    expect((await approve(fresh, false)).statusCode).toBe(204);
    const refused = await fresh.client.post(`/api/parcel/${(await sendParcel(merchant)).id}/take`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PARCEL_TEXT.riderPending);
  });
});
