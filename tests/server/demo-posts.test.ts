/**
 * The demo feed: with demo seeding on, the demo members' posts, poll, comments and likes are
 * written once; seeding again, on a later start, adds nothing; a club that already has posts
 * gets none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_PATHS, commentSchema, postPageSchema, type Post } from '../../src/contract/posts';
import { DEMO_USERNAMES, seedDemoData } from '../../src/server/seed/demo';
import { seedDemoPosts } from '../../src/server/seed/demo-posts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server-app';

const TABLES = ['posts', 'post_comments', 'post_likes', 'poll_options', 'poll_votes'] as const;

async function counts(server: TestServer): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = await server.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function feedOf(server: TestServer, token?: string): Promise<Post[]> {
  const client = server.client(token);
  const reply = await client.get(`/api${POST_PATHS.list}?size=100`);
  expect(reply.statusCode, reply.body).toBe(200);
  return postPageSchema.parse(reply.json()).content;
}

describe('demo posts', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    token = (await server.login('rider1', TEST_PASSWORD)).jwtToken;
  });
  afterAll(async () => server?.close());

  it('are written by the demo members, public and members-only', async () => {
    const feed = await feedOf(server, token);
    expect(feed.length).toBeGreaterThanOrEqual(5);
    const authors = new Set(feed.map((post) => post.author.username));
    expect([...authors].sort()).toEqual([...DEMO_USERNAMES].sort());
    const privacies = new Set(feed.map((post) => post.privacy));
    expect(privacies).toEqual(new Set(['public', 'members']));

    // A visitor reads the public ones only.
    const open = await feedOf(server);
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(feed.length);
    expect(open.every((post) => post.privacy === 'public')).toBe(true);
  });

  it('hold a poll of three options with votes, likes, and comments with a reply', async () => {
    const feed = await feedOf(server, token);
    const polls = feed.filter((post) => post.poll);
    expect(polls).toHaveLength(1);
    const poll = polls[0]!.poll!;
    expect(poll.options).toHaveLength(3);
    expect(poll.totalVotes).toBeGreaterThanOrEqual(2);
    // rider1 is among the voters, so the reader sees their own vote.
    expect(poll.myVote).not.toBeNull();

    expect(feed.filter((post) => post.likeCount > 0).length).toBeGreaterThanOrEqual(2);

    const commented = feed.filter((post) => post.commentCount > 0);
    expect(commented.length).toBeGreaterThanOrEqual(2);
    const threads = await Promise.all(
      commented.map(async (post) => {
        const reply = await server.client(token).get(`/api${POST_PATHS.comments(post.id)}`);
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json<{ content: unknown[] }>().content.map((c) => commentSchema.parse(c));
      }),
    );
    const replies = threads.flat().flatMap((comment) => comment.replies);
    expect(replies.length).toBeGreaterThanOrEqual(1);
  });

  it('are not written again by a second seeding', async () => {
    const before = await counts(server);
    expect(before.posts).toBeGreaterThanOrEqual(5);
    await seedDemoData(server.app);
    await seedDemoPosts(server.app);
    expect(await counts(server)).toEqual(before);
  });

  it('are not written for a club that already has posts of its own', async () => {
    await server.app.db.deleteFrom('posts').execute();
    const member = await server.createMember('own_poster');
    const written = await member.client.post(`/api${POST_PATHS.list}`, { content: 'Our own' });
    expect(written.statusCode, written.body).toBe(201);
    await seedDemoPosts(server.app);
    expect((await counts(server)).posts).toBe(1);
  });
});
