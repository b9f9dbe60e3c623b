/**
 * A group conversation's picture: set by any member through a multipart upload, refused to
 * others, to direct conversations and to files that are not pictures; shown to every member,
 * replaced and deleted with the group. A direct conversation shows the other member's picture.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_PATHS,
  CONVERSATION_TEXT,
  GROUP_PICTURE_WIDTHS,
  conversationSchema,
  type Conversation,
} from '../../src/contract/conversations';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob, carol] = await Promise.all([
    server.createMember('pic_alice'),
    server.createMember('pic_bob'),
    server.createMember('pic_carol'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

function multipart(file: Buffer, filename = 'group.png') {
  const boundary = `----club${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function png(width = 900): Promise<Buffer> {
  return sharp({
    create: { width, height: width / 2, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

function upload(member: Member, id: number, file: Buffer, url = CONVERSATION_PATHS.picture(id)) {
  return member.client.request({ method: 'POST', url: `/api${url}`, ...multipart(file) });
}

async function start(member: Member, body: object): Promise<Conversation> {
  const reply = await member.client.post('/api/conversations', body);
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return conversationSchema.parse(reply.json());
}

async function conversationOf(member: Member, id: number): Promise<Conversation> {
  const reply = await member.client.get(`/api/conversations/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return conversationSchema.parse(reply.json());
}

async function mediaStatus(url: string): Promise<number> {
  return (await server.client().get(url)).statusCode;
}

const group = () =>
  start(alice, { kind: 'group', name: 'Sunday riders', memberIds: [bob.id, carol.id] });

describe('a group picture', () => {
  it('is set by a member, at every width, and shown to the other members', async () => {
    const created = await group();
    expect(created.picture).toBeNull();

    const reply = await upload(bob, created.id, await png());
    expect(reply.statusCode, reply.body).toBe(200);
    const changed = conversationSchema.parse(reply.json());
    const picture = changed.picture!;
    expect(picture.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    expect(picture.sizes.map((size) => size.width)).toEqual([...GROUP_PICTURE_WIDTHS]);
    expect(picture.sizes[0]!.url).toBe(`${picture.url}?w=${GROUP_PICTURE_WIDTHS[0]}`);

    const served = await server.client().get(picture.sizes[0]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(GROUP_PICTURE_WIDTHS[0]);

    expect((await conversationOf(alice, created.id)).picture).toEqual(picture);
    const inbox = await carol.client.get('/api/conversations');
    const row = inbox.json<{ content: Conversation[] }>().content.find((c) => c.id === created.id);
    expect(row?.picture).toEqual(picture);
  });

  it('replaced, deletes the picture it replaces', async () => {
    const created = await group();
    const first = conversationSchema.parse((await upload(alice, created.id, await png())).json());
    const second = await upload(carol, created.id, await png(300));
    expect(second.statusCode, second.body).toBe(200);
    const picture = conversationSchema.parse(second.json()).picture!;
    expect(picture.url).not.toBe(first.picture!.url);
    // Never wider than what was sent: 64, 160 and the 300 px original.
    expect(picture.sizes.map((size) => size.width)).toEqual([64, 160, 300]);
    expect(await mediaStatus(first.picture!.url)).toBe(404);
    expect(await mediaStatus(picture.url)).toBe(200);
  });

  it('changed by two members at once, keeps one and deletes the other', async () => {
    const created = await group();
    const replies = await Promise.all([
      upload(alice, created.id, await png()),
      upload(bob, created.id, await png(600)),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const urls = replies.map((reply) => conversationSchema.parse(reply.json()).picture!.url);
    const kept = (await conversationOf(carol, created.id)).picture!.url;
    expect(urls).toContain(kept);
    const statuses = await Promise.all(urls.map(mediaStatus));
    expect(statuses.sort()).toEqual([200, 404]);
  });

  it('goes with the group when its last member leaves', async () => {
    const created = await start(alice, { kind: 'group', name: 'Short lived', memberIds: [bob.id] });
    const picture = conversationSchema.parse(
      (await upload(bob, created.id, await png())).json(),
    ).picture!;
    for (const member of [alice, bob]) {
      const left = await member.client.post(`/api/conversations/${created.id}/leave`);
      expect(left.statusCode, left.body).toBe(204);
    }
    expect(await mediaStatus(picture.url)).toBe(404);
    const rows = await server.app.db
      .selectFrom('media')
      .where('id', '=', picture.url.split('/').at(-1)!)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('a group picture is refused', () => {
  it('to someone outside the group (403), and the picture stays as it was', async () => {
    const created = await start(alice, { kind: 'group', name: 'No Carol', memberIds: [bob.id] });
    const reply = await upload(carol, created.id, await png());
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json()).toMatchObject({ message: CONVERSATION_TEXT.notInGroup });
    expect((await conversationOf(alice, created.id)).picture).toBeNull();
  });

  it('to a member who has left the group (403)', async () => {
    const created = await group();
    await carol.client.post(`/api/conversations/${created.id}/leave`);
    expect((await upload(carol, created.id, await png())).statusCode).toBe(403);
  });

  it('for a conversation that does not exist (404)', async () => {
    const reply = await upload(alice, 987_654, await png());
    expect(reply.statusCode, reply.body).toBe(404);
  });

  it('for a direct conversation (400), even to one of its two members', async () => {
    const direct = await start(alice, { kind: 'direct', memberId: bob.id });
    const reply = await upload(alice, direct.id, await png());
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ message: CONVERSATION_TEXT.directHasNoPicture });
  });

  it('for a file that is not a picture (400), storing nothing', async () => {
    const created = await group();
    const before = await server.app.db.selectFrom('media').select('id').execute();
    const reply = await upload(alice, created.id, Buffer.from('not a picture, just words'));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ message: SERVER_MESSAGE.notAnImage });
    expect(await server.app.db.selectFrom('media').select('id').execute()).toEqual(before);
    expect((await conversationOf(alice, created.id)).picture).toBeNull();
  });

  it('without a session (401)', async () => {
    const created = await group();
    const reply = await server.client().request({
      method: 'POST',
      url: `/api${CONVERSATION_PATHS.picture(created.id)}`,
      ...multipart(await png()),
    });
    expect(reply.statusCode, reply.body).toBe(401);
  });
});

describe('a direct conversation', () => {
  it("shows the other member's profile picture, at every width", async () => {
    const profile = await bob.client.request({
      method: 'POST',
      url: '/api/user/changeProfilePicture',
      ...multipart(await png()),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const profileUrl = profile.json<{ profilePicture: { url: string } }>().profilePicture.url;

    const direct = await start(carol, { kind: 'direct', memberId: bob.id });
    expect(direct.picture?.url).toBe(profileUrl);
    expect(direct.picture?.sizes.map((size) => size.width)).toEqual([64, 160, 400]);
  });
});
