/** Idempotency-Key on POST: one write per key, the first reply replayed, mismatches refused. */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGE } from '../../src/contract/idempotency';
import * as bugService from '../../src/server/modules/bugs/service';
import { claimKey, storeReplyWithWrite } from '../../src/server/plugins/idempotency-store';
import {
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';

let server: TestServer;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer({ env: { IDEMPOTENCY_LEASE_SECONDS: '60' } });
  [alice, bob] = await Promise.all([
    server.createMember('key_alice'),
    server.createMember('key_bob'),
  ]);
});
afterAll(async () => server?.close());

const report = (title: string) => ({
  title,
  description: 'Offline retry',
  severity: 'HIGH' as const,
});

function postBug(client: TestClient, key: string, body: object, url = '/api/bugs') {
  return client.request({
    method: 'POST',
    url,
    payload: body,
    headers: { 'idempotency-key': key },
  });
}

async function bugsTitled(title: string) {
  return server.app.db.selectFrom('bugs').selectAll().where('title', '=', title).execute();
}

describe('Idempotency-Key', () => {
  it('the same POST twice with one key writes once and replays the first reply', async () => {
    const key = randomUUID();
    const body = report('Sent twice');
    const first = await postBug(alice.client, key, body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await postBug(alice.client, key, body);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    expect(await bugsTitled('Sent twice')).toHaveLength(1);

    const row = await server.app.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner: String(alice.id), state: 'done', status: 201 });
    expect(row.body_hash).toBe(createHash('sha256').update(JSON.stringify(body)).digest('hex'));
  });

  it('a visitor gets the replay too, tied to their browser', async () => {
    const visitor = server.client();
    const key = randomUUID();
    const first = await postBug(visitor, key, report('Visitor twice'));
    const second = await postBug(visitor, key, report('Visitor twice'));
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    const other = await postBug(server.client(), key, report('Visitor twice'));
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await bugsTitled('Visitor twice')).toHaveLength(2);
  });

  it('the same key with a different body or path is 422', async () => {
    const key = randomUUID();
    expect((await postBug(alice.client, key, report('Original'))).statusCode).toBe(201);
    const body = await postBug(alice.client, key, report('Changed'));
    expect(body.statusCode).toBe(422);
    expect(body.json()).toMatchObject({
      statusCode: 422,
      message: IDEMPOTENCY_MESSAGE.mismatch,
    });
    const path = await postBug(alice.client, key, report('Original'), '/api/bugs?again=1');
    expect(path.statusCode).toBe(422);
    expect(await bugsTitled('Changed')).toHaveLength(0);
    expect(await bugsTitled('Original')).toHaveLength(1);
  });

  it('two concurrent requests with one key write once', async () => {
    const key = randomUUID();
    const body = report('Concurrent');
    const replies = await Promise.all([
      postBug(alice.client, key, body),
      postBug(alice.client, key, body),
    ]);
    const winner = replies.find(
      (reply) => reply.statusCode === 201 && reply.headers['idempotent-replayed'] === undefined,
    );
    expect(winner).toBeDefined();
    const loser = replies.find((reply) => reply !== winner)!;
    if (loser.statusCode === 409) {
      expect(loser.json().message).toBe(IDEMPOTENCY_MESSAGE.inProgress);
    } else {
      expect(loser.statusCode).toBe(201);
      expect(loser.headers['idempotent-replayed']).toBe('true');
      expect(loser.body).toBe(winner!.body);
    }
    expect(await bugsTitled('Concurrent')).toHaveLength(1);
  });

  it('a key whose first request is still running is 409; a day-old key is forgotten', async () => {
    const body = report('Still running');
    const stored = (key: string, createdAt: Date) =>
      server.app.db
        .insertInto('idempotency_keys')
        .values({
          owner: String(alice.id),
          key,
          method: 'POST',
          path: '/api/bugs',
          body_hash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
          state: 'processing',
          created_at: createdAt.toISOString(),
        })
        .execute();
    const busy = randomUUID();
    await stored(busy, new Date());
    const reply = await postBug(alice.client, busy, body);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(IDEMPOTENCY_MESSAGE.inProgress);

    const old = randomUUID();
    await stored(old, new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect((await postBug(alice.client, old, body)).statusCode).toBe(201);
    expect(await bugsTitled('Still running')).toHaveLength(1);
  });

  it("one member's key does not replay for another member", async () => {
    const key = randomUUID();
    const mine = await postBug(alice.client, key, report('Shared key'));
    const theirs = await postBug(bob.client, key, report('Shared key'));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().submittedBy).toBe(bob.id);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('a malformed key is 400; a request without a key is not deduplicated', async () => {
    for (const key of ['has space', 'x'.repeat(201), 'semi;colon']) {
      const reply = await postBug(alice.client, key, report('Bad key'));
      expect(reply.statusCode, key).toBe(400);
    }
    expect((await postBug(alice.client, 'a-Z_0:9.x', report('Good key'))).statusCode).toBe(201);
    await alice.client.post('/api/bugs', report('No key'));
    await alice.client.post('/api/bugs', report('No key'));
    expect(await bugsTitled('Bad key')).toHaveLength(0);
    expect(await bugsTitled('No key')).toHaveLength(2);
  });

  it('a request refused by validation does not use up its key', async () => {
    const key = randomUUID();
    expect((await postBug(alice.client, key, { title: 'Half' })).statusCode).toBe(400);
    const fixed = await postBug(alice.client, key, report('Fixed'));
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a server error frees the key so the retry runs', async () => {
    const key = randomUUID();
    const body = report('After an outage');
    await sql`ALTER TABLE bugs RENAME TO bugs_away`.execute(server.app.db);
    try {
      const failed = await postBug(alice.client, key, body);
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE bugs_away RENAME TO bugs`.execute(server.app.db);
    }
    const stored = await server.app.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(stored).toEqual([]);
    const retry = await postBug(alice.client, key, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await bugsTitled('After an outage')).toHaveLength(1);
  });

  describe('after a crash (the lease is 60 s here)', () => {
    const hashOf = (body: object) =>
      createHash('sha256').update(JSON.stringify(body)).digest('hex');
    /** The row a request leaves when its process is killed before its reply was stored. */
    const leftClaimed = (key: string, body: object, path = '/api/bugs', ageMs = 2 * 60_000) =>
      server.app.db
        .insertInto('idempotency_keys')
        .values({
          owner: String(alice.id),
          key,
          method: 'POST',
          path,
          body_hash: hashOf(body),
          state: 'processing',
          created_at: new Date(Date.now() - ageMs).toISOString(),
        })
        .execute();
    /** Alice from an address of its own: these tests send more reports than a minute allows. */
    let current: TestClient;
    beforeEach(() => {
      current = server.client(alice.token);
    });
    const member = () => current;

    it('retries of a claim under way wait its lease (Retry-After) and never spend the route limit', async () => {
      const key = randomUUID();
      const body = report('Waiting out a lease');
      await leftClaimed(key, body, '/api/bugs', 20_000);
      // More retries than the route allows in a minute (20), as an outbox retrying every 2 s.
      const replies = [];
      for (let attempt = 0; attempt < 22; attempt++)
        replies.push(await postBug(member(), key, body));
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array<number>(22).fill(409));
      const wait = Number(replies[0]!.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(39);
      expect(wait).toBeLessThanOrEqual(40);
      // The same rider's next report still goes through.
      const next = await postBug(member(), randomUUID(), report('Another report'));
      expect(next.statusCode).toBe(201);
    });

    it('a claim left by a killed request is taken over after the lease; the write happens once', async () => {
      const key = randomUUID();
      const body = report('Cut off by a crash');
      await leftClaimed(key, body, '/api/bugs', 30_000);
      const early = await postBug(member(), key, body);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(IDEMPOTENCY_MESSAGE.inProgress);

      const stale = randomUUID();
      await leftClaimed(stale, body);
      const retry = await postBug(member(), stale, body);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      const again = await postBug(member(), stale, body);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(retry.body);
      expect(await bugsTitled('Cut off by a crash')).toHaveLength(1);
    });

    it('a write committed with its reply but never answered is replayed, not written again', async () => {
      const key = randomUUID();
      const body = report('Answer lost');
      const claim = await claimKey(
        server.app.db,
        { owner: String(alice.id), key },
        {
          method: 'POST',
          path: '/api/bugs',
          bodyHash: hashOf(body),
        },
      );
      expect(claim).not.toBeNull();
      // The write and its reply commit together; the process dies before the reply goes out.
      const written = await bugService.submit(server.app.db, null, body, (trx, reply) =>
        storeReplyWithWrite(trx, claim!, {
          status: 201,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(reply),
        }),
      );
      // Long after the lease: a done key is never taken over.
      await server.app.db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date(Date.now() - 10 * 60_000).toISOString() })
        .where('key', '=', key)
        .execute();
      const retry = await postBug(member(), key, body);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().id).toBe(written.id);
      expect(await bugsTitled('Answer lost')).toHaveLength(1);
    });

    it('two concurrent retries after the lease write once', async () => {
      const key = randomUUID();
      const body = report('Two retries');
      await leftClaimed(key, body);
      const replies = await Promise.all([
        postBug(member(), key, body),
        postBug(member(), key, body),
      ]);
      const fresh = replies.filter(
        (reply) => reply.statusCode === 201 && reply.headers['idempotent-replayed'] === undefined,
      );
      expect(fresh).toHaveLength(1);
      for (const reply of replies.filter((reply) => reply !== fresh[0])) {
        if (reply.statusCode === 409) {
          expect(reply.json().message).toBe(IDEMPOTENCY_MESSAGE.inProgress);
        } else {
          expect(reply.headers['idempotent-replayed']).toBe('true');
          expect(reply.body).toBe(fresh[0]!.body);
        }
      }
      expect(await bugsTitled('Two retries')).toHaveLength(1);
    });

    it('a request outlived by its lease cannot commit after a retry took its key over', async () => {
      const key = { owner: String(alice.id), key: randomUUID() };
      const body = report('Outlived');
      const fingerprint = { method: 'POST', path: '/api/bugs', bodyHash: hashOf(body) };
      const slow = await claimKey(server.app.db, key, fingerprint);
      await server.app.db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() })
        .where('key', '=', key.key)
        .execute();
      const retry = await postBug(member(), key.key, body);
      expect(retry.statusCode).toBe(201);
      const late = bugService.submit(server.app.db, null, body, (trx, reply) =>
        storeReplyWithWrite(trx, slow!, {
          status: 201,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(reply),
        }),
      );
      await expect(late).rejects.toMatchObject({ statusCode: 409 });
      expect(await bugsTitled('Outlived')).toHaveLength(1);
    });

    it('a route that keeps its reply after the write leaves a stale claim at 409', async () => {
      const key = randomUUID();
      const body = {};
      await leftClaimed(key, body, '/api/conversations/1/leave');
      const reply = await member().request({
        method: 'POST',
        url: '/api/conversations/1/leave',
        payload: body,
        headers: { 'idempotency-key': key },
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(IDEMPOTENCY_MESSAGE.inProgress);
    });
  });
});
