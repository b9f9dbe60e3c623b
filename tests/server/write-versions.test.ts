/**
 * Versions of the offline writes (docs/api.md, "Versions of an offline write"): a route that
 * declares its write takes the current version and older ones still accepted (upgraded to the
 * current body), refuses those past their date with 426 `update-app` and newer ones with 503,
 * and answers a retry of a write that landed from its first reply, whatever its version now.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_VERSION_HEADER,
  NEWER_VERSION_RETRY_SECONDS,
  OFFLINE_WRITES,
  OLDER_VERSION_MIN_DAYS,
  olderVersionProblems,
  UPDATE_APP_CODE,
  WRITE_VERSION_MESSAGE,
  type WriteContract,
} from '../../src/contract/write-versions';
import * as bugService from '../../src/server/modules/bugs/service';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../src/server/plugins/idempotency-reply';
import { offlineWrite, versionedWrite } from '../../src/server/plugins/write-versions';
import {
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';

/**
 * A note of this test, at version 3: version 2 had no mood (the upgrade says "calm") and is
 * taken until far ahead; version 1 (no header) was taken until a day long past.
 */
const NOTE: WriteContract = {
  current: 3,
  older: {
    1: { replacedOn: '2020-01-01', acceptedUntil: '2020-02-15', upgrade: 'mood: "calm"' },
    2: { replacedOn: '2024-01-01', acceptedUntil: '2999-12-31', upgrade: 'mood: "calm"' },
  },
};
const NOTE_PATH = '/api/test-only/notes';
const withMood = (body: unknown) => ({ ...(body as object), mood: 'calm' });

/** Stores the note as a bug report (a real write, its reply kept with it). */
const noteRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    NOTE_PATH,
    {
      config: {
        ...KEEPS_REPLY_WITH_WRITE,
        ...versionedWrite({
          name: 'test.note',
          contract: NOTE,
          upgrades: { 1: withMood, 2: withMood },
        }),
      },
      schema: {
        body: z.object({ title: z.string().min(1), mood: z.enum(['calm', 'wild']) }),
      },
    },
    async (request, reply) => {
      const { title, mood } = request.body;
      const bug = await bugService.submit(
        app.db,
        request.auth,
        { title, description: `mood ${mood}`, severity: 'LOW' },
        replyKeeper(request, reply, 201),
      );
      return reply.code(201).send(bug);
    },
  );
};

let server: TestServer;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.register(noteRoute);
  member = await server.createMember('versions_member');
});
afterAll(async () => server?.close());

