/**
 * The club search over HTTP: each kind found by its words, a misspelt word corrected from the
 * index's own words, the word being typed as a prefix, accents folded; posts under the feed's
 * privacy, members under the directory's (never for visitors), products as the shop lists them;
 * the index following edits and deletes; query syntax and bad input answered, never an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSchema, type Post, type PostInput } from '../../src/contract/posts';
import {
  SEARCH_TEXT,
  searchReplySchema,
  type SearchKind,
  SEARCH_VALIDATION,
} from '../../src/contract/search';
import {
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';
import { createRide, inHours, rideInput } from './events-fixtures';
import { addProduct } from './shop-fixtures';

let server: TestServer;
let organiser: Member;
let author: Member;
let stranger: Member;
let seller: Member;
let admin: Member;
let visitor: TestClient;

let publicPost: Post;
let membersPost: Post;
let privatePost: Post;

async function write(member: Member, input: PostInput): Promise<Post> {
  const reply = await member.client.post('/api/post', input);
  expect(reply.statusCode, reply.body).toBe(201);
  return postSchema.parse(reply.json());
}

type Reader = Member | TestClient;
const clientOf = (reader: Reader): TestClient => ('client' in reader ? reader.client : reader);

async function search(reader: Reader, q: string, extra = '') {
  const reply = await clientOf(reader).get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return searchReplySchema.parse(reply.json());
}

/** The titles found of one kind, or null when the reply has no group of that kind. */
async function titles(reader: Reader, q: string, kind: SearchKind) {
  const reply = await search(reader, q);
  const group = reply.groups.find((candidate) => candidate.kind === kind);
  return group ? group.hits.map((hit) => hit.title) : null;
}

async function postIds(reader: Reader, q: string) {
  const reply = await search(reader, q, '&kinds=posts');
  return reply.groups[0]!.hits.map((hit) => hit.id);
}

