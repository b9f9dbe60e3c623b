/**
 * Visitors' replies of the busiest public lists are served again from memory for a moment
 * (plugins/visitor-replies.ts): a write by this server shows in the very next read, a member
 * never gets a visitor's reply, and a write the server cannot see (another process) shows once
 * VISITOR_REPLY_MS has passed. A member's shop and rides are the visitor's page with their own
 * marks, which never reach a visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageSchema } from '../../src/contract/events';
import { postPageSchema, postSchema, type Post } from '../../src/contract/posts';
import { productPageSchema } from '../../src/contract/products';
import { VISITOR_REPLY_MS } from '../../src/server/plugins/visitor-replies';
import { writeElsewhere } from '../helpers/other-connection';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { createRide, rsvp } from './events-fixtures';
import { addProduct } from './shop-fixtures';

let server: TestServer;
let author: Member;
let reader: Member;
let seller: Member;

beforeAll(async () => {
  server = await startTestServer();
  [author, reader, seller] = await Promise.all([
    server.createMember('kept_author'),
    server.createMember('kept_reader'),
    server.createMember('kept_seller', { roles: ['ROLE_SELLER'] }),
  ]);
});
afterAll(async () => server?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function feedTexts(token?: string): Promise<string[]> {
  const reply = await server.client(token).get('/api/post');
  expect(reply.statusCode, reply.body).toBe(200);
  return postPageSchema.parse(reply.json()).content.map((post) => post.content);
}

async function write(content: string, privacy: Post['privacy']): Promise<Post> {
  const reply = await author.client.post('/api/post', { content, privacy });
  expect(reply.statusCode, reply.body).toBe(201);
  return postSchema.parse(reply.json());
}

describe('a visitor’s feed kept for a moment', () => {
  it('shows a new post at once, and never a members-only one', async () => {
    const before = await feedTexts();
    await write('Sunday loop, open to all', 'public');
    await write('Members: key to the club room', 'members');
    const after = await feedTexts();
    expect(after).toContain('Sunday loop, open to all');
    expect(after).not.toContain('Members: key to the club room');
    expect(after.length).toBe(before.length + 1);
  });

  it('gives a member their own reply, not the visitor’s', async () => {
    await write('Members: puncture kit restocked', 'members');
    expect(await feedTexts()).not.toContain('Members: puncture kit restocked');
    expect(await feedTexts(reader.token)).toContain('Members: puncture kit restocked');
    expect(await feedTexts()).not.toContain('Members: puncture kit restocked');
  });

  it('shows a change made outside a request (a job) at once', async () => {
    const post = await write('Ride leaves at 7', 'public');
    expect(await feedTexts()).toContain('Ride leaves at 7');
    await server.app.db
      .updateTable('posts')
      .set({ content: 'Ride leaves at 8' })
      .where('id', '=', post.id)
      .execute();
    expect(await feedTexts()).toContain('Ride leaves at 8');
  });

  it('serves the kept reply until a write it cannot see is at most VISITOR_REPLY_MS old', async () => {
    const post = await write('Cafe stop at the lake', 'public');
    expect(await feedTexts()).toContain('Cafe stop at the lake');
    await writeElsewhere(server, 'update posts set content = ? where id = ?', [
      'Cafe stop at the bridge',
      post.id,
    ]);
    // The kept reply is what proves the reply is kept at all.
    expect(await feedTexts()).toContain('Cafe stop at the lake');
    expect(await feedTexts(reader.token)).toContain('Cafe stop at the bridge');
    await sleep(VISITOR_REPLY_MS + 100);
    expect(await feedTexts()).toContain('Cafe stop at the bridge');
  });

  it('keeps each page on its own, and keeps no error', async () => {
    const first = (await server.client().get('/api/post?page=0&size=1')).json();
    const second = (await server.client().get('/api/post?page=1&size=1')).json();
    expect(first.content[0].id).not.toBe(second.content[0].id);
    const bad = await server.client().get('/api/post?page=-1');
    expect(bad.statusCode).toBe(400);
    expect((await server.client().get('/api/post?page=-1')).statusCode).toBe(400);
  });
});

describe('a member’s shop and rides: the visitor’s page with their own marks', () => {
  async function rideMarks(token?: string) {
    const reply = await server.client(token).get('/api/event');
    expect(reply.statusCode, reply.body).toBe(200);
    return eventPageSchema.parse(reply.json()).content.map((ride) => ({
      id: ride.id,
      waitlistCount: ride.waitlistCount,
      myRsvp: ride.myRsvp,
      myWaitlistPosition: ride.myWaitlistPosition,
      canEdit: ride.canEdit,
    }));
  }

  it('shows a member’s own place and rides at once, and none of it to a visitor', async () => {
    const ride = await createRide(author.client, { capacity: 1 }, { organiserRides: true });
    const seen = (marks: Awaited<ReturnType<typeof rideMarks>>) =>
      marks.find((item) => item.id === ride.id);
    const visitor = { waitlistCount: 0, myRsvp: null, myWaitlistPosition: null, canEdit: false };
    expect(seen(await rideMarks())).toMatchObject(visitor);
    expect(seen(await rideMarks(reader.token))).toMatchObject(visitor);
    await rsvp(reader.client, ride, true);
    expect(seen(await rideMarks(reader.token))).toMatchObject({
      waitlistCount: 1,
      myRsvp: 'waitlisted',
      myWaitlistPosition: 1,
      canEdit: false,
    });
    expect(seen(await rideMarks(author.token))).toMatchObject({
      waitlistCount: 1,
      myRsvp: 'going',
      canEdit: true,
    });
    expect(seen(await rideMarks())).toMatchObject({ ...visitor, waitlistCount: 1 });
  });

  it('lets only the seller edit their product, whoever read the page first', async () => {
    const product = await addProduct(seller);
    const canEdit = async (token?: string) => {
      const reply = await server.client(token).get('/api/product');
      expect(reply.statusCode, reply.body).toBe(200);
      const page = productPageSchema.parse(reply.json());
      return page.content.find((item) => item.id === product.id)?.canEdit;
    };
    expect(await canEdit(seller.token)).toBe(true);
    expect(await canEdit()).toBe(false);
    expect(await canEdit(reader.token)).toBe(false);
    expect(await canEdit(seller.token)).toBe(true);
  });
});
