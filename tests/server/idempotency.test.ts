/** Idempotency-Key on POST: one write per key, the first reply replayed, mismatches refused. */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGE } from '../../src/contract/idempotency';
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
  server = await startTestServer();
  [alice, bob] = await Promise.all([
    server.createMember('key_alice'),
    server.createMember('key_bob'),
  ]);
});
afterAll(async () => server?.close());

const report = (title: string) => ({ title, description: 'Offline retry', severity: 'HIGH' });

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
});
