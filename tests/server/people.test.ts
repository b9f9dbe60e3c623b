/**
 * Members and profiles over HTTP: the directory (signed-in members only, search, order, paging,
 * public shape only), who gets contact details in a profile (the member and admins, nobody
 * else), the "about" text only its member writes, and a member's posts with the feed's privacy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_SIZE } from '../../src/contract/constants';
import { postPageSchema, postSchema, type Post, type PostInput } from '../../src/contract/posts';
import {
  PROFILE_LIMITS,
  contactUserSchema,
  publicUserSchema,
  selfUserSchema,
} from '../../src/contract/users';
import {
  privateKeysIn,
  signupPayload,
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';

let server: TestServer;
let amina: Member;
let bashir: Member;
let chandra: Member;
let admin: Member;
let manager: Member;
let visitor: TestClient;

/** Names in the directory's order by name: Amina, Bashir, Chandra, then the two staff. */
const NAMES: Record<string, string> = {
  people_amina: 'Amina Rahman',
  people_bashir: 'Bashir Uddin',
  people_chandra: 'Chandra Das',
  people_admin: 'Zara Admin',
  people_manager: 'Zubair Manager',
};

beforeAll(async () => {
  server = await startTestServer();
  [amina, bashir, chandra, admin, manager] = await Promise.all([
    server.createMember('people_amina'),
    server.createMember('people_bashir'),
    server.createMember('people_chandra'),
    server.createMember('people_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('people_manager'),
  ]);
  // Known names and join dates, one day apart, oldest first in the order of NAMES.
  const members = [amina, bashir, chandra, admin, manager];
  for (const [index, member] of members.entries()) {
    await server.app.db
      .updateTable('users')
      .set({
        full_name: NAMES[member.username]!,
        created_at: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
        can_manage_users: member === manager ? 1 : 0,
      })
      .where('id', '=', member.id)
      .execute();
  }
  // Signed up, never verified: not a member of the directory yet.
  const pending = await server
    .client()
    .post('/api/auth/signup', signupPayload('people_pending', { fullName: 'Amina Pending' }));
  expect(pending.statusCode, pending.body).toBe(201);
  visitor = server.client();
});
afterAll(async () => server?.close());

const about = { about: z.string() };
const usernames = (body: { content: { username: string }[] }) =>
  body.content.map((user) => user.username);

describe('the member directory', () => {
  it('is for signed-in members: a visitor gets 401', async () => {
    const reply = await visitor.get('/api/user/directory');
    expect(reply.statusCode).toBe(401);
    expect(reply.json().statusCode).toBe(401);
  });

  it('lists active members newest first, in the public shape only', async () => {
    const reply = await amina.client.get('/api/user/directory');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(usernames(body)).toEqual([
      'people_manager',
      'people_admin',
      'people_chandra',
      'people_bashir',
      'people_amina',
    ]);
    expect(body).toMatchObject({ totalElements: 5, number: 0, size: PAGE_SIZE.default });
    expect(privateKeysIn(body)).toEqual([]);
    for (const user of body.content) publicUserSchema.strict().parse(user);
  });

  it('is the public shape for an admin too: contact details only on a profile page', async () => {
    const reply = await admin.client.get('/api/user/directory?q=amina');
    expect(usernames(reply.json())).toEqual(['people_amina']);
    expect(privateKeysIn(reply.json())).toEqual([]);
  });

  it('orders by full name when asked', async () => {
    const reply = await amina.client.get('/api/user/directory?sort=name');
    expect(usernames(reply.json())).toEqual([
      'people_amina',
      'people_bashir',
      'people_chandra',
      'people_admin',
      'people_manager',
    ]);
  });

  it('finds part of a full name or a username, in any case', async () => {
    const byName = await bashir.client.get('/api/user/directory?q=aMiNa');
    expect(usernames(byName.json())).toEqual(['people_amina']);
    const byUsername = await bashir.client.get('/api/user/directory?q=PLE_CHAN');
    expect(usernames(byUsername.json())).toEqual(['people_chandra']);
    const bothZ = await bashir.client.get('/api/user/directory?q=z&sort=name');
    expect(usernames(bothZ.json())).toEqual(['people_admin', 'people_manager']);
    const literal = await bashir.client.get('/api/user/directory?q=%25');
    expect(literal.json().totalElements).toBe(0);
  });

  it('pages with page and size, and refuses a size over 100', async () => {
    const client = chandra.client;
    const first = await client.get('/api/user/directory?sort=name&page=0&size=2');
    expect(first.json()).toMatchObject({
      totalElements: 5,
      totalPages: 3,
      number: 0,
      size: 2,
      first: true,
      last: false,
    });
    expect(usernames(first.json())).toEqual(['people_amina', 'people_bashir']);
    const last = await client.get('/api/user/directory?sort=name&page=2&size=2');
    expect(last.json()).toMatchObject({ number: 2, first: false, last: true });
    expect(usernames(last.json())).toEqual(['people_manager']);
    expect((await client.get('/api/user/directory?size=101')).statusCode).toBe(400);
    expect((await client.get('/api/user/directory?sort=oldest')).statusCode).toBe(400);
  });
});

describe('contact details in a profile', () => {
  it('the member themself gets theirs', async () => {
    const reply = await amina.client.get(`/api/user/${amina.id}`);
    expect(reply.statusCode).toBe(200);
    const profile = selfUserSchema.extend(about).strict().parse(reply.json());
    expect(profile).toMatchObject({ email: amina.email, contact: '01712345678' });
  });

  it("an admin gets them, and nothing more of the member's", async () => {
    const reply = await admin.client.get(`/api/user/${amina.id}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      email: amina.email,
      contact: '01712345678',
      address: '12 Lake Road, Dhanmondi, Dhaka',
      dob: '1995-04-12',
    });
    // Exactly the contact shape: no payment method, no secret.
    contactUserSchema.extend(about).strict().parse(body);
  });

  it('another member, a manager without ROLE_ADMIN and a visitor never get them', async () => {
    for (const client of [bashir.client, manager.client, visitor]) {
      const reply = await client.get(`/api/user/${amina.id}`);
      expect(reply.statusCode).toBe(200);
      expect(privateKeysIn(reply.json())).toEqual([]);
      expect(reply.json()).toMatchObject({ id: amina.id, fullName: 'Amina Rahman' });
    }
  });
});

describe('the about text', () => {
  it('the member writes it, and everybody reads it on the profile', async () => {
    const text = '  Weekend rider, Dhaka to Mawa and back.  ';
    const reply = await amina.client.put(`/api/user/${amina.id}`, { about: text });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ about: text.trim(), email: amina.email });
    for (const client of [bashir.client, visitor]) {
      const profile = await client.get(`/api/user/${amina.id}`);
      expect(profile.json().about).toBe(text.trim());
    }
  });

  it('nobody else writes it, not even an admin', async () => {
    for (const client of [bashir.client, admin.client, manager.client]) {
      const reply = await client.put(`/api/user/${amina.id}`, { about: 'Hijacked' });
      expect(reply.statusCode).toBe(403);
    }
    expect((await visitor.put(`/api/user/${amina.id}`, { about: 'Hijacked' })).statusCode).toBe(
      401,
    );
    const row = await server.app.db
      .selectFrom('users')
      .select('about')
      .where('id', '=', amina.id)
      .executeTakeFirstOrThrow();
    expect(row.about).toBe('Weekend rider, Dhaka to Mawa and back.');
  });

  it('has a length limit, and an empty one clears it', async () => {
    const tooLong = 'x'.repeat(PROFILE_LIMITS.aboutMaxLength + 1);
    const refused = await bashir.client.put(`/api/user/${bashir.id}`, { about: tooLong });
    expect(refused.statusCode).toBe(400);
    const longest = 'y'.repeat(PROFILE_LIMITS.aboutMaxLength);
    const kept = await bashir.client.put(`/api/user/${bashir.id}`, { about: longest });
    expect(kept.json().about).toBe(longest);
    const cleared = await bashir.client.put(`/api/user/${bashir.id}`, { about: '' });
    expect(cleared.json().about).toBe('');
    const row = await server.app.db
      .selectFrom('users')
      .select('about')
      .where('id', '=', bashir.id)
      .executeTakeFirstOrThrow();
    expect(row.about).toBeNull();
  });
});

describe("a member's posts", () => {
  let posts: Record<'public' | 'members' | 'private', Post>;

  async function write(member: Member, input: PostInput): Promise<Post> {
    const reply = await member.client.post('/api/post', input);
    expect(reply.statusCode, reply.body).toBe(201);
    return postSchema.parse(reply.json());
  }

  beforeAll(async () => {
    posts = {
      public: await write(chandra, { content: 'Public ride report', privacy: 'public' }),
      members: await write(chandra, { content: 'Members-only meeting point', privacy: 'members' }),
      private: await write(chandra, { content: 'Note to self: new tyres', privacy: 'private' }),
    };
    await write(bashir, { content: 'Not on Chandra’s page', privacy: 'public' });
  });

  const idsSeenBy = async (client: TestClient) => {
    const reply = await client.get(`/api/post/author/${chandra.id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const page = postPageSchema.parse(reply.json());
    expect(page.content.every((post) => post.author.id === chandra.id)).toBe(true);
    expect(privateKeysIn(reply.json())).toEqual([]);
    return page.content.map((post) => post.id);
  };

  it('a visitor sees the public ones only', async () => {
    expect(await idsSeenBy(visitor)).toEqual([posts.public.id]);
  });

  it('another member sees members-only ones too, never the only-me ones', async () => {
    expect(await idsSeenBy(bashir.client)).toEqual([posts.members.id, posts.public.id]);
    expect(await idsSeenBy(admin.client)).toEqual([posts.members.id, posts.public.id]);
  });

  it('the author sees all three, newest first', async () => {
    expect(await idsSeenBy(chandra.client)).toEqual([
      posts.private.id,
      posts.members.id,
      posts.public.id,
    ]);
  });

  it('pages, and an unknown member is a 404', async () => {
    const reply = await chandra.client.get(`/api/post/author/${chandra.id}?page=1&size=2`);
    expect(reply.json()).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, last: true });
    expect(reply.json().content.map((post: Post) => post.id)).toEqual([posts.public.id]);
    expect((await bashir.client.get('/api/post/author/999999')).statusCode).toBe(404);
  });
});