function postNote(
  client: TestClient,
  body: object,
  { version, key }: { version?: string; key?: string } = {},
) {
  return client.request({
    method: 'POST',
    url: NOTE_PATH,
    payload: body,
    headers: {
      ...(version === undefined ? {} : { [CONTRACT_VERSION_HEADER]: version }),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  });
}

const notesTitled = (title: string) =>
  server.app.db
    .selectFrom('bugs')
    .select(['id', 'description'])
    .where('title', '=', title)
    .execute();

describe('a route that declares its write', () => {
  it('takes the current version as it is', async () => {
    const reply = await postNote(member.client, { title: 'Now', mood: 'wild' }, { version: '3' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ description: 'mood wild' });
  });

  it('upgrades an older version it still accepts, filling what it lacks', async () => {
    const reply = await postNote(member.client, { title: 'Before moods' }, { version: '2' });
    expect(reply.statusCode).toBe(201);
    expect(await notesTitled('Before moods')).toEqual([
      expect.objectContaining({ description: 'mood calm' }),
    ]);
  });

  it('refuses an older version after its date with 426 update-app; no header is version 1', async () => {
    for (const version of [undefined, '1', '0']) {
      const reply = await postNote(member.client, { title: 'Too old' }, { version });
      expect(reply.statusCode).toBe(426);
      expect(reply.json()).toEqual({
        statusCode: 426,
        error: 'Upgrade Required',
        message: WRITE_VERSION_MESSAGE.updateApp,
        code: UPDATE_APP_CODE,
      });
    }
    expect(await notesTitled('Too old')).toEqual([]);
  });

  it('answers a newer version with 503 and Retry-After: a newer app met a process not updated', async () => {
    const reply = await postNote(
      member.client,
      { title: 'From the future', mood: 'calm' },
      {
        version: '4',
      },
    );
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe(String(NEWER_VERSION_RETRY_SECONDS));
    expect(reply.json()).toMatchObject({ message: WRITE_VERSION_MESSAGE.newer });
    expect(await notesTitled('From the future')).toEqual([]);
  });

  it('refuses a header that names no version with 400', async () => {
    const reply = await postNote(member.client, { title: 'Odd', mood: 'calm' }, { version: 'v3' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toEqual({
      [CONTRACT_VERSION_HEADER]: WRITE_VERSION_MESSAGE.badHeader,
    });
  });

  it('replays an upgraded write retried under its key, and still once its date has passed', async () => {
    const key = randomUUID();
    const body = { title: 'Retried old note' };
    const first = await postNote(member.client, body, { version: '2', key });
    expect(first.statusCode).toBe(201);
    // The same bytes again: the key's fingerprint is the body as sent, not as upgraded.
    const again = await postNote(member.client, body, { version: '2', key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);

    // Version 2's date passes before the next retry comes: the write landed, so it is answered.
    const until = NOTE.older[2]!.acceptedUntil;
    (NOTE.older[2] as { acceptedUntil: string }).acceptedUntil = '2024-02-15';
    try {
      const late = await postNote(member.client, body, { version: '2', key });
      expect(late.statusCode).toBe(201);
      expect(late.headers['idempotent-replayed']).toBe('true');
      expect(late.body).toBe(first.body);
      // A new write of that version is refused now.
      const fresh = await postNote(member.client, body, { version: '2', key: randomUUID() });
      expect(fresh.statusCode).toBe(426);
    } finally {
      (NOTE.older[2] as { acceptedUntil: string }).acceptedUntil = until;
    }
    expect(await notesTitled('Retried old note')).toHaveLength(1);
  });

  it('lists the 426 and 503 it may answer on the API page', async () => {
    const docs = (await server.client().get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const confirm = docs.paths['/api/bugs']?.post?.responses ?? {};
    expect(Object.keys(confirm)).toEqual(expect.arrayContaining(['426', '503']));
  });
});

describe('the declaration', () => {
  it('refuses, at start, an accepted older version without its upgrade', () => {
    expect(() =>
      versionedWrite({ name: 'test.note', contract: NOTE, upgrades: { 2: withMood } }),
    ).toThrow(/test\.note/);
    expect(() => offlineWrite('bug.create', { 1: withMood })).toThrow(/bug\.create/);
  });
});

/** Every offline write the app serves over HTTP: a new one is added here, or this fails. */
const DECLARED: Record<string, string> = {
  'POST /api/bugs': 'bug.create',
  'POST /api/post': 'post.create',
  'POST /api/conversations/:id/messages': 'conversation.send',
  'PUT /api/event/:id/rsvp': 'event.rsvp',
  'POST /api/event/:id/thread': 'event.thread',
  'PUT /api/event/:id/attendance/:userId': 'event.attendance',
  'POST /api/event/:id/attendance/walk-ups': 'event.walk-up',
  'POST /api/event/:id/live/help': 'event.help',
  'POST /api/order/confirm': 'order.confirm',
  'POST /api/order': 'order.confirm',
  'PUT /api/cart/lines': 'cart.sync',
  'DELETE /api/cart/lines/:productId': 'cart.sync',
  'POST /api/cart/merge': 'cart.sync',
};
/** The room message goes over the chat socket, which checks its version itself. */
const OVER_THE_SOCKET = ['chat.send'];

describe("the app's offline writes", () => {
  it('each declare their write, and every write of the contract has its routes', () => {
    const declared = Object.fromEntries(
      server.app.offlineWriteRoutes
        .filter((route) => route.url.startsWith('/api/') && !route.url.includes('test-only'))
        .map((route) => [`${route.method} ${route.url}`, route.write]),
    );
    expect(declared).toEqual(DECLARED);
    const served = new Set([...Object.values(DECLARED), ...OVER_THE_SOCKET]);
    expect([...served].sort()).toEqual(Object.keys(OFFLINE_WRITES).sort());
  });

  it('take no header and version 1, and refuse an unknown older or a newer version', async () => {
    const bodies: Record<string, object | undefined> = {
      'POST /api/bugs': { title: 'Versioned', description: 'Sent with a version', severity: 'LOW' },
      'POST /api/post': { content: 'Versioned post' },
      'POST /api/cart/merge': { lines: [] },
    };
    for (const route of Object.keys(DECLARED)) {
      const [method, path] = route.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      const url = path.replace(/:[a-zA-Z]+/g, '999999');
      const send = (version?: string) =>
        member.client.request({
          method,
          url,
          ...(method === 'DELETE' ? {} : { payload: bodies[route] ?? {} }),
          headers: version === undefined ? {} : { [CONTRACT_VERSION_HEADER]: version },
        });
      const bare = await send();
      const one = await send('1');
      // Past the check, the route answers as it always did (201, or 404 for the made-up ids).
      expect([route, bare.statusCode]).toEqual([route, one.statusCode]);
      expect([426, 503]).not.toContain(one.statusCode);
      const older = await send('0');
      expect([route, older.statusCode, older.json().code]).toEqual([route, 426, UPDATE_APP_CODE]);
      const newer = await send('2');
      expect([route, newer.statusCode]).toEqual([route, 503]);
      expect(newer.headers['retry-after']).toBe(String(NEWER_VERSION_RETRY_SECONDS));
    }
  });
});

describe(`the rule: an older version is accepted ${OLDER_VERSION_MIN_DAYS} days or more after it was replaced`, () => {
  it('holds for every write of the contract', () => {
    expect(olderVersionProblems(OFFLINE_WRITES)).toEqual([]);
  });

  it('is broken by a version dropped sooner, one not older, or dates that are not days', () => {
    const problems = olderVersionProblems({
      early: {
        current: 2,
        older: { 1: { replacedOn: '2026-03-01', acceptedUntil: '2026-03-30', upgrade: 'x' } },
      },
      ahead: {
        current: 2,
        older: { 2: { replacedOn: '2026-03-01', acceptedUntil: '2026-05-01', upgrade: 'x' } },
      },
      undated: {
        current: 2,
        older: { 1: { replacedOn: 'March', acceptedUntil: '2026-05-01', upgrade: 'x' } },
      },
    });
    expect(problems).toEqual([
      'early version 1: accepted 29 days after it was replaced, fewer than 30',
      'ahead version 2: an older version must be below the current 2',
      'undated version 1: its dates must be YYYY-MM-DD',
    ]);
    expect(
      olderVersionProblems({
        ok: {
          current: 2,
          older: { 1: { replacedOn: '2026-03-01', acceptedUntil: '2026-03-31', upgrade: 'x' } },
        },
      }),
    ).toEqual([]);
  });
});
