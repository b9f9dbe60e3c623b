/** Profiles, what each caller may see about others, flags, disabling and deleting accounts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { z } from 'zod';
import { contactUserSchema, publicUserSchema, selfUserSchema } from '../../src/contract/users';
import { DEMO_USERNAMES } from '../../src/server/seed/demo';
import {
  TEST_PASSWORD,
  privateKeysIn,
  startTestServer,
  type Member,
  type TestServer,
} from '../helpers/server-app';

/** A profile reply carries the public "about" text beside the user's shape. */
const profileFields = { about: z.string() };

let server: TestServer;
let rider: Member;
let other: Member;
let admin: { id: number; token: string };
let developer: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [rider, other] = await Promise.all([
    server.createMember('rider_one'),
    server.createMember('rider_two'),
  ]);
  const [a, d] = await Promise.all([
    server.login('admin1', TEST_PASSWORD),
    server.login('developer1', TEST_PASSWORD),
  ]);
  admin = { id: a.user.id, token: a.jwtToken };
  developer = { id: d.user.id, token: d.jwtToken };
});
afterAll(async () => server?.close());

describe('the demo seed', () => {
  it('made the four demo accounts with their roles', async () => {
    expect(DEMO_USERNAMES).toEqual(['rider1', 'seller1', 'admin1', 'developer1']);
    const reply = await server.client(admin.token).get('/api/user?size=100');
    const byName = new Map(
      reply
        .json()
        .content.map((u: { username: string; roles: { name: string }[] }) => [
          u.username,
          u.roles.map((role) => role.name),
        ]),
    );
    expect(byName.get('rider1')).toEqual(['ROLE_USER']);
    expect(byName.get('seller1')).toEqual(['ROLE_USER', 'ROLE_SELLER']);
    expect(byName.get('admin1')).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    expect(byName.get('developer1')).toEqual([
      'ROLE_USER',
      'ROLE_SELLER',
      'ROLE_ADMIN',
      'ROLE_DEV',
    ]);
  });
});

describe('what a member sees', () => {
  it('/user/me is the full self shape', async () => {
    const reply = await rider.client.get('/api/user/me');
    expect(reply.statusCode).toBe(200);
    const me = selfUserSchema.strict().parse(reply.json());
    expect(me).toMatchObject({ id: rider.id, email: rider.email, role: 'ROLE_USER' });
  });

  it('/user/me without a token is 401', async () => {
    const reply = await server.client().get('/api/user/me');
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(SERVER_MESSAGE.signInRequired);
  });

  it('another member is the public shape, with no private field at any depth', async () => {
    for (const viewer of [rider.client, server.client()]) {
      const reply = await viewer.get(`/api/user/${other.id}`);
      expect(reply.statusCode).toBe(200);
      expect(privateKeysIn(reply.json())).toEqual([]);
      publicUserSchema.extend(profileFields).strict().parse(reply.json());
    }
  });

  it('themselves by id is the self shape', async () => {
    const reply = await rider.client.get(`/api/user/${rider.id}`);
    expect(reply.json().email).toBe(rider.email);
  });

  it('an admin gets the managed shape with contact details, and no secret', async () => {
    const reply = await server.client(admin.token).get(`/api/user/${other.id}`);
    expect(reply.statusCode).toBe(200);
    contactUserSchema.extend(profileFields).strict().parse(reply.json());
    expect(reply.json().email).toBe(other.email);
  });

  it('an unknown id is a JSON 404', async () => {
    const reply = await rider.client.get('/api/user/999999');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().statusCode).toBe(404);
  });
});

describe('the member list', () => {
  it('is for managers only', async () => {
    const reply = await rider.client.get('/api/user');
    expect(reply.statusCode).toBe(403);
  });

  it('is paged, searchable and free of private fields', async () => {
    const client = server.client(admin.token);
    const page = await client.get('/api/user?page=0&size=2');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      totalElements: 6,
      totalPages: 3,
      number: 0,
      size: 2,
      first: true,
      last: false,
    });
    expect(page.json().content).toHaveLength(2);
    expect(privateKeysIn(page.json())).toEqual([]);

    const found = await client.get('/api/user?q=RIDER_T');
    expect(found.json().content.map((u: { username: string }) => u.username)).toEqual([
      'rider_two',
    ]);
    const byName = await client.get(`/api/user?q=${encodeURIComponent('Member rider_o')}`);
    expect(byName.json().totalElements).toBe(1);
    const literal = await client.get('/api/user?q=%25');
    expect(literal.json().totalElements).toBe(0);
    expect((await client.get('/api/user?size=101')).statusCode).toBe(400);
  });

  it('is open to a member trusted with canManageUsers', async () => {
    await server.app.db
      .updateTable('users')
      .set({ can_manage_users: 1 })
      .where('id', '=', other.id)
      .execute();
    const reply = await other.client.get('/api/user');
    expect(reply.statusCode).toBe(200);
    await server.app.db
      .updateTable('users')
      .set({ can_manage_users: 0 })
      .where('id', '=', other.id)
      .execute();
    expect((await other.client.get('/api/user')).statusCode).toBe(403);
  });
});