beforeAll(async () => {
  server = await startTestServer();
  [organiser, author, stranger, seller, admin] = await Promise.all([
    server.createMember('search_organiser'),
    server.createMember('search_author'),
    server.createMember('search_stranger'),
    server.createMember('search_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('search_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
  await server.app.db
    .updateTable('users')
    .set({ full_name: 'Nusrat Jahan' })
    .where('id', '=', author.id)
    .execute();
  visitor = server.client();

  await createRide(organiser.client, { name: 'Sunday ride to Savar' });
  await createRide(organiser.client, {
    name: 'Café crawl',
    from: { name: 'Gulshan circle', lat: null, lng: null },
    to: { name: 'Banani lake', lat: null, lng: null },
    description: 'Crème brûlée at the end, <b>bring</b> a lock.',
  });
  publicPost = await write(author, {
    content: 'Gravel adventure through Bhawal forest this weekend',
    privacy: 'public',
  });
  membersPost = await write(author, {
    content: 'Secret sprint workout tonight',
    privacy: 'members',
  });
  privatePost = await write(author, {
    content: 'Diary: tempo intervals felt heavy',
    privacy: 'private',
  });
  await addProduct(seller, { name: 'Carbon bottle cage', brand: 'Elite', description: 'Light.' });
});
afterAll(async () => server?.close());

describe('what it finds', () => {
  it('finds a ride, a post and a product for a visitor, and a member for a member', async () => {
    expect(await titles(visitor, 'savar', 'rides')).toEqual(['Sunday ride to Savar']);
    expect(await titles(visitor, 'bhawal forest', 'posts')).toEqual(['Nusrat Jahan']);
    expect(await titles(visitor, 'bottle cage', 'products')).toEqual(['Carbon bottle cage']);
    expect(await titles(stranger, 'nusrat', 'members')).toEqual(['Nusrat Jahan']);
  });

  it('links each hit to its page and marks the matched words in its snippet', async () => {
    const reply = await search(stranger, 'forest');
    const post = reply.groups.find((group) => group.kind === 'posts')!.hits[0]!;
    expect(post).toMatchObject({ id: publicPost.id, url: `/people/profile/${author.id}` });
    expect(post.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['forest']);
    const member = (await search(stranger, 'nusrat', '&kinds=members')).groups[0]!.hits[0]!;
    expect(member).toMatchObject({ url: `/people/profile/${author.id}` });
    expect(member.snippet.map((part) => part.text).join('')).toBe('@search_author');
  });

  it('gives a ride its start and places, so rides of one name tell apart', async () => {
    const ride = (await search(visitor, 'crawl', '&kinds=rides')).groups[0]!.hits[0]!;
    const page = await visitor.get(`/api/event/${ride.id}`);
    expect(ride).toMatchObject({
      at: page.json<{ startsAt: string }>().startsAt,
      places: 'Gulshan circle → Banani lake',
    });
    expect(ride.snippet.map((part) => part.text).join('')).toBe(
      'Crème brûlée at the end, <b>bring</b> a lock.',
    );
    const post = (await search(stranger, 'forest')).groups.find((g) => g.kind === 'posts')!;
    expect(post.hits[0]).toMatchObject({ at: expect.any(String), places: null });
  });

  it('sends markup in the text as text, for the screen to show as text', async () => {
    const reply = await search(visitor, 'crawl bring', '&kinds=rides');
    const parts = reply.groups[0]!.hits[0]!.snippet;
    expect(parts.map((part) => part.text).join('')).toContain('<b>bring</b>');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['bring']);
  });

  it('corrects a misspelt word to the closest word the index holds', async () => {
    const reply = await search(visitor, 'sunday rdie');
    expect(reply.correctedQuery).toBe('sunday ride');
    expect(reply.groups.find((group) => group.kind === 'rides')!.hits[0]!.title).toBe(
      'Sunday ride to Savar',
    );
    // Eight letters and more: two edits.
    expect(await titles(visitor, 'advneture', 'posts')).toEqual(['Nusrat Jahan']);
    // A word every letter of which is right is never "corrected".
    expect((await search(visitor, 'savar')).correctedQuery).toBeNull();
  });

  it('leaves a short word and a far-off word uncorrected, finding nothing', async () => {
    const reply = await search(visitor, 'zqxw');
    expect(reply.correctedQuery).toBeNull();
    expect(reply.groups.every((group) => group.hits.length === 0)).toBe(true);
  });

  it('takes the word being typed as the start of a word', async () => {
    expect(await titles(visitor, 'Bhaw', 'posts')).toEqual(['Nusrat Jahan']);
    expect(await titles(visitor, 'sunday sav', 'rides')).toEqual(['Sunday ride to Savar']);
  });

  it('folds accents both ways', async () => {
    expect(await titles(visitor, 'cafe creme', 'rides')).toEqual(['Café crawl']);
    expect(await titles(visitor, 'Brûlée', 'rides')).toEqual(['Café crawl']);
    expect(await titles(visitor, 'dhânmondi', 'rides')).toEqual(['Sunday ride to Savar']);
  });
});

describe('the order of rides that match alike', () => {
  it('is soonest first, upcoming in date order, past ones last', async () => {
    const loop = { name: 'Hatirjheel lake', lat: null, lng: null };
    const beginners = {
      name: 'Beginners loop',
      description: 'Easy laps for beginners.',
      from: loop,
      to: loop,
    };
    // Planned in an order that is not their dates', nor the reverse of it.
    const days = [9, 2, 30, 16];
    const rides = [];
    for (const day of days) {
      rides.push(await createRide(organiser.client, { ...beginners, startsAt: inHours(day * 24) }));
    }
    const ridden = rides[3]!;
    await server.app.db
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where('id', '=', ridden.id)
      .execute();

    const hits = (await search(visitor, 'beginers', '&kinds=rides')).groups[0]!.hits;
    expect(hits.map((hit) => hit.id)).toEqual([
      rides[1]!.id,
      rides[0]!.id,
      rides[2]!.id,
      ridden.id,
    ]);
  });
});

describe('who finds what', () => {
  it('posts follow the feed: members-only for members, private for its author alone', async () => {
    expect(await postIds(visitor, 'sprint')).toEqual([]);
    expect(await postIds(stranger, 'sprint')).toEqual([membersPost.id]);
    expect(await postIds(visitor, 'tempo')).toEqual([]);
    expect(await postIds(stranger, 'tempo')).toEqual([]);
    expect(await postIds(admin, 'tempo')).toEqual([]);
    expect(await postIds(author, 'tempo')).toEqual([privatePost.id]);
  });

  it('a post removed by a moderator is found by nobody, its author included', async () => {
    const reported = await write(author, {
      content: 'Wheelie contest downtown',
      privacy: 'public',
    });
    expect(await postIds(visitor, 'wheelie')).toEqual([reported.id]);
    const removed = await admin.client.delete(`/api/post/${reported.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    for (const reader of [visitor, stranger, author, admin]) {
      expect(await postIds(reader, 'wheelie')).toEqual([]);
    }
  });

  it('a visitor never finds members, even asking for them', async () => {
    expect(await titles(visitor, 'nusrat', 'members')).toBeNull();
    const reply = await search(visitor, 'nusrat', '&kinds=members');
    expect(reply.groups).toEqual([]);
  });

  it('members as the directory lists them: an account that is not active is not found', async () => {
    await server.app.db
      .updateTable('users')
      .set({ account_status: 'disabled' })
      .where('id', '=', seller.id)
      .execute();
    try {
      expect(await titles(stranger, 'search_seller', 'members')).toEqual([]);
      const directory = await stranger.client.get('/api/user/directory?q=search_seller');
      expect(directory.json().content).toEqual([]);
    } finally {
      await server.app.db
        .updateTable('users')
        .set({ account_status: 'active' })
        .where('id', '=', seller.id)
        .execute();
    }
    expect(await titles(stranger, 'search_seller', 'members')).toEqual(['Member search_seller']);
  });

  it('products as the shop shows them, every product with its shop name', async () => {
    const reply = await search(visitor, 'elite', '&kinds=products');
    const hit = reply.groups[0]!.hits[0]!;
    const shop = await visitor.get(`/api/product/${hit.id}`);
    expect(shop.statusCode).toBe(200);
    expect(shop.json().name).toBe(hit.title);
    expect(hit.url).toBe(`/products/productDetails/${hit.id}`);
  });
});

describe('the index follows the rides, posts and products', () => {
  it('finds a ride by its new title and not by its old one', async () => {
    const ride = await createRide(organiser.client, {
      name: 'Tuesday tempo loop',
      to: { name: 'Mirpur', lat: null, lng: null },
    });
    expect(await titles(visitor, 'tuesday', 'rides')).toEqual(['Tuesday tempo loop']);
    const edited = await organiser.client.put(
      `/api/event/${ride.id}`,
      rideInput({
        name: 'Thursday hill repeats',
        startsAt: ride.startsAt,
        to: { name: 'Mirpur', lat: null, lng: null },
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await titles(visitor, 'tuesday', 'rides')).toEqual([]);
    expect(await titles(visitor, 'thursday hill', 'rides')).toEqual(['Thursday hill repeats']);
  });

  it('forgets a deleted post, and finds an edited one by its new words', async () => {
    const post = await write(author, { content: 'Puncture kit checklist', privacy: 'public' });
    const edited = await author.client.put(`/api/post/${post.id}`, {
      content: 'Tubeless plugs checklist',
      privacy: 'public',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await postIds(visitor, 'puncture')).toEqual([]);
    expect(await postIds(visitor, 'tubeless')).toEqual([post.id]);
    const deleted = await author.client.delete(`/api/post/${post.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await postIds(visitor, 'tubeless')).toEqual([]);
  });

  it('pages one kind with its cursor', async () => {
    for (const name of ['Floor pump one', 'Floor pump two', 'Floor pump three']) {
      await addProduct(seller, { name });
    }
    const first = await search(visitor, 'floor pump', '&kinds=products&limit=2');
    expect(first.groups[0]!.hits).toHaveLength(2);
    expect(first.groups[0]!.next).toBe('2');
    const rest = await search(visitor, 'floor pump', '&kinds=products&limit=2&cursor=2');
    expect(rest.groups[0]!.hits).toHaveLength(1);
    expect(rest.groups[0]!.next).toBeNull();
    const all = [...first.groups[0]!.hits, ...rest.groups[0]!.hits].map((hit) => hit.title);
    expect(new Set(all).size).toBe(3);
  });
});

describe('bad and hostile queries', () => {
  it.each([
    '""',
    '"*',
    '**',
    '* *',
    'AND',
    'NEAR(',
    'ride" OR "x',
    "'; DROP TABLE posts; --",
    'a:b',
    '(((',
    'NOT -',
    '^savar',
  ])('answers %s with 200', async (q) => {
    await search(visitor, q);
    await search(stranger.client, q);
  });

  it('still finds what the words of a query with syntax in it name', async () => {
    expect(await titles(visitor, '"savar" AND', 'rides')).toEqual([]);
    expect(await titles(visitor, '"savar*', 'rides')).toEqual(['Sunday ride to Savar']);
  });

  it('answers 400 with a clear message for a query too short, too long, or kinds unknown', async () => {
    for (const [url, message] of [
      ['/api/search?q=a', SEARCH_TEXT.queryTooShort],
      ['/api/search?q=%22', SEARCH_TEXT.queryTooShort],
      ['/api/search?q=*', SEARCH_TEXT.queryTooShort],
      ['/api/search?q=%20%20a%20', SEARCH_TEXT.queryTooShort],
      ['/api/search', SEARCH_TEXT.queryTooShort],
      [`/api/search?q=${'x'.repeat(101)}`, SEARCH_VALIDATION.queryTooLong],
      ['/api/search?q=savar&kinds=rides,secrets', SEARCH_VALIDATION.kindsUnknown],
      ['/api/search?q=savar&cursor=-1', SEARCH_VALIDATION.cursorInvalid],
    ] as const) {
      const reply = await visitor.get(url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().message, url).toContain(message);
    }
  });
});
