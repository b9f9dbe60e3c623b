/**
 * Replies that depend on who asks stay out of every cache (`Cache-Control: private, no-store`),
 * and a post's pictures follow the post's privacy: public ones are for everyone and cached as
 * such; a members-only or private post's picture goes only to a reader who may read the post,
 * by bearer token or by the key of the link made for them, and never to a visitor.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let author: Member;
let reader: Member;

beforeAll(async () => {
  server = await startTestServer();
  [author, reader] = await Promise.all([
    server.createMember('picture_author'),
    server.createMember('picture_reader'),
  ]);
});
afterAll(async () => server?.close());

const PRIVATE = 'private, no-store';

describe('replies that depend on who asks', () => {
  it.each([
    '/api/user/me',
    '/api/order',
    '/api/cart',
    '/api/conversations',
    '/api/storage',
    '/api/storage/usage',
    '/api/tempfile',
    '/api/parcel',
    '/api/parcel/riding',
    '/api/event/calendar/feed',
    '/api/merchandise/preorders/mine',
  ])('%s is kept out of every cache', async (url) => {
    const reply = await author.client.get(url);
    expect(reply.statusCode, reply.body).toBeLessThan(500);
    expect(reply.headers['cache-control']).toBe(PRIVATE);
  });

  it('so is the sign-in reply, which carries the token', async () => {
    const reply = await server
      .client()
      .post('/api/auth/login', { username: reader.username, password: reader.password });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe(PRIVATE);
  });

  it('and the calendar feed its token opens', async () => {
    const feed = await author.client.get('/api/event/calendar/feed');
    const path = new URL(feed.json().url, 'http://club.example').pathname;
    const reply = await server.client().get(path);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe(PRIVATE);
  });

  it('while the landing page keeps its own rule', async () => {
    const reply = await server.client().get('/api/intro/home');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });
});

async function picturePost(privacy: 'public' | 'members' | 'private') {
  const image = await sharp({
    create: { width: 200, height: 120, channels: 3, background: '#2a6' },
  })
    .png()
    .toBuffer();
  const boundary = 'postpicture';
  const upload = await author.client.request({
    method: 'POST',
    url: '/api/post/picture',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const uploaded: { url: string } = upload.json();
  const post = await author.client.post('/api/post', {
    content: `A ${privacy} ride`,
    privacy,
    media: [{ mediaType: 'image', url: uploaded.url }],
  });
  expect(post.statusCode, post.body).toBe(201);
  const id: number = post.json().id;
  const bare = new URL(uploaded.url, 'http://club.example').pathname;
  return { id, uploaded: uploaded.url, bare, authorUrl: post.json().media[0].url as string };
}

/** The picture link a member's feed gives them for this post. */
async function linkFor(member: Member, postId: number): Promise<string> {
  const reply = await member.client.get(`/api/post/${postId}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().media[0].url;
}

describe("a post's picture", () => {
  it('of a public post is for everyone, cached as such', async () => {
    const { bare, authorUrl } = await picturePost('public');
    expect(authorUrl).toBe(bare);
    const reply = await server.client().get(bare);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('of a members-only post is no visitor’s, and no shared cache’s', async () => {
    const { id, bare } = await picturePost('members');
    expect((await server.client().get(bare)).statusCode).toBe(404);

    const byToken = await reader.client.get(bare);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['cache-control']).toBe(PRIVATE);

    // <img> sends no token: the link in the member's feed carries a key for them.
    const link = await linkFor(reader, id);
    expect(link).toMatch(/\?key=\d+\.[\w-]+$/);
    const byKey = await server.client().get(link);
    expect(byKey.statusCode).toBe(200);
    expect(byKey.headers['cache-control']).toBe(PRIVATE);
    expect(byKey.headers['content-type']).toBe('image/webp');
  });

  it('of a private post is its author’s alone', async () => {
    const { id, bare, authorUrl } = await picturePost('private');
    expect((await server.client().get(bare)).statusCode).toBe(404);
    expect((await reader.client.get(bare)).statusCode).toBe(404);
    expect((await server.client().get(authorUrl)).statusCode).toBe(200);
    // Another member's key, or one made up, opens nothing.
    const forged = authorUrl.replace(/key=\d+\./, `key=${reader.id}.`);
    expect((await server.client().get(forged)).statusCode).toBe(404);
    expect((await reader.client.get(`/api/post/${id}`)).statusCode).toBe(404);
  });

  it('follows the post when it turns private: a member’s link stops working', async () => {
    const { id, uploaded } = await picturePost('members');
    const link = await linkFor(reader, id);
    expect((await server.client().get(link)).statusCode).toBe(200);
    const edit = await author.client.put(`/api/post/${id}`, {
      content: 'Now just for me',
      privacy: 'private',
      media: [{ mediaType: 'image', url: uploaded }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await server.client().get(link)).statusCode).toBe(404);
  });

  it('in no post yet is its uploader’s alone', async () => {
    const image = await sharp({
      create: { width: 80, height: 80, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const reply = await author.client.request({
      method: 'POST',
      url: '/api/post/picture',
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="image"; filename="d.png"\r\n' +
            'Content-Type: image/png\r\n\r\n',
        ),
        image,
        Buffer.from('\r\n--b--\r\n'),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    const { url } = reply.json();
    const bare = new URL(url, 'http://club.example').pathname;
    expect((await server.client().get(bare)).statusCode).toBe(404);
    expect((await server.client().get(url)).statusCode).toBe(200);
  });
});