describe('editing', () => {
  it('a member edits their own profile', async () => {
    const reply = await rider.client.put(`/api/user/${rider.id}`, {
      fullName: 'Rider Number One',
      address: '99 New Market Road, Dhaka',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ fullName: 'Rider Number One', email: rider.email });
    const row = await server.app.db
      .selectFrom('users')
      .select(['full_name', 'address'])
      .where('id', '=', rider.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ full_name: 'Rider Number One', address: '99 New Market Road, Dhaka' });
  });

  it("nobody edits another member's profile, not even an admin", async () => {
    for (const token of [rider.token, admin.token]) {
      const reply = await server.client(token).put(`/api/user/${other.id}`, {
        fullName: 'Hijacked',
      });
      expect(reply.statusCode).toBe(403);
    }
    const row = await server.app.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Member rider_two');
  });

  it('an edit of another member that changes nothing is refused all the same', async () => {
    const reply = await rider.client.put(`/api/user/${other.id}`, {});
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.body).not.toContain(other.email);
    expect((await rider.client.put(`/api/user/${rider.id}`, {})).statusCode).toBe(200);
  });

  it('roles cannot be changed through PUT', async () => {
    const reply = await rider.client.put(`/api/user/${rider.id}`, {
      roles: [{ name: 'ROLE_ADMIN' }],
      role: 'ROLE_ADMIN',
    });
    expect(reply.statusCode).toBe(400);
    const me = await rider.client.get('/api/user/me');
    expect(me.json().roles).toEqual([{ name: 'ROLE_USER' }]);
  });

  it('a member cannot set account flags, not even their own', async () => {
    for (const id of [rider.id, other.id]) {
      const reply = await rider.client.put(`/api/user/${id}`, { canManageUsers: true });
      expect(reply.statusCode).toBe(403);
    }
    const me = await rider.client.get('/api/user/me');
    expect(me.json().canManageUsers).toBe(false);
  });

  it('a member trusted with canManageUsers flags members but not an admin', async () => {
    const db = server.app.db;
    await db.updateTable('users').set({ can_manage_users: 1 }).where('id', '=', other.id).execute();
    try {
      const onAdmin = await other.client.put(`/api/user/${admin.id}`, {
        accountStatus: 'disabled',
      });
      expect(onAdmin.statusCode).toBe(403);
      const onMember = await other.client.put(`/api/user/${rider.id}`, { canDeletePosts: true });
      expect(onMember.statusCode).toBe(200);
      expect(onMember.json()).toMatchObject({ id: rider.id, canDeletePosts: true });
      expect(privateKeysIn(onMember.json())).toEqual([]);
    } finally {
      await db
        .updateTable('users')
        .set({ can_manage_users: 0 })
        .where('id', '=', other.id)
        .execute();
    }
    const adminRow = await db
      .selectFrom('users')
      .select('account_status')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(adminRow.account_status).toBe('active');
  });
});

describe('disabling and deleting', () => {
  let victim: Member;
  beforeAll(async () => {
    victim = await server.createMember('soon_gone');
  });

  it('an admin disables an account: its sessions end and it cannot sign in', async () => {
    const reply = await server
      .client(admin.token)
      .put(`/api/user/${victim.id}`, { accountStatus: 'disabled', canDeletePosts: true });
    expect(reply.statusCode).toBe(200);
    contactUserSchema.extend(profileFields).strict().parse(reply.json());
    expect(reply.json()).toMatchObject({ accountStatus: 'disabled', canDeletePosts: true });

    const me = await victim.client.get('/api/user/me');
    expect(me.statusCode).toBe(401);
    // The device still signed in is told why.
    expect(me.json()).toMatchObject({ code: 'SESSION_ENDED', message: SERVER_MESSAGE.disabled });
    const login = await server
      .client()
      .post('/api/auth/login', { username: victim.username, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: SERVER_MESSAGE.disabled,
    });
    const identify = await server
      .client()
      .get(`/api/auth/getUserByIdentifier?identifier=${victim.username}`);
    expect(identify.statusCode).toBe(404);
    // A disabled account is no longer shown to the public.
    expect((await rider.client.get(`/api/user/${victim.id}`)).statusCode).toBe(404);
  });

  it('a member cannot delete accounts', async () => {
    const reply = await rider.client.delete(`/api/user/${victim.id}`);
    expect(reply.statusCode).toBe(403);
  });

  it('an admin deletes an account', async () => {
    const reply = await server.client(admin.token).delete(`/api/user/${victim.id}`);
    expect(reply.statusCode).toBe(204);
    const row = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', victim.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("only a developer deletes a developer's account, and never the last one", async () => {
    const byAdmin = await server.client(admin.token).delete(`/api/user/${developer.id}`);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(SERVER_MESSAGE.devOnly);
    const bySelf = await server.client(developer.token).delete(`/api/user/${developer.id}`);
    expect(bySelf.statusCode).toBe(409);
    expect(bySelf.json().message).toBe(SERVER_MESSAGE.lastDev);
    expect((await server.client(developer.token).get('/api/user/me')).statusCode).toBe(200);
  });
});
