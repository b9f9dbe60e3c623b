/** Roles: who may grant what, the last developer, ROLE_USER for everyone, no escalation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { ROLES } from '../../src/contract/roles';
import {
  TEST_PASSWORD,
  privateKeysIn,
  startTestServer,
  type Member,
  type TestServer,
} from '../helpers/server-app';

let server: TestServer;
let rider: Member;
let admin: Member;
let developer: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [rider, admin] = await Promise.all([
    server.createMember('plain_rider'),
    server.createMember('club_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
  const dev = await server.login('developer1', TEST_PASSWORD);
  developer = { id: dev.user.id, token: dev.jwtToken };
});
afterAll(async () => server?.close());

const names = (reply: { json(): unknown }) =>
  (reply.json() as { name: string }[]).map((role) => role.name);

async function rolesInDb(userId: number) {
  const rows = await server.app.db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.role).sort();
}

describe('reading roles', () => {
  it('lists the four roles to signed-in members only', async () => {
    const reply = await rider.client.get('/api/role');
    expect(reply.statusCode).toBe(200);
    expect(names(reply)).toEqual([...ROLES]);
    expect((await server.client().get('/api/role')).statusCode).toBe(401);
  });

  it('shows the holders of a role to admins, as public users', async () => {
    expect((await rider.client.get('/api/role/ROLE_ADMIN')).statusCode).toBe(403);
    const reply = await admin.client.get('/api/role/ROLE_ADMIN?page=0&size=10');
    expect(reply.statusCode).toBe(200);
    const usernames = reply.json().content.map((u: { username: string }) => u.username);
    expect(usernames.sort()).toEqual(['admin1', 'club_admin', 'developer1']);
    expect(reply.json()).toMatchObject({ totalElements: 3, number: 0, size: 10 });
    expect(privateKeysIn(reply.json())).toEqual([]);
    expect((await admin.client.get('/api/role/ROLE_KING')).statusCode).toBe(400);
  });

  it("shows a member's roles to themselves and to admins, to nobody else", async () => {
    expect(names(await rider.client.get(`/api/role/roleOf/${rider.id}`))).toEqual(['ROLE_USER']);
    expect(names(await admin.client.get(`/api/role/roleOf/${rider.id}`))).toEqual(['ROLE_USER']);
    expect((await rider.client.get(`/api/role/roleOf/${admin.id}`)).statusCode).toBe(403);
    expect((await admin.client.get('/api/role/roleOf/999999')).statusCode).toBe(404);
  });
});

describe('changing roles', () => {
  it('a member cannot make themselves admin (the old hole)', async () => {
    const reply = await rider.client.post(`/api/role/assign/ROLE_ADMIN/to/${rider.id}`);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(SERVER_MESSAGE.forbidden);
    expect(await rolesInDb(rider.id)).toEqual(['ROLE_USER']);
  });

  it('nor may anyone but an admin or developer grant or revoke, from the Users screen or not', async () => {
    // A member trusted with managing users sees the admin's Users screen; a seller has a dashboard.
    const [manager, seller] = await Promise.all([
      server.createMember('users_manager'),
      server.createMember('shop_keeper', { roles: ['ROLE_SELLER'] }),
    ]);
    const trusted = await admin.client.put(`/api/user/${manager.id}`, { canManageUsers: true });
    expect(trusted.statusCode, trusted.body).toBe(200);
    for (const outsider of [manager, seller]) {
      const calls = [
        `/api/role/assign/ROLE_SELLER/to/${rider.id}`,
        `/api/role/assign/ROLE_ADMIN/to/${outsider.id}`,
        `/api/role/remove/ROLE_SELLER/from/${seller.id}`,
        `/api/role/remove/ROLE_ADMIN/from/${admin.id}`,
      ];
      for (const call of calls) {
        const reply = await outsider.client.post(call);
        expect(reply.statusCode, `${outsider.username} ${call}`).toBe(403);
        expect(reply.json().message).toBe(SERVER_MESSAGE.forbidden);
      }
    }
    expect(await rolesInDb(rider.id)).toEqual(['ROLE_USER']);
    expect(await rolesInDb(seller.id)).toEqual(['ROLE_SELLER', 'ROLE_USER']);
    expect(await rolesInDb(admin.id)).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(await rolesInDb(manager.id)).toEqual(['ROLE_USER']);
  });

  it('a visitor cannot either', async () => {
    const reply = await server.client().post(`/api/role/assign/ROLE_ADMIN/to/${rider.id}`);
    expect(reply.statusCode).toBe(401);
  });

  it('an admin grants and removes ROLE_SELLER and gets the new list', async () => {
    const granted = await admin.client.post(`/api/role/assign/ROLE_SELLER/to/${rider.id}`);
    expect(granted.statusCode).toBe(200);
    expect(names(granted)).toEqual(['ROLE_USER', 'ROLE_SELLER']);
    expect(await rolesInDb(rider.id)).toEqual(['ROLE_SELLER', 'ROLE_USER']);
    // The change applies to the rider's live session at once.
    expect((await rider.client.get('/api/user/me')).json().role).toBe('ROLE_SELLER');

    const removed = await admin.client.post(`/api/role/remove/ROLE_SELLER/from/${rider.id}`);
    expect(removed.statusCode).toBe(200);
    expect(names(removed)).toEqual(['ROLE_USER']);
  });

  it('an admin cannot grant or remove ROLE_DEV', async () => {
    const grant = await admin.client.post(`/api/role/assign/ROLE_DEV/to/${admin.id}`);
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(SERVER_MESSAGE.devOnly);
    const remove = await admin.client.post(`/api/role/remove/ROLE_DEV/from/${developer.id}`);
    expect(remove.statusCode).toBe(403);
    expect(await rolesInDb(admin.id)).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(await rolesInDb(developer.id)).toContain('ROLE_DEV');
  });

  it('nobody removes ROLE_USER', async () => {
    const reply = await admin.client.post(`/api/role/remove/ROLE_USER/from/${rider.id}`);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(SERVER_MESSAGE.keepUserRole);
  });

  it('unknown roles are 400 and unknown members 404', async () => {
    expect((await admin.client.post(`/api/role/assign/ROLE_KING/to/${rider.id}`)).statusCode).toBe(
      400,
    );
    expect((await admin.client.post('/api/role/assign/ROLE_SELLER/to/999999')).statusCode).toBe(
      404,
    );
  });

  it('the last developer cannot lose ROLE_DEV', async () => {
    const client = server.client(developer.token);
    const reply = await client.post(`/api/role/remove/ROLE_DEV/from/${developer.id}`);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(SERVER_MESSAGE.lastDev);
    expect(await rolesInDb(developer.id)).toContain('ROLE_DEV');
  });

  it('of two developers removing each other at once, exactly one succeeds', async () => {
    const client = server.client(developer.token);
    const grant = await client.post(`/api/role/assign/ROLE_DEV/to/${admin.id}`);
    expect(names(grant)).toContain('ROLE_DEV');
    const [first, second] = await Promise.all([
      client.post(`/api/role/remove/ROLE_DEV/from/${admin.id}`),
      admin.client.post(`/api/role/remove/ROLE_DEV/from/${developer.id}`),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    const devs = await server.app.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'ROLE_DEV')
      .execute();
    expect(devs).toHaveLength(1);
    // Either both ran in turn (one 200, then 409 or 403 for the one who lost ROLE_DEV).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
  });
});
