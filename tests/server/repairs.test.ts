/**
 * Repair bookings at the sponsor bike shop over HTTP: any member books, with the fields checked;
 * the booker and the sponsor side (the sponsor seller, admins, developers) read a booking and
 * nobody else, so its phone and address stay with them; the sponsor side sets the ETA and moves
 * it along REPAIR_MOVES, the booker cancels only before it is accepted, a stale move is 409, and
 * the booker is told of each change by push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  repairBookingSchema,
  repairPageSchema,
  REPAIR_TEXT,
  SDCBIKEWALA_PATH,
  type RepairBookingInput,
  type RepairStatus,
} from '../../src/contract/repairs';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import { pushDevices } from './events-fixtures';

let server: TestServer;
let receiver: PushReceiver;
let sponsor: Member;
let otherSeller: Member;
let admin: Member;
let dev: Member;
let booker: Member;
let stranger: Member;
let push: Awaited<ReturnType<typeof pushDevices>>;

const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const booking = (overrides: Partial<RepairBookingInput> = {}): RepairBookingInput => ({
  name: 'Rafi Ahmed',
  phone: '+8801711000111',
  address: '12 Lake Road, Dhanmondi, Dhaka',
  date: inDays(2),
  time: '10:30',
  issue: 'Rear derailleur skips under load.',
  ...overrides,
});

async function book(member: Member, overrides: Partial<RepairBookingInput> = {}) {
  const reply = await member.client.post('/api/repair', booking(overrides));
  expect(reply.statusCode, reply.body).toBe(201);
  return repairBookingSchema.parse(reply.json());
}

const moveAs = (member: Member, id: number, currentStatus: RepairStatus, to: RepairStatus) =>
  member.client.post(`/api/repair/${id}/status`, { currentStatus, to });

beforeAll(async () => {
  server = await startTestServer({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  receiver = await startPushReceiver();
  [sponsor, otherSeller, admin, dev, booker, stranger] = await Promise.all([
    server.createMember('repair_sponsor', { roles: ['ROLE_SELLER'] }),
    server.createMember('repair_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('repair_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('repair_dev', { roles: ['ROLE_DEV'] }),
    server.createMember('repair_booker'),
    server.createMember('repair_stranger'),
  ]);
  push = await pushDevices(receiver, [booker, sponsor]);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('the sponsor shop', () => {
  it('takes no bookings until the club names its sponsor seller', async () => {
    const reply = await server.client().get('/api/repair/sponsor');
    expect(reply.json()).toEqual({ sponsor: null, sponsorSide: false });
    const refused = await booker.client.post('/api/repair', booking());
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(REPAIR_TEXT.noSponsor);
  });

  it('is named by an admin through the club settings, and only by an admin', async () => {
    const setting = { sponsorSellerId: sponsor.id };
    expect((await sponsor.client.put('/api/settings', setting)).statusCode).toBe(403);
    const set = await admin.client.put('/api/settings', setting);
    expect(set.statusCode, set.body).toBe(200);
    const read = (await sponsor.client.get('/api/repair/sponsor')).json();
    expect(read).toMatchObject({ sponsor: { id: sponsor.id }, sponsorSide: true });
    expect(read.sponsor).not.toHaveProperty('email');
    expect((await booker.client.get('/api/repair/sponsor')).json().sponsorSide).toBe(false);
    expect((await otherSeller.client.get('/api/repair/sponsor')).json().sponsorSide).toBe(false);
    expect((await dev.client.get('/api/repair/sponsor')).json().sponsorSide).toBe(true);
  });
});

describe('booking', () => {
  it('a member books a repair; it starts as requested, with no ETA', async () => {
    const made = await book(booker);
    expect(made).toMatchObject({
      booker: { id: booker.id, username: 'repair_booker' },
      name: 'Rafi Ahmed',
      phone: '+8801711000111',
      status: 'requested',
      eta: null,
      nextStatuses: ['cancelled'],
      canSetEta: false,
    });
    await expect
      .poll(() => push.notices(sponsor).filter((n) => n.tag === `repair-${made.id}`).length)
      .toBe(1);
  });

  it('needs a signed-in member and checks every field', async () => {
    expect((await server.client().post('/api/repair', booking())).statusCode).toBe(401);
    const cases = [
      [{ name: '  ' }, 'name'],
      [{ phone: 'call me' }, 'phone'],
      [{ address: '' }, 'address'],
      [{ date: '2026-02-31' }, 'date'],
      [{ date: inDays(-2) }, 'date'],
      [{ date: inDays(400) }, 'date'],
      [{ time: '25:00' }, 'time'],
      [{ issue: 'x'.repeat(2001) }, 'issue'],
    ] as const;
    for (const [overrides, field] of cases) {
      const reply = await booker.client.post('/api/repair', booking(overrides));
      expect(reply.statusCode, field).toBe(400);
      expect(reply.json().fieldErrors, field).toHaveProperty(field);
    }
  });
});

describe('privacy', () => {
  it('shows a booking, phone and address included, to its booker and the sponsor side only', async () => {
    const made = await book(booker, { phone: '01999000111', address: 'Flat 4B, 9 Green Road' });
    for (const reader of [booker, sponsor, admin, dev]) {
      const reply = await reader.client.get(`/api/repair/${made.id}`);
      expect(reply.statusCode, reader.username).toBe(200);
      expect(reply.json()).toMatchObject({
        phone: '01999000111',
        address: 'Flat 4B, 9 Green Road',
      });
    }
    for (const reader of [stranger, otherSeller]) {
      const reply = await reader.client.get(`/api/repair/${made.id}`);
      expect(reply.statusCode, reader.username).toBe(404);
      expect(reply.body).not.toContain('01999000111');
    }
    expect((await server.client().get(`/api/repair/${made.id}`)).statusCode).toBe(401);
  });

  it("a member's list holds their own bookings; the shop's list is the sponsor side's", async () => {
    await book(stranger, { issue: 'Squeaky brakes' });
    const mine = repairPageSchema.parse((await booker.client.get('/api/repair')).json());
    expect(mine.content.length).toBeGreaterThan(0);
    expect(mine.content.every((one) => one.booker.id === booker.id)).toBe(true);
    const theirs = repairPageSchema.parse((await stranger.client.get('/api/repair')).json());
    expect(theirs.content.map((one) => one.issue)).toEqual(['Squeaky brakes']);

    expect((await booker.client.get('/api/repair?scope=shop')).statusCode).toBe(403);
    expect((await otherSeller.client.get('/api/repair?scope=shop')).statusCode).toBe(403);
    const shop = repairPageSchema.parse(
      (await sponsor.client.get('/api/repair?scope=shop')).json(),
    );
    const bookers = new Set(shop.content.map((one) => one.booker.id));
    expect(bookers).toEqual(new Set([booker.id, stranger.id]));
    const requested = repairPageSchema.parse(
      (await admin.client.get('/api/repair?scope=shop&status=requested&size=1')).json(),
    );
    expect(requested.totalElements).toBe(shop.totalElements);
    expect(requested.content).toHaveLength(1);
  });
});

describe('status moves', () => {
  it('the sponsor moves a booking to collected, sets the ETA, and the booker hears of each', async () => {
    const made = await book(booker);
    const noticesOf = () => push.notices(booker).filter((n) => n.tag === `repair-${made.id}`);
    const path: [RepairStatus, RepairStatus][] = [
      ['requested', 'accepted'],
      ['accepted', 'in_repair'],
      ['in_repair', 'ready'],
      ['ready', 'collected'],
    ];
    let told = 0;
    for (const [from, to] of path) {
      if (to === 'in_repair') {
        const eta = await sponsor.client.put(`/api/repair/${made.id}/eta`, {
          eta: '2030-01-05T16:00:00+06:00',
        });
        expect(eta.statusCode, eta.body).toBe(200);
        expect(eta.json().eta).toBe('2030-01-05T10:00:00.000Z');
        await expect.poll(() => noticesOf().length).toBe(++told);
      }
      const reply = await moveAs(sponsor, made.id, from, to);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().status).toBe(to);
      await expect.poll(() => noticesOf().length).toBe(++told);
      expect(noticesOf().at(-1)).toMatchObject({
        title: REPAIR_TEXT.statusPushTitle(to),
        url: SDCBIKEWALA_PATH,
      });
    }
    const closed = await sponsor.client.put(`/api/repair/${made.id}/eta`, { eta: null });
    expect(closed.statusCode).toBe(409);
    expect((await moveAs(sponsor, made.id, 'collected', 'requested')).statusCode).toBe(403);
  });

  it('only the sponsor side moves and sets the ETA; a stale move is 409', async () => {
    const made = await book(booker);
    expect((await moveAs(booker, made.id, 'requested', 'accepted')).statusCode).toBe(403);
    expect((await moveAs(otherSeller, made.id, 'requested', 'accepted')).statusCode).toBe(404);
    const etaByBooker = await booker.client.put(`/api/repair/${made.id}/eta`, {
      eta: '2030-01-05T16:00:00+06:00',
    });
    expect(etaByBooker.statusCode).toBe(403);
    expect((await moveAs(sponsor, made.id, 'requested', 'in_repair')).statusCode).toBe(403);
    expect((await moveAs(admin, made.id, 'requested', 'accepted')).statusCode).toBe(200);
    const stale = await moveAs(dev, made.id, 'requested', 'declined');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(REPAIR_TEXT.staleStatus);
    expect((await moveAs(dev, made.id, 'accepted', 'in_repair')).statusCode).toBe(200);
  });

  it('the booker cancels their own booking before it is accepted, not after', async () => {
    const early = await book(booker);
    expect((await moveAs(stranger, early.id, 'requested', 'cancelled')).statusCode).toBe(404);
    const cancelled = await moveAs(booker, early.id, 'requested', 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextStatuses: [] });

    const late = await book(booker);
    const accepted = await moveAs(sponsor, late.id, 'requested', 'accepted');
    expect(accepted.json().nextStatuses).toEqual(['in_repair', 'cancelled']);
    const read = (await booker.client.get(`/api/repair/${late.id}`)).json();
    expect(read).toMatchObject({ status: 'accepted', nextStatuses: [] });
    expect((await moveAs(booker, late.id, 'accepted', 'cancelled')).statusCode).toBe(403);
  });

  it('the sponsor declines a request', async () => {
    const made = await book(booker);
    const reply = await moveAs(sponsor, made.id, 'requested', 'declined');
    expect(reply.json()).toMatchObject({ status: 'declined', canSetEta: false, nextStatuses: [] });
  });
});
