/**
 * Direct and group conversations over HTTP: who may start, read, write, extend and leave one;
 * the inbox with its unread counts and search; history by cursor; finding people for a new chat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_TEXT,
  conversationHistorySchema,
  conversationPageSchema,
  conversationSchema,
  type Conversation,
  type ConversationHistory,
  type ConversationMessage,
} from '../../src/contract/conversations';
import { insertMessage } from '../../src/server/modules/conversations/repository';
import {
  privateKeysIn,
  startTestServer,
  type Member,
  type TestServer,
} from '../helpers/server-app';

let server: TestServer;
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob, carol, dave] = await Promise.all([
    server.createMember('conv_alice'),
    server.createMember('conv_bob'),
    server.createMember('conv_carol'),
    server.createMember('conv_dave'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

async function start(member: Member, body: object, status = 201): Promise<Conversation> {
  const reply = await member.client.post('/api/conversations', body);
  expect(reply.statusCode, reply.body).toBe(status);
  return conversationSchema.parse(reply.json());
}

async function say(member: Member, id: number, text: string): Promise<ConversationMessage> {
  const reply = await member.client.post(`/api/conversations/${id}/messages`, { text });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<ConversationMessage>();
}

async function inboxOf(member: Member, query = '') {
  const reply = await member.client.get(`/api/conversations${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return conversationPageSchema.parse(reply.json());
}

async function conversationOf(member: Member, id: number): Promise<Conversation> {
  const reply = await member.client.get(`/api/conversations/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return conversationSchema.parse(reply.json());
}

const namesOf = (conversation: Conversation) => conversation.members.map((m) => m.username);

describe('starting a conversation', () => {
  it('a direct one is created once per pair, whoever starts it', async () => {
    const first = await start(alice, { kind: 'direct', memberId: bob.id }, 201);
    expect(first).toMatchObject({ kind: 'direct', name: 'Member conv_bob', unreadCount: 0 });
    expect(namesOf(first).sort()).toEqual(['conv_alice', 'conv_bob']);
    expect(first.lastMessage).toBeNull();
    expect(privateKeysIn(first)).toEqual([]);

    expect((await start(alice, { kind: 'direct', memberId: bob.id }, 200)).id).toBe(first.id);
    const fromBob = await start(bob, { kind: 'direct', memberId: alice.id }, 200);
    expect(fromBob).toMatchObject({ id: first.id, name: 'Member conv_alice' });
    const rows = await server.app.db.selectFrom('conversations').selectAll().execute();
    expect(rows.filter((row) => row.kind === 'direct')).toHaveLength(1);
  });

  it('two members starting it at the same moment still share one', async () => {
    const replies = await Promise.all([
      carol.client.post('/api/conversations', { kind: 'direct', memberId: bob.id }),
      bob.client.post('/api/conversations', { kind: 'direct', memberId: carol.id }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 201]);
    const [one, other] = replies.map((reply) => reply.json<Conversation>().id);
    expect(one).toBe(other);
  });

  it('a group has its name and every chosen member, the creator included', async () => {
    const group = await start(alice, {
      kind: 'group',
      name: '  Sunday riders ',
      memberIds: [bob.id, carol.id, bob.id],
    });
    expect(group).toMatchObject({ kind: 'group', name: 'Sunday riders', picture: null });
    expect(namesOf(group).sort()).toEqual(['conv_alice', 'conv_bob', 'conv_carol']);
    expect((await conversationOf(carol, group.id)).id).toBe(group.id);
  });

  it('refuses yourself, unknown members, a nameless group and visitors', async () => {
    const self = await alice.client.post('/api/conversations', {
      kind: 'direct',
      memberId: alice.id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: CONVERSATION_TEXT.notYourself });
    const unknown = await alice.client.post('/api/conversations', {
      kind: 'group',
      name: 'Ghosts',
      memberIds: [bob.id, 999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: CONVERSATION_TEXT.unknownMembers });
    const nameless = await alice.client.post('/api/conversations', {
      kind: 'group',
      name: '  ',
      memberIds: [bob.id],
    });
    expect(nameless.statusCode).toBe(400);
    const visitor = await server.client().post('/api/conversations', {
      kind: 'direct',
      memberId: bob.id,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('only members see a conversation', () => {
  it('a non-member gets the same 404 as for an id that does not exist', async () => {
    const direct = await start(alice, { kind: 'direct', memberId: carol.id });
    await say(alice, direct.id, 'Just between us');
    const attempts = (id: number) => [
      () => dave.client.get(`/api/conversations/${id}`),
      () => dave.client.get(`/api/conversations/${id}/messages`),
      () => dave.client.post(`/api/conversations/${id}/messages`, { text: 'Let me in' }),
      () => dave.client.post(`/api/conversations/${id}/members`, { memberIds: [dave.id] }),
      () => dave.client.post(`/api/conversations/${id}/read`, { messageId: 1 }),
      () => dave.client.post(`/api/conversations/${id}/leave`),
    ];
    for (const [index, attempt] of attempts(direct.id).entries()) {
      const reply = await attempt();
      expect(reply.statusCode, `attempt ${index}`).toBe(404);
      const missing = await attempts(987_654)[index]!();
      expect(reply.json()).toEqual(missing.json());
    }
    const stored = await server.app.db
      .selectFrom('conversation_messages')
      .select('text')
      .where('conversation_id', '=', direct.id)
      .execute();
    expect(stored.map((row) => row.text)).toEqual(['Just between us']);
    expect((await inboxOf(dave)).content.map((c) => c.id)).not.toContain(direct.id);
  });
});

describe('unread counts and the inbox', () => {
  it('counts others’ messages after the read mark, and mark-read clears them', async () => {
    const group = await start(bob, { kind: 'group', name: 'Tea stop', memberIds: [carol.id] });
    await say(bob, group.id, 'Tea at 10?');
    const last = await say(bob, group.id, 'Or 11');
    expect((await conversationOf(bob, group.id)).unreadCount).toBe(0);
    const seen = await conversationOf(carol, group.id);
    expect(seen.unreadCount).toBe(2);
    expect(seen.lastMessage).toMatchObject({
      id: last.id,
      text: 'Or 11',
      conversationId: group.id,
    });

    const read = await carol.client.post(`/api/conversations/${group.id}/read`, {
      messageId: last.id - 1,
    });
    expect(read.statusCode, read.body).toBe(204);
    expect((await conversationOf(carol, group.id)).unreadCount).toBe(1);
    await carol.client.post(`/api/conversations/${group.id}/read`, { messageId: last.id });
    expect((await conversationOf(carol, group.id)).unreadCount).toBe(0);
    // A mark never moves back.
    await carol.client.post(`/api/conversations/${group.id}/read`, { messageId: last.id - 1 });
    expect((await conversationOf(carol, group.id)).unreadCount).toBe(0);

    const elsewhere = await say(alice, (await inboxOf(alice)).content[0]!.id, 'Elsewhere');
    const foreign = await carol.client.post(`/api/conversations/${group.id}/read`, {
      messageId: elsewhere.id,
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('lists the latest activity first and finds conversations by name or member', async () => {
    const quiet = await start(dave, { kind: 'group', name: 'Quiet Climbers', memberIds: [bob.id] });
    const busy = await start(dave, { kind: 'direct', memberId: carol.id });
    await say(carol, busy.id, 'Ping');
    await say(bob, quiet.id, 'Anyone?');
    const inbox = await inboxOf(dave);
    expect(inbox.content.map((c) => c.id)).toEqual([quiet.id, busy.id]);
    expect(inbox.content.map((c) => c.unreadCount)).toEqual([1, 1]);
    expect(inbox).toMatchObject({ totalElements: 2, number: 0, first: true, last: true });
    expect(privateKeysIn(inbox)).toEqual([]);

    const byName = await inboxOf(dave, '?q=climb');
    expect(byName.content.map((c) => c.id)).toEqual([quiet.id]);
    const byMember = await inboxOf(dave, '?q=CONV_CAROL');
    expect(byMember.content.map((c) => c.id)).toEqual([busy.id]);
    expect(byMember.totalElements).toBe(1);
    // Dave is in both; his own name matches neither.
    expect((await inboxOf(dave, '?q=conv_dave')).totalElements).toBe(0);
    expect((await inboxOf(dave, '?q=100%25')).totalElements).toBe(0);

    const paged = await inboxOf(dave, '?size=1&page=1');
    expect(paged.content.map((c) => c.id)).toEqual([busy.id]);
    expect(paged).toMatchObject({ totalPages: 2, last: true, first: false });
  });
});

describe('groups grow and shrink; direct conversations do not', () => {
  it('a member adds others, who start with nothing unread and see the history', async () => {
    const group = await start(alice, { kind: 'group', name: 'Trail crew', memberIds: [bob.id] });
    await say(bob, group.id, 'Before Dave came');
    const added = await bob.client.post(`/api/conversations/${group.id}/members`, {
      memberIds: [dave.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(namesOf(conversationSchema.parse(added.json()))).toContain('conv_dave');
    const seen = await conversationOf(dave, group.id);
    expect(seen.unreadCount).toBe(0);
    const history = await dave.client.get(`/api/conversations/${group.id}/messages`);
    expect(history.json<ConversationHistory>().content.map((m) => m.text)).toEqual([
      'Before Dave came',
    ]);
  });

  it('a member leaves and can no longer read; the last one out takes the group along', async () => {
    const group = await start(alice, { kind: 'group', name: 'Short lived', memberIds: [bob.id] });
    await say(alice, group.id, 'Bye soon');
    expect((await bob.client.post(`/api/conversations/${group.id}/leave`)).statusCode).toBe(204);
    expect((await bob.client.get(`/api/conversations/${group.id}`)).statusCode).toBe(404);
    expect(namesOf(await conversationOf(alice, group.id))).toEqual(['conv_alice']);
    expect((await alice.client.post(`/api/conversations/${group.id}/leave`)).statusCode).toBe(204);
    const left = await server.app.db
      .selectFrom('conversation_messages')
      .where('conversation_id', '=', group.id)
      .select('id')
      .execute();
    expect(left).toEqual([]);
    expect(
      await server.app.db
        .selectFrom('conversations')
        .where('id', '=', group.id)
        .select('id')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('a direct conversation can be neither left nor extended', async () => {
    const direct = await start(bob, { kind: 'direct', memberId: dave.id });
    const leave = await bob.client.post(`/api/conversations/${direct.id}/leave`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({ message: CONVERSATION_TEXT.directIsFixed });
    const extend = await bob.client.post(`/api/conversations/${direct.id}/members`, {
      memberIds: [carol.id],
    });
    expect(extend.statusCode).toBe(409);
    expect(namesOf(await conversationOf(dave, direct.id)).sort()).toEqual([
      'conv_bob',
      'conv_dave',
    ]);
  });
});

describe('history', () => {
  let id: number;
  let ids: number[];

  beforeAll(async () => {
    id = (await start(carol, { kind: 'group', name: 'Long talk', memberIds: [dave.id] })).id;
    ids = [];
    for (let n = 1; n <= 25; n++) {
      ids.push(
        await insertMessage(server.app.db, {
          conversation_id: id,
          sender_id: n % 2 ? carol.id : dave.id,
          text: `line ${n}`,
          sent_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
        }),
      );
    }
  });

  async function historyOf(query: string): Promise<ConversationHistory> {
    const reply = await dave.client.get(`/api/conversations/${id}/messages${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return conversationHistorySchema.parse(reply.json());
  }

  it('pages back with `before`, oldest first, until the start', async () => {
    const latest = await historyOf('?size=10');
    expect(latest.content.map((m) => m.id)).toEqual(ids.slice(15));
    expect(latest.hasMore).toBe(true);
    const older = await historyOf(`?size=10&before=${latest.content[0]!.id}`);
    expect(older.content.map((m) => m.id)).toEqual(ids.slice(5, 15));
    const oldest = await historyOf(`?size=10&before=${ids[5]}`);
    expect(oldest.content.map((m) => m.text)).toEqual([
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 5',
    ]);
    expect(oldest.hasMore).toBe(false);
  });

  it('fills a gap with `after`, and refuses a bad cursor', async () => {
    const gap = await historyOf(`?after=${ids[19]}&size=3`);
    expect(gap.content.map((m) => m.id)).toEqual(ids.slice(20, 23));
    expect(gap.hasMore).toBe(true);
    for (const query of ['?size=0', '?size=101', '?before=x']) {
      const reply = await dave.client.get(`/api/conversations/${id}/messages${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
  });
});

describe('finding people for a new chat', () => {
  async function find(q: string) {
    const reply = await alice.client.get(`/api/conversations/people?q=${encodeURIComponent(q)}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ content: { username: string }[] }>();
  }

  it('matches part of a name or username and a whole e-mail, never returning the e-mail', async () => {
    expect((await find('conv_')).content.map((p) => p.username)).toEqual([
      'conv_bob',
      'conv_carol',
      'conv_dave',
    ]);
    expect((await find('member conv_ca')).content.map((p) => p.username)).toEqual(['conv_carol']);
    const byMail = await find(dave.email.toUpperCase());
    expect(byMail.content.map((p) => p.username)).toEqual(['conv_dave']);
    expect(privateKeysIn(byMail)).toEqual([]);
    expect(JSON.stringify(byMail)).not.toContain('@');
    expect((await find('riders.example')).content).toEqual([]);
  });

  it('needs a session and a query', async () => {
    expect((await server.client().get('/api/conversations/people?q=conv')).statusCode).toBe(401);
    expect((await alice.client.get('/api/conversations/people?q=')).statusCode).toBe(400);
  });
});
