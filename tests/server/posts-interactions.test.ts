/**
 * What members do with a post beyond reading it: comments and one level of replies, poll
 * votes, a post sent twice under one Idempotency-Key, and push notices to the post's and the
 * comment's authors through a local push service.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../src/contract/push';
import {
  POST_TEXT,
  commentPageSchema,
  commentSchema,
  postSchema,
  type Comment,
  type Post,
  type PostInput,
  POST_VALIDATION,
} from '../../src/contract/posts';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { PushSubscriber, startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';

let server: TestServer;
let receiver: PushReceiver;
let author: Member;
let alice: Member;
let bob: Member;
let admin: Member;

beforeAll(async () => {
  // The test's push service listens on 127.0.0.1, which production refuses.
  server = await startTestServer({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  receiver = await startPushReceiver();
  [author, alice, bob, admin] = await Promise.all([
    server.createMember('talk_author'),
    server.createMember('talk_alice'),
    server.createMember('talk_bob'),
    server.createMember('talk_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function write(member: Member, input: PostInput): Promise<Post> {
  const reply = await member.client.post('/api/post', input);
  expect(reply.statusCode, reply.body).toBe(201);
  return postSchema.parse(reply.json());
}

async function comment(member: Member, post: Post, text: string, parentId?: number) {
  const reply = await member.client.post(`/api/post/${post.id}/comments`, { text, parentId });
  expect(reply.statusCode, reply.body).toBe(201);
  return commentSchema.parse(reply.json());
}

const commentsOf = async (post: Post, client = alice.client) =>
  commentPageSchema.parse((await client.get(`/api/post/${post.id}/comments`)).json()).content;

describe('comments', () => {
  it('top-level comments carry their replies; a reply to a reply joins the thread', async () => {
    const post = await write(author, { content: 'Which route on Friday?' });
    const top = await comment(alice, post, 'Along the river');
    const reply = await comment(bob, post, 'Agreed', top.id);
    const replyToReply = await comment(author, post, 'Then river it is', reply.id);
    expect(reply.parentId).toBe(top.id);
    expect(replyToReply.parentId).toBe(top.id);
    const second = await comment(bob, post, 'Or the highway?');

    const list = await commentsOf(post);
    expect(list.map((item) => [item.id, item.replies.map((r) => r.id)])).toEqual([
      [top.id, [reply.id, replyToReply.id]],
      [second.id, []],
    ]);
    expect(list[0]!.author.username).toBe('talk_alice');
    expect((await alice.client.get(`/api/post/${post.id}`)).json<Post>().commentCount).toBe(4);
  });

  it('a parent from another post is refused; visitors read but do not write', async () => {
    const [one, other] = await Promise.all([
      write(author, { content: 'One' }),
      write(author, { content: 'Other' }),
    ]);
    const elsewhere = await comment(alice, other, 'Here');
    const wrong = await alice.client.post(`/api/post/${one.id}/comments`, {
      text: 'Misplaced',
      parentId: elsewhere.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(POST_TEXT.parentNotHere);
    const visitor = server.client();
    expect((await visitor.get(`/api/post/${other.id}/comments`)).statusCode).toBe(200);
    expect((await visitor.post(`/api/post/${other.id}/comments`, { text: 'hi' })).statusCode).toBe(
      401,
    );
  });

  it('comments on a post the reader may not see are 404', async () => {
    const hidden = await write(author, { content: 'Members only', privacy: 'members' });
    expect((await server.client().get(`/api/post/${hidden.id}/comments`)).statusCode).toBe(404);
    const own = await write(author, { content: 'Private', privacy: 'private' });
    const reply = await alice.client.post(`/api/post/${own.id}/comments`, { text: 'Peek' });
    expect(reply.statusCode).toBe(404);
  });

  it('one deletes one’s own comment (replies go with it); an admin deletes any', async () => {
    const post = await write(author, { content: 'Tidy up' });
    const top = await comment(alice, post, 'First');
    await comment(bob, post, 'Reply', top.id);
    const bobs = await comment(bob, post, 'Second');
    const path = (item: Comment) => `/api/post/${post.id}/comments/${item.id}`;
    expect((await bob.client.delete(path(top))).statusCode).toBe(403);
    expect((await author.client.delete(path(top))).statusCode).toBe(403);
    expect((await alice.client.delete(path(top))).statusCode).toBe(204);
    expect((await admin.client.delete(path(bobs))).statusCode).toBe(204);
    expect(await commentsOf(post)).toEqual([]);
    expect((await alice.client.get(`/api/post/${post.id}`)).json<Post>().commentCount).toBe(0);
  });
});

describe('polls', () => {
  it('2 to 6 options; one vote per member, voting again moves it', async () => {
    const few = await author.client.post('/api/post', {
      content: 'Poll',
      isPoll: true,
      pollOptions: ['Only one'],
    });
    expect(few.statusCode).toBe(400);
    expect(few.json().fieldErrors.pollOptions).toBe(POST_VALIDATION.pollOptionsCount);
    const many = await author.client.post('/api/post', {
      content: 'Poll',
      isPoll: true,
      pollOptions: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
    });
    expect(many.statusCode).toBe(400);

    const post = await write(author, {
      content: 'Start time?',
      isPoll: true,
      pollOptions: ['6:00', '6:30', '7:00'],
    });
    const [six, half, seven] = post.poll!.options;
    expect(post.poll).toMatchObject({ totalVotes: 0, myVote: null });
    const vote = (member: Member, optionId: number) =>
      member.client.put(`/api/post/${post.id}/vote`, { optionId });

    expect((await vote(alice, six!.id)).json<Post>().poll).toMatchObject({ myVote: six!.id });
    await vote(bob, six!.id);
    const moved = (await vote(alice, half!.id)).json<Post>().poll!;
    expect(moved.myVote).toBe(half!.id);
    expect(moved.options.map((option) => option.votes)).toEqual([1, 1, 0]);
    expect(moved.totalVotes).toBe(2);
    await vote(alice, half!.id);
    const rows = await server.app.db
      .selectFrom('poll_votes')
      .selectAll()
      .where('post_id', '=', post.id)
      .execute();
    expect(rows).toHaveLength(2);

    const otherPoll = await write(author, { content: 'x', isPoll: true, pollOptions: ['a', 'b'] });
    const foreign = await alice.client.put(`/api/post/${otherPoll.id}/vote`, {
      optionId: seven!.id,
    });
    expect(foreign.statusCode).toBe(400);
    const notPoll = await write(author, { content: 'Not a poll' });
    expect((await vote(alice, six!.id)).statusCode).toBe(200);
    const onPlain = await alice.client.put(`/api/post/${notPoll.id}/vote`, { optionId: six!.id });
    expect(onPlain.statusCode).toBe(400);
    expect(
      (await server.client().put(`/api/post/${post.id}/vote`, { optionId: 1 })).statusCode,
    ).toBe(401);
  });

  it('an edit keeps the votes of options it keeps', async () => {
    const post = await write(author, {
      content: 'Snack?',
      isPoll: true,
      pollOptions: ['Tea', 'Juice'],
    });
    const [tea, juice] = post.poll!.options;
    await alice.client.put(`/api/post/${post.id}/vote`, { optionId: tea!.id });
    await bob.client.put(`/api/post/${post.id}/vote`, { optionId: juice!.id });
    const edited = await author.client.put(`/api/post/${post.id}`, {
      content: 'Snack?',
      isPoll: true,
      pollOptions: ['Tea', 'Coffee'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Post>().poll!.options.map((o) => [o.text, o.votes])).toEqual([
      ['Tea', 1],
      ['Coffee', 0],
    ]);
    expect(edited.json<Post>().poll!.options[0]!.id).toBe(tea!.id);
  });
});

describe('Idempotency-Key on a new post', () => {
  it('a post sent twice under one key is stored once and the first reply replayed', async () => {
    const key = randomUUID();
    const send = () =>
      bob.client.request({
        method: 'POST',
        url: '/api/post',
        payload: { content: 'Written offline' },
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await server.app.db
      .selectFrom('posts')
      .selectAll()
      .where('content', '=', 'Written offline')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('notices', () => {
  it('the author hears of a comment, a comment’s author of a reply, nobody of their own', async () => {
    const devices = new Map(
      [author, alice, bob].map((member) => [
        member.id,
        new PushSubscriber(`${receiver.origin}/push/${member.username}`),
      ]),
    );
    for (const [id, device] of devices) {
      const member = [author, alice, bob].find((candidate) => candidate.id === id)!;
      const reply = await member.client.post('/api/push/subscriptions', device.toJSON());
      expect(reply.statusCode, reply.body).toBe(204);
    }
    const received = () =>
      receiver.received.map((push) => {
        const username = push.path.split('/').at(-1)!;
        const member = [author, alice, bob].find((m) => m.username === username)!;
        const payload = JSON.parse(devices.get(member.id)!.decrypt(push.body)) as PushPayload;
        return { to: username, ...payload };
      });

    const post = await write(author, { content: 'Lights for night rides?' });
    const before = receiver.received.length;
    const top = await comment(alice, post, 'Get a 1000-lumen front light');
    await receiver.waitFor(before + 1);
    await comment(bob, post, 'And a red rear one', top.id);
    await receiver.waitFor(before + 3);
    await comment(author, post, 'Thanks both');
    await comment(alice, post, 'Me again', top.id);
    // Only the post's author hears of Alice's reply in her own thread.
    await receiver.waitFor(before + 4);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const got = received().slice(before);
    const url = `/home?post=${post.id}`;
    const tag = `post-${post.id}-comments`;
    expect(got).toHaveLength(4);
    expect(got).toEqual(
      expect.arrayContaining([
        {
          to: 'talk_author',
          title: POST_TEXT.commentPushTitle('Member talk_alice'),
          body: 'Get a 1000-lumen front light',
          url,
          tag,
        },
        {
          to: 'talk_alice',
          title: POST_TEXT.replyPushTitle('Member talk_bob'),
          body: 'And a red rear one',
          url,
          tag,
        },
        {
          to: 'talk_author',
          title: POST_TEXT.commentPushTitle('Member talk_bob'),
          body: 'And a red rear one',
          url,
          tag,
        },
        {
          to: 'talk_author',
          title: POST_TEXT.commentPushTitle('Member talk_alice'),
          body: 'Me again',
          url,
          tag,
        },
      ]),
    );
  });
});
