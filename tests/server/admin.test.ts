/**
 * The admin dashboard's server side: who may read the figures, the figures counted from rows
 * the test put there, an audit entry for each kind of change, and the account flags at work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminStatsSchema,
  auditEntrySchema,
  bugStatsSchema,
  type AuditEntry,
} from '../../src/contract/admin';
import { ADMIN_PATHS, API_PREFIX } from '../../src/contract/api-paths';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { orderConfirmSchema, orderSchema } from '../../src/contract/orders';
import { pageSchema } from '../../src/contract/paging';
import { confirm } from '../../src/server/modules/orders/checkout';
import { readClubSettings } from '../../src/server/modules/settings/read';
import {
  startTestServer,
  TEST_PASSWORD,
  type Member,
  type TestServer,
} from '../helpers/server-app';
import { addProduct, confirmation } from './shop-fixtures';
import { DEFAULT_TIME_ZONE, dayKeyOf, startOfWeek } from '../../src/contract/club-time';

let server: TestServer;
let admin: Member;
let developer: Member;
let member: Member;
let seller: Member;

const url = (path: string) => `${API_PREFIX}${path}`;
const auditPage = pageSchema(auditEntrySchema);

beforeAll(async () => {
  server = await startTestServer();
  [admin, developer, member, seller] = await Promise.all([
    server.createMember('audit_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('audit_dev', { roles: ['ROLE_DEV'] }),
    server.createMember('audit_member'),
    server.createMember('audit_seller', { roles: ['ROLE_SELLER'] }),
  ]);
});
afterAll(async () => server?.close());

/** The newest audit entries of one action, as an admin reads them. */
async function audit(action: string): Promise<AuditEntry[]> {
  const reply = await admin.client.get(url(`${ADMIN_PATHS.audit}?action=${action}&size=100`));
  expect(reply.statusCode, reply.body).toBe(200);
  return auditPage.parse(reply.json()).content;
}

describe('who may read the admin figures', () => {
  it.each([ADMIN_PATHS.stats, ADMIN_PATHS.audit, ADMIN_PATHS.bugStats])(
    '%s: visitor 401, member 403, admin and developer 200',
    async (path) => {
      expect((await server.client().get(url(path))).statusCode).toBe(401);
      const refused = await member.client.get(url(path));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(SERVER_MESSAGE.forbidden);
      expect((await admin.client.get(url(path))).statusCode).toBe(200);
      expect((await developer.client.get(url(path))).statusCode).toBe(200);
    },
  );

  it('refuses an unknown audit action', async () => {
    const reply = await admin.client.get(url(`${ADMIN_PATHS.audit}?action=nothing`));
    expect(reply.statusCode).toBe(400);
  });
});

