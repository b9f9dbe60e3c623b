/**
 * The inbox: what `notify` keeps per member, read newest first in pages, marked read one by one
 * or all at once, by the member alone; each change reaches every open app of the member on
 * /user/queue/inbox; direct and group messages stay out; rows older than 90 days are swept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_INBOX_QUEUE,
  inboxLiveSchema,
  type InboxPage,
  type UnreadCount,
} from '../../src/contract/notifications';
import type { PushPayload } from '../../src/contract/push';
import { findJob } from '../../src/server/jobs/repository';
import { INBOX_SWEEP_JOB } from '../../src/server/modules/notifications/sweep';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { connectStomp, eventually, listen, type StompTestClient } from './chat-clients';

let server: TestServer;
let url: string;
let alice: Member;
let bob: Member;
const sockets: StompTestClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  url = await listen(server.app);
  [alice, bob] = await Promise.all([
    server.createMember('inbox_alice'),
    server.createMember('inbox_bob'),
  ]);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
});

const notice = (n: number): PushPayload => ({
  title: `Your order ${n} moved`,
  body: 'Shipped',
  url: `/shop/orders/${n}`,
  tag: `order-${n}`,
});
const unread = async (member: Member) =>
  (await member.client.get('/api/notifications/unread-count')).json<UnreadCount>().unread;
const page = async (member: Member, query = '') => {
  const reply = await member.client.get(`/api/notifications${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<InboxPage>();
};

describe('the inbox', () => {
  it('pages newest first with a cursor, and counts what is unread', async () => {
    for (let n = 1; n <= 5; n++) await server.app.notify([alice.id], 'orders', notice(n));
    expect(await unread(alice)).toBe(5);
    const first = await page(alice, '?size=2');
    expect(first.content.map((item) => item.title)).toEqual([
      'Your order 5 moved',
      'Your order 4 moved',
    ]);
    expect(first.content[0]).toMatchObject({
      kind: 'orders',
      url: '/shop/orders/5',
      readAt: null,
      actor: null,
    });
    const second = await page(alice, `?size=2&cursor=${first.nextCursor}`);
    expect(second.content.map((item) => item.title)).toEqual([
      'Your order 3 moved',
      'Your order 2 moved',
    ]);
    const last = await page(alice, `?size=2&cursor=${second.nextCursor}`);
    expect(last.content.map((item) => item.title)).toEqual(['Your order 1 moved']);
    expect(last.nextCursor).toBeNull();
    expect((await alice.client.get('/api/notifications?size=500')).statusCode).toBe(400);
    expect((await alice.client.get('/api/notifications?cursor=abc')).statusCode).toBe(400);
    // Bob sees none of Alice's.
    expect((await page(bob)).content).toHaveLength(0);
  });

  it('names who did it when there is someone', async () => {
    const [author, replier] = await Promise.all([
      server.createMember('inbox_author'),
      server.createMember('inbox_replier'),
    ]);
    const post = await author.client.post('/api/post', { content: 'Lake loop tonight?' });
    const postId = post.json<{ id: number }>().id;
    const comment = await replier.client.post(`/api/post/${postId}/comments`, { text: "I'm in" });
    expect(comment.statusCode, comment.body).toBe(201);
    await expect.poll(async () => (await page(author)).content.length).toBe(1);
    const [item] = (await page(author)).content;
    expect(item).toMatchObject({
      kind: 'postActivity',
      body: "I'm in",
      url: `/home?post=${postId}`,
      actor: { id: replier.id, name: 'Member inbox_replier' },
    });
  });

  it("marks one read, or all; another member's is 403 and an unknown one 404", async () => {
    const [newest] = (await page(alice, '?size=1')).content;
    expect((await bob.client.post(`/api/notifications/${newest!.id}/read`)).statusCode).toBe(403);
    expect((await alice.client.post('/api/notifications/999999/read')).statusCode).toBe(404);
    expect((await server.client().post(`/api/notifications/${newest!.id}/read`)).statusCode).toBe(
      401,
    );
    const before = await unread(alice);
    expect((await alice.client.post(`/api/notifications/${newest!.id}/read`)).statusCode).toBe(204);
    expect(await unread(alice)).toBe(before - 1);
    // Reading it again changes nothing.
    expect((await alice.client.post(`/api/notifications/${newest!.id}/read`)).statusCode).toBe(204);
    expect(await unread(alice)).toBe(before - 1);
    const [read] = (await page(alice, '?size=1')).content;
    expect(read!.readAt).not.toBeNull();

    await server.app.notify([bob.id], 'orders', notice(99));
    expect((await alice.client.post('/api/notifications/read-all')).statusCode).toBe(204);
    expect(await unread(alice)).toBe(0);
    expect(await unread(bob)).toBe(1);
  });

  it('is the same from two sessions of one member, and live on both', async () => {
    const member = await server.createMember('inbox_two');
    const other = server.client((await server.login('inbox_two', member.password)).jwtToken);
    const [phone, laptop] = await Promise.all(
      [member.token, (await server.login('inbox_two', member.password)).jwtToken].map(
        async (token) => {
          const socket = await connectStomp(url, { token });
          sockets.push(socket);
          return socket.subscribe(NOTIFICATION_INBOX_QUEUE);
        },
      ),
    );
    await server.app.notify([member.id], 'bugs', notice(7));
    for (const heard of [phone!, laptop!]) {
      await eventually(() => heard.length === 1);
      const live = inboxLiveSchema.parse(JSON.parse(heard[0]!.body));
      expect(live.unread).toBe(1);
      expect(live.item).toMatchObject({ kind: 'bugs', title: 'Your order 7 moved' });
    }
    const seen = (await other.get('/api/notifications')).json<InboxPage>();
    expect(seen.content.map((item) => item.id)).toEqual(
      (await page(member)).content.map((item) => item.id),
    );
    // Read on the laptop: the phone's count goes to 0 too.
    expect((await other.post(`/api/notifications/${seen.content[0]!.id}/read`)).statusCode).toBe(
      204,
    );
    for (const heard of [phone!, laptop!]) {
      await eventually(() => heard.length === 2);
      expect(inboxLiveSchema.parse(JSON.parse(heard[1]!.body))).toEqual({ unread: 0, item: null });
    }
    expect(await unread(member)).toBe(0);
  });

  it('keeps no direct or group messages: those live on Messages', async () => {
    const reader = await server.createMember('inbox_reader');
    await server.app.notify([reader.id], 'messages', notice(11));
    await server.app.notify([reader.id], 'parcels', notice(12));
    expect(await unread(reader)).toBe(1);
    expect((await page(reader)).content.map((item) => item.kind)).toEqual(['parcels']);
  });

  it('sweeps rows older than 90 days, once a day, by a job', async () => {
    const member = await server.createMember('inbox_old');
    const now = Date.now();
    const day = 86_400_000;
    await server.app.db
      .insertInto('notifications')
      .values(
        [
          { days: 95, title: 'Old' },
          { days: 80, title: 'Recent' },
        ].map(({ days, title }) => ({
          user_id: member.id,
          kind: 'orders',
          title,
          body: '',
          url: '/shop',
          actor_id: null,
          created_at: new Date(now - days * day).toISOString(),
        })),
      )
      .execute();
    const job = await findJob(server.app.db, INBOX_SWEEP_JOB);
    expect(job).toBeDefined();
    // The runner works at the time it is given; a day on, the sweep is due.
    await server.app.jobs.runDue(new Date(now + day + 60_000));
    expect((await page(member)).content.map((item) => item.title)).toEqual(['Recent']);
    const next = await findJob(server.app.db, INBOX_SWEEP_JOB);
    expect(new Date(next!.run_at).getTime()).toBeGreaterThan(now + 2 * day);
  });
});
