/**
 * The feed over HTTP: who sees which post (404, never 403, for a hidden one), who edits and
 * deletes, likes (toggled, set, and not toggled twice by a replayed request), pictures that
 * must be the author's own, reports and their review, and paging.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../src/contract/constants';
import {
  POST_PICTURE_WIDTHS,
  POST_TEXT,
  postPageSchema,
  postSchema,
  reportedPostPageSchema,
  type Post,
  type PostInput,
  type PostMedia,
} from '../../src/contract/posts';
import {
  privateKeysIn,
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';
import { storedNames } from '../helpers/stored-files';

let server: TestServer;
let author: Member;
let reader: Member;
let moderator: Member;
let admin: Member;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  [author, reader, moderator, admin] = await Promise.all([
    server.createMember('feed_author'),
    server.createMember('feed_reader'),
    server.createMember('feed_moderator'),
    server.createMember('feed_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
  await server.app.db
    .updateTable('users')
    .set({ can_delete_posts: 1 })
    .where('id', '=', moderator.id)
    .execute();
  visitor = server.client();
});
afterAll(async () => server?.close());

async function write(member: Member, input: PostInput): Promise<Post> {
  const reply = await member.client.post('/api/post', input);
  expect(reply.statusCode, reply.body).toBe(201);
  return postSchema.parse(reply.json());
}

function multipart(file: Buffer) {
  const boundary = `----club${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="ride.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadPicture(member: Member, width = 1000): Promise<PostMedia> {
  const png = await sharp({
    create: { width, height: 500, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const reply = await member.client.request({
    method: 'POST',
    url: '/api/post/picture',
    ...multipart(png),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<PostMedia>();
}

describe('privacy', () => {
  let pub: Post;
  let members: Post;
  let own: Post;

  beforeAll(async () => {
    pub = await write(author, { content: 'Saturday ride to Savar', privacy: 'public' });
    members = await write(author, { content: 'Members: meet at 6', privacy: 'members' });
    own = await write(author, { content: 'Note to self', privacy: 'private' });
  });

  const status = async (client: TestClient, post: Post) =>
    (await client.get(`/api/post/${post.id}`)).statusCode;
  const feedIds = async (client: TestClient) =>
    postPageSchema
      .parse((await client.get('/api/post?size=100')).json())
      .content.map((post) => post.id);

  it('a visitor sees public posts only; the others are 404, as a missing post is', async () => {
    expect(await status(visitor, pub)).toBe(200);
    expect(await status(visitor, members)).toBe(404);
    expect(await status(visitor, own)).toBe(404);
    const missing = await visitor.get('/api/post/999999');
    const hidden = await visitor.get(`/api/post/${own.id}`);
    expect(hidden.json()).toEqual(missing.json());
    const ids = await feedIds(visitor);
    expect(ids).toContain(pub.id);
    expect(ids).not.toContain(members.id);
    expect(ids).not.toContain(own.id);
  });

  it('a member sees public and members-only posts, not another member’s private one', async () => {
    expect(await status(reader.client, pub)).toBe(200);
    expect(await status(reader.client, members)).toBe(200);
    expect(await status(reader.client, own)).toBe(404);
    expect(await status(admin.client, own)).toBe(404);
    const ids = await feedIds(reader.client);
    expect(ids).toEqual(expect.arrayContaining([pub.id, members.id]));
    expect(ids).not.toContain(own.id);
  });

  it('the author sees all three, newest first', async () => {
    expect(await status(author.client, own)).toBe(200);
    const ids = await feedIds(author.client);
    expect(ids.slice(0, 3)).toEqual([own.id, members.id, pub.id]);
  });

  it('defaults: privacy public, content trimmed; §5 message on missing content', async () => {
    const post = await write(author, { content: '  Chain lube tips  ' });
    expect(post).toMatchObject({ content: 'Chain lube tips', privacy: 'public', poll: null });
    expect(post.author.id).toBe(author.id);
    expect(privateKeysIn(post.author)).toEqual([]);
    const blank = await author.client.post('/api/post', { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.content).toBe(POST_TEXT.fillRequired);
    expect((await visitor.post('/api/post', { content: 'Hi' })).statusCode).toBe(401);
  });
});

describe('edit and delete', () => {
  it('only the author edits; a hidden post is 404 to others', async () => {
    const post = await write(author, { content: 'Draft route', privacy: 'members' });
    const change = { content: 'Final route', privacy: 'members', location: 'Dhanmondi Lake' };
    expect((await reader.client.put(`/api/post/${post.id}`, change)).statusCode).toBe(403);
    expect((await admin.client.put(`/api/post/${post.id}`, change)).statusCode).toBe(403);
    expect((await visitor.put(`/api/post/${post.id}`, change)).statusCode).toBe(401);
    const edited = await author.client.put(`/api/post/${post.id}`, change);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Final route', location: 'Dhanmondi Lake' });
    const hidden = await write(author, { content: 'Private', privacy: 'private' });
    expect((await reader.client.put(`/api/post/${hidden.id}`, change)).statusCode).toBe(404);
  });

  it('the author, a member with canDeletePosts and an admin delete; others are refused', async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map((n) => write(author, { content: `Delete me ${n}` })),
    );
    const forReader = (await reader.client.get(`/api/post/${a!.id}`)).json<Post>();
    expect(forReader).toMatchObject({ canEdit: false, canDelete: false });
    expect((await moderator.client.get(`/api/post/${a!.id}`)).json<Post>().canDelete).toBe(true);
    expect((await reader.client.delete(`/api/post/${a!.id}`)).statusCode).toBe(403);
    expect((await visitor.delete(`/api/post/${a!.id}`)).statusCode).toBe(401);
    expect((await author.client.delete(`/api/post/${a!.id}`)).statusCode).toBe(204);
    expect((await moderator.client.delete(`/api/post/${b!.id}`)).statusCode).toBe(204);
    expect((await admin.client.delete(`/api/post/${c!.id}`)).statusCode).toBe(204);
    for (const post of [a, b, c]) {
      expect((await author.client.get(`/api/post/${post!.id}`)).statusCode).toBe(404);
    }
    expect((await admin.client.delete(`/api/post/${c!.id}`)).statusCode).toBe(404);
  });

  it('§7’s GET forms that change state answer 405 naming the right method', async () => {
    const post = await write(author, { content: 'Still here' });
    const del = await author.client.get(`/api/post/delete/${post.id}`);
    expect(del.statusCode).toBe(405);
    expect(del.headers.allow).toBe('DELETE');
    expect(del.json().message).toBe(POST_TEXT.useDelete);
    const report = await reader.client.get(`/api/post/report/${post.id}`);
    expect(report.statusCode).toBe(405);
    expect(report.headers.allow).toBe('POST');
    expect((await visitor.get(`/api/post/${post.id}`)).statusCode).toBe(200);
    expect(await server.app.db.selectFrom('post_reports').selectAll().execute()).toEqual([]);
  });
});

describe('likes', () => {
  it('POST toggles the reader’s like and answers the new state', async () => {
    const post = await write(author, { content: 'Like me' });
    const like = await reader.client.post(`/api/post/like/${post.id}`);
    expect(like.json()).toEqual({ liked: true, likeCount: 1 });
    expect((await author.client.post(`/api/post/like/${post.id}`)).json()).toEqual({
      liked: true,
      likeCount: 2,
    });
    expect((await reader.client.post(`/api/post/like/${post.id}`)).json()).toEqual({
      liked: false,
      likeCount: 1,
    });
    const seen = (await author.client.get(`/api/post/${post.id}`)).json<Post>();
    expect(seen).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await visitor.post(`/api/post/like/${post.id}`)).statusCode).toBe(401);
  });

  it('a replayed POST with the same Idempotency-Key does not toggle twice', async () => {
    const post = await write(author, { content: 'Retry-proof like' });
    const key = randomUUID();
    const send = () =>
      reader.client.request({
        method: 'POST',
        url: `/api/post/like/${post.id}`,
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.json()).toEqual({ liked: true, likeCount: 1 });
    expect(again.json()).toEqual({ liked: true, likeCount: 1 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await server.app.db
      .selectFrom('post_likes')
      .selectAll()
      .where('post_id', '=', post.id)
      .execute();
    expect(rows.map((row) => row.user_id)).toEqual([reader.id]);
  });

  it('PUT …/like sets the state: repeating it changes nothing', async () => {
    const post = await write(author, { content: 'Set like' });
    const put = (liked: boolean) => reader.client.put(`/api/post/${post.id}/like`, { liked });
    expect((await put(true)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await put(true)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await put(false)).json()).toEqual({ liked: false, likeCount: 0 });
    expect((await put(false)).json()).toEqual({ liked: false, likeCount: 0 });
  });

  it('a post the reader may not see cannot be liked: 404', async () => {
    const hidden = await write(author, { content: 'Mine alone', privacy: 'private' });
    expect((await reader.client.post(`/api/post/like/${hidden.id}`)).statusCode).toBe(404);
    const put = await reader.client.put(`/api/post/${hidden.id}/like`, { liked: true });
    expect(put.statusCode).toBe(404);
  });
});

describe('pictures', () => {
  it('a member’s own upload goes in the post, with every width for srcset', async () => {
    const picture = await uploadPicture(author);
    expect(picture.sizes.map((size) => size.width)).toEqual([320, 640, 1000]);
    expect(POST_PICTURE_WIDTHS).toContain(640);
    const post = await write(author, { content: 'Sunrise', media: [{ url: picture.url }] });
    // Public now: the links lose the uploader's key and are for everyone.
    const unkeyed = (url: string) => url.replace(/[?&]key=[^&]*$/, '');
    expect(post.media).toEqual([
      {
        mediaType: 'image',
        url: unkeyed(picture.url),
        sizes: picture.sizes.map((size) => ({ ...size, url: unkeyed(size.url) })),
      },
    ]);
    const image = await visitor.get(post.media[0]!.sizes[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('a picture that is not the member’s, or is not a post picture, is refused', async () => {
    const others = await uploadPicture(reader, 400);
    const stolen = await author.client.post('/api/post', {
      content: 'Not mine',
      media: [{ url: others.url }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fieldErrors['media.0.url']).toBe(POST_TEXT.notYourPicture);
    for (const url of [`/api/media/${randomUUID()}`, 'https://elsewhere.example/a.jpg']) {
      const reply = await author.client.post('/api/post', { content: 'x', media: [{ url }] });
      expect(reply.statusCode, url).toBe(400);
    }
    const used = await uploadPicture(author, 400);
    await write(author, { content: 'First use', media: [{ url: used.url }] });
    const twice = await author.client.post('/api/post', {
      content: 'Second use',
      media: [{ url: used.url }],
    });
    expect(twice.json().fieldErrors['media.0.url']).toBe(POST_TEXT.pictureInAnotherPost);
    expect(
      await server.app.db
        .selectFrom('posts')
        .where('content', '=', 'Not mine')
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('deleting the post deletes its pictures', async () => {
    const picture = await uploadPicture(author, 400);
    const post = await write(author, { content: 'Short-lived', media: [{ url: picture.url }] });
    const id = new URL(picture.url, 'http://club.example').pathname.split('/').at(-1)!;
    expect(await storedNames(server.app, `media/${id}/`)).not.toEqual([]);
    expect((await author.client.delete(`/api/post/${post.id}`)).statusCode).toBe(204);
    expect(await storedNames(server.app, `media/${id}/`)).toEqual([]);
    expect((await visitor.get(picture.url)).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('one report per member: a second is 409; the author cannot report their own', async () => {
    const post = await write(author, { content: 'Questionable' });
    const first = await reader.client.post(`/api/post/report/${post.id}`, { reason: 'Spam' });
    expect(first.statusCode, first.body).toBe(204);
    const second = await reader.client.post(`/api/post/report/${post.id}`, { reason: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(POST_TEXT.alreadyReported);
    expect((await author.client.post(`/api/post/report/${post.id}`)).statusCode).toBe(400);
    expect((await moderator.client.post(`/api/post/report/${post.id}`)).statusCode).toBe(204);
    const seenByAuthor = (await author.client.get(`/api/post/${post.id}`)).json<Post>();
    expect(seenByAuthor.reportCount).toBe(2);
    const seenByReader = (await reader.client.get(`/api/post/${post.id}`)).json<Post>();
    expect(seenByReader).toMatchObject({ reportCount: null, reportedByMe: true });
  });

  it('admins list reported posts, keep one (reports resolved) or delete one', async () => {
    const kept = await write(author, { content: 'Fine after all' });
    const removed = await write(author, { content: 'Really bad' });
    await reader.client.post(`/api/post/report/${kept.id}`, { reason: 'Rude' });
    await reader.client.post(`/api/post/report/${removed.id}`);
    await moderator.client.post(`/api/post/report/${removed.id}`, { reason: 'Scam' });

    expect((await reader.client.get('/api/post/reports')).statusCode).toBe(403);
    const page = reportedPostPageSchema.parse((await admin.client.get('/api/post/reports')).json());
    const entry = (id: number) => page.content.find((item) => item.post.id === id);
    expect(entry(removed.id)).toMatchObject({ openReports: 2, reasons: ['Scam'] });
    expect(entry(kept.id)).toMatchObject({ openReports: 1, reasons: ['Rude'] });

    expect((await reader.client.post(`/api/post/reports/${kept.id}/keep`)).statusCode).toBe(403);
    expect((await admin.client.post(`/api/post/reports/${kept.id}/keep`)).statusCode).toBe(204);
    expect((await admin.client.delete(`/api/post/${removed.id}`)).statusCode).toBe(204);
    const after = reportedPostPageSchema.parse(
      (await admin.client.get('/api/post/reports')).json(),
    );
    const ids = after.content.map((item) => item.post.id);
    expect(ids).not.toContain(kept.id);
    expect(ids).not.toContain(removed.id);
    expect((await author.client.get(`/api/post/${kept.id}`)).json<Post>().reportCount).toBe(0);
  });
});

describe('paging', () => {
  it('11 posts a page by default, newest first, Spring-style page fields', async () => {
    const pager = await server.createMember('feed_pager');
    const before = postPageSchema.parse((await visitor.get('/api/post')).json());
    for (let n = 0; n < 13; n++) await write(pager, { content: `Page post ${n}` });
    const first = postPageSchema.parse((await visitor.get('/api/post')).json());
    expect(first.size).toBe(PAGE_SIZE.posts);
    expect(first.content).toHaveLength(11);
    expect(first.totalElements).toBe(before.totalElements + 13);
    expect(first).toMatchObject({ number: 0, first: true, last: false });
    expect(first.content.slice(0, 3).map((post) => post.content)).toEqual([
      'Page post 12',
      'Page post 11',
      'Page post 10',
    ]);
    const second = postPageSchema.parse((await visitor.get('/api/post?page=1')).json());
    expect(second.content[0]!.content).toBe('Page post 1');
    expect((await visitor.get('/api/post?size=101')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('/api/docs/json describes the post routes from their zod schemas', async () => {
    const reply = await visitor.get('/api/docs/json');
    expect(reply.statusCode).toBe(200);
    const paths = reply.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/post']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/post/{id}']!)).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    for (const path of ['/api/post/like/{id}', '/api/post/report/{id}', '/api/post/{id}/comments'])
      expect(paths[path], path).toBeDefined();
  });
});