describe('the figures', () => {
  it('counts members, sign-ups, rides, riders, orders, sales and open bugs from the rows', async () => {
    const db = server.app.db;
    const before = adminStatsSchema.parse((await admin.client.get(url(ADMIN_PATHS.stats))).json());
    // Four members signed up through the API in this test, all of them this month.
    expect(before.members).toBe(4);
    expect(before.newSignups).toBe(4);
    expect(before).toMatchObject({ rides: 0, riders: 0, orders: 0, sales: 0, openBugs: 0 });
    expect(before.currency).toBe('BDT');

    const now = new Date(Date.now() - 60_000).toISOString();
    const longAgo = new Date(Date.now() - 400 * 24 * 3600_000).toISOString();
    const ride = (starts_at: string, status: 'scheduled' | 'cancelled') =>
      db
        .insertInto('events')
        .values({
          organiser_id: admin.id,
          name: `Ride ${starts_at}`,
          cover_media_id: null,
          starts_at,
          duration_minutes: 60,
          from_name: 'Dhanmondi',
          from_lat: null,
          from_lng: null,
          to_name: 'Hatirjheel',
          to_lat: null,
          to_lng: null,
          distance_km: 12,
          pace: 'easy',
          description: '',
          capacity: null,
          status,
          route_id: null,
          created_at: starts_at,
          updated_at: starts_at,
          cancelled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const thisMonth = await ride(now, 'scheduled');
    const cancelled = await ride(now, 'cancelled');
    const old = await ride(longAgo, 'scheduled');
    const rsvp = (event_id: number, user_id: number, state: 'going' | 'waitlisted') =>
      db.insertInto('event_rsvps').values({ event_id, user_id, state, joined_at: now }).execute();
    await rsvp(thisMonth.id, member.id, 'going');
    await rsvp(thisMonth.id, seller.id, 'going');
    await rsvp(thisMonth.id, developer.id, 'waitlisted');
    await rsvp(cancelled.id, admin.id, 'going');
    await rsvp(old.id, admin.id, 'going');

    const product = await addProduct(seller, { name: 'Bell', price: 50000, quantityAvailable: 50 });
    const order = async (created_at: string, lines: { total: number; status: string }[]) => {
      const row = await db
        .insertInto('orders')
        .values({
          customer_id: member.id,
          delivery_name: 'Nusrat',
          delivery_phone: '01712345678',
          delivery_address: 'Lake Road',
          delivery_option: 'pickup',
          payment_method: 'cash_on_delivery',
          payment_account: null,
          payment_transaction: null,
          items_total: 0,
          discount: 0,
          service_charge: 0,
          delivery_charge: 0,
          total: 0,
          currency: 'BDT',
          rerun_of: null,
          created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const line of lines) {
        await db
          .insertInto('order_lines')
          .values({
            order_id: row.id,
            product_id: product.id,
            seller_id: seller.id,
            customer_id: member.id,
            product_name: 'Bell',
            unit_price: line.total,
            list_price: line.total,
            quantity: 1,
            line_total: line.total,
            status: line.status as 'confirmed',
            status_note: null,
            created_at,
            updated_at: created_at,
          })
          .execute();
      }
    };
    await order(now, [
      { total: 50000, status: 'confirmed' },
      { total: 7000, status: 'rejected' },
    ]);
    await order(now, [{ total: 12500, status: 'completed' }]);
    await order(longAgo, [{ total: 99900, status: 'completed' }]);

    const bug = (severity: 'LOW' | 'HIGH', is_solved: number) =>
      db
        .insertInto('bugs')
        .values({
          title: 'Map blank',
          description: 'The map stays grey',
          severity,
          steps: '',
          is_solved,
          submitted_by: member.id,
          created_at: now,
          solved_at: null,
          solved_by: null,
        })
        .execute();
    await bug('HIGH', 0);
    await bug('HIGH', 0);
    await bug('LOW', 1);
    await db
      .updateTable('users')
      .set({ account_status: 'disabled' })
      .where('id', '=', seller.id)
      .execute();
    await db
      .updateTable('users')
      .set({ created_at: longAgo })
      .where('id', '=', developer.id)
      .execute();

    const stats = adminStatsSchema.parse((await admin.client.get(url(ADMIN_PATHS.stats))).json());
    expect(stats).toMatchObject({
      members: 3,
      newSignups: 3,
      rides: 1,
      riders: 2,
      orders: 2,
      sales: 62500,
      openBugs: 2,
    });
    expect(stats.weeks).toHaveLength(8);
    // The club's calendar (Dhaka), not UTC's: the month and the Monday of the current week.
    const today = new Date();
    expect(stats.month).toBe(dayKeyOf(today, DEFAULT_TIME_ZONE).slice(0, 7));
    expect(stats.weeks.at(-1)!.weekStart).toBe(
      dayKeyOf(startOfWeek(today, DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE),
    );
    const current = stats.weeks.at(-1)!;
    expect(current).toMatchObject({ signups: 3, rides: 1, orders: 2, sales: 62500 });
    expect(stats.weeks.slice(0, -1).every((week) => week.orders === 0)).toBe(true);

    const bugs = bugStatsSchema.parse((await admin.client.get(url(ADMIN_PATHS.bugStats))).json());
    expect(bugs).toEqual({
      bySeverity: {
        LOW: { open: 0, solved: 1 },
        MEDIUM: { open: 0, solved: 0 },
        HIGH: { open: 2, solved: 0 },
      },
      open: 2,
      solved: 1,
    });
    await db
      .updateTable('users')
      .set({ account_status: 'active' })
      .where('id', '=', seller.id)
      .execute();
  });
});

describe('the audit log', () => {
  it('records a role granted and removed, with who and when', async () => {
    const started = new Date().toISOString();
    expect(
      (await admin.client.post(url(`/role/assign/ROLE_SELLER/to/${member.id}`))).statusCode,
    ).toBe(200);
    expect(
      (await admin.client.post(url(`/role/remove/ROLE_SELLER/from/${member.id}`))).statusCode,
    ).toBe(200);
    const [revoked] = await audit('role.revoke');
    const [granted] = await audit('role.grant');
    for (const [entry, action] of [
      [granted, 'role.grant'],
      [revoked, 'role.revoke'],
    ] as const) {
      expect(entry).toMatchObject({
        action,
        actor: { id: admin.id, username: admin.username },
        subjectType: 'user',
        subjectId: String(member.id),
        subjectName: member.username,
        details: { role: 'ROLE_SELLER' },
      });
      expect(entry!.at >= started).toBe(true);
    }
    // Granting a role already held changes nothing and writes nothing.
    await admin.client.post(url(`/role/assign/ROLE_USER/to/${member.id}`));
    expect((await audit('role.grant')).length).toBe(1);
  });

  it('records an account disabled and enabled, and flags changed', async () => {
    const target = await server.createMember('audit_target');
    await admin.client.put(url(`/user/${target.id}`), { accountStatus: 'disabled' });
    await admin.client.put(url(`/user/${target.id}`), { accountStatus: 'active' });
    await admin.client.put(url(`/user/${target.id}`), {
      canDeletePosts: true,
      canManageUsers: false,
    });
    const statuses = (await audit('account.status')).filter(
      (e) => e.subjectId === String(target.id),
    );
    expect(statuses.map((entry) => entry.details)).toEqual([
      { from: 'disabled', to: 'active' },
      { from: 'active', to: 'disabled' },
    ]);
    const flags = (await audit('account.flags')).filter((e) => e.subjectId === String(target.id));
    // canManageUsers was already off: only the flag that moved is written.
    expect(flags.map((entry) => entry.details)).toEqual([{ canDeletePosts: true }]);
    expect(flags[0]!.actor?.id).toBe(admin.id);
  });

  it('records an order line moved, in the same transaction as the move', async () => {
    const product = await addProduct(seller, { name: 'Chain', quantityAvailable: 10 });
    const settings = await readClubSettings(server.app.db);
    const input = orderConfirmSchema.parse(
      confirmation([{ product, quantity: 1 }], {
        serviceCharge: settings.serviceCharge,
        deliveryCharge: settings.deliveryCharges.home,
      }),
    );
    const buyer = { id: member.id, username: member.username, roles: ['ROLE_USER' as const] };
    const orderId = await confirm(
      server.app,
      { ...buyer, canManageUsers: false, canDeletePosts: false, sessionId: '' },
      input,
    );
    const placed = orderSchema.parse((await member.client.get(url(`/order/${orderId}`))).json());
    const line = placed.lines[0]!;
    const moved = await seller.client.post(url('/order/updateStatus'), {
      id: line.id,
      currentStatus: 'unconfirmed',
      continuation: 'confirm',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // A refused move (stale status) leaves no entry.
    const stale = await seller.client.post(url('/order/updateStatus'), {
      id: line.id,
      currentStatus: 'unconfirmed',
      continuation: 'confirm',
    });
    expect(stale.statusCode).toBe(409);
    const entries = (await audit('order.move')).filter((e) => e.subjectId === String(line.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: seller.id },
      subjectType: 'order_line',
      details: { orderId, from: 'unconfirmed', to: 'confirmed' },
    });
  });

  it('records club settings changed, with the old and new values', async () => {
    const reply = await admin.client.put(url('/settings'), {
      serviceCharge: 2500,
      clubName: 'South Dhaka Cyclists',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [entry] = await audit('settings.change');
    expect(entry).toMatchObject({
      actor: { id: admin.id },
      subjectType: 'settings',
      details: { from: { serviceCharge: 0 }, to: { serviceCharge: 2500 } },
    });
    // The unchanged club name is not listed as a change.
    expect(Object.keys(entry!.details.to as object)).toEqual(['serviceCharge']);
  });

  it('pages the log newest first and filters by action', async () => {
    const all = auditPage.parse(
      (await admin.client.get(url(`${ADMIN_PATHS.audit}?page=0&size=2`))).json(),
    );
    expect(all.content).toHaveLength(2);
    expect(all.totalElements).toBeGreaterThanOrEqual(7);
    expect(all.content[0]!.at >= all.content[1]!.at).toBe(true);
    expect(all.content[0]!.action).toBe('settings.change');
  });
});

describe('the account flags take effect', () => {
  it('a member with canManageUsers lists, searches and disables members, but cannot change roles', async () => {
    const manager = await server.createMember('flag_manager');
    const rider = await server.createMember('flag_rider');
    expect((await manager.client.get(url('/user'))).statusCode).toBe(403);
    await admin.client.put(url(`/user/${manager.id}`), { canManageUsers: true });

    const found = await manager.client.get(url('/user?q=flag_ri'));
    expect(found.statusCode).toBe(200);
    expect(found.json().content.map((u: { username: string }) => u.username)).toEqual([
      'flag_rider',
    ]);
    const disabled = await manager.client.put(url(`/user/${rider.id}`), {
      accountStatus: 'disabled',
    });
    expect(disabled.statusCode).toBe(200);
    expect((await rider.client.get(url('/user/me'))).statusCode).toBe(401);

    const grant = await manager.client.post(url(`/role/assign/ROLE_ADMIN/to/${manager.id}`));
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(SERVER_MESSAGE.forbidden);
    // The admin dashboard's figures stay with admins and developers.
    expect((await manager.client.get(url(ADMIN_PATHS.stats))).statusCode).toBe(403);
    const [entry] = await audit('account.status');
    expect(entry).toMatchObject({ actor: { id: manager.id }, subjectId: String(rider.id) });
  });

  it("a member with canDeletePosts deletes another member's post", async () => {
    const moderator = await server.createMember('flag_moderator');
    const post = await member.client.post(url('/post'), { content: 'Ride at dawn tomorrow' });
    expect(post.statusCode, post.body).toBe(201);
    const id = post.json().id as number;
    expect((await moderator.client.delete(url(`/post/${id}`))).statusCode).toBe(403);
    await admin.client.put(url(`/user/${moderator.id}`), { canDeletePosts: true });
    expect((await moderator.client.delete(url(`/post/${id}`))).statusCode).toBe(204);
    expect((await member.client.get(url(`/post/${id}`))).statusCode).toBe(404);
  });

  it('a disabled member cannot sign in and their open session ends', async () => {
    const gone = await server.createMember('flag_gone');
    expect((await gone.client.get(url('/user/me'))).statusCode).toBe(200);
    await admin.client.put(url(`/user/${gone.id}`), { accountStatus: 'disabled' });
    expect((await gone.client.get(url('/user/me'))).statusCode).toBe(401);
    const login = await server
      .client()
      .post(url('/auth/login'), { username: gone.username, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(SERVER_MESSAGE.disabled);
    const sessions = await server.app.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', gone.id)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
  });
});
