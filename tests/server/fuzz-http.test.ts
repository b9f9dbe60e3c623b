/**
 * Bad input against every API route: malformed bodies, params, queries and headers, sent as a
 * visitor, a member and an admin (so guards do not hide the validation). The route list and
 * each route's zod schemas are read from the built app, so a new route is fuzzed as soon as it
 * is registered. Every answer must be a 4xx in the JSON error shape (or a sane 2xx where the
 * input happened to be valid), never a 5xx, never a hang; and a route whose every answer was a
 * refusal leaves every table as it was.
 *
 * FUZZ_RUNS sets the inputs per route (each is sent three times, once per actor); FUZZ_SEED
 * replays a run (the seed is printed with any failure).
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Response } from 'light-my-request';
import { afterAll, describe, expect, it } from 'vitest';
import { TUNNEL_HEADER } from '../../src/contract/constants';
import { errorReplySchema } from '../../src/contract/errors';
import { hostileText, hostileValue, headerText } from '../helpers/hostile-input';
import { captureRoutes, type RouteSchemas } from '../helpers/route-schemas';
import { startTestServer, type Method, type TestClient } from '../helpers/server-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 7);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * Tables that record requests whatever their outcome: rate-limit counters, and the first reply
 * of every keyed POST (refusals included, so that a retry gets the same answer).
 */
const LOGGING_TABLES = new Set(['rate_limits', 'idempotency_keys']);

const capture = captureRoutes();
const server = await startTestServer();
capture.stop();
afterAll(async () => server?.close());

const routes = capture.routes.filter(
  (route) =>
    route.url.startsWith('/api') &&
    !route.url.startsWith('/api/docs') &&
    ['GET', 'POST', 'PUT', 'DELETE'].includes(route.method),
);

type Actor = 'visitor' | 'member' | 'admin';
const actors: Record<Actor, { token?: string; username?: string }> = {
  visitor: {},
  member: {},
  admin: {},
};
let created = 0;

/** Signs each actor in again when a fuzzed call signed it out or deleted it. */
async function refreshActors() {
  for (const actor of ['member', 'admin'] as const) {
    const known = actors[actor];
    if (known.token) {
      const me = await server.client(known.token).get('/api/user/me');
      if (me.statusCode === 200) continue;
    }
    try {
      if (!known.username) throw new Error('not yet created');
      known.token = (await server.login(known.username, 'correct horse battery')).jwtToken;
      const me = await server.client(known.token).get('/api/user/me');
      if (me.statusCode !== 200) throw new Error('signed in but refused');
    } catch {
      created += 1;
      const username = `fuzz_${actor}_${created}`;
      const member = await server.createMember(username, {
        roles: actor === 'admin' ? ['ROLE_ADMIN'] : [],
      });
      actors[actor] = { token: member.token, username };
    }
  }
}

/** Field names of a zod object schema, looking through optional, default, pipe and the like. */
function fieldsOf(schema: unknown): string[] {
  let current = schema as
    { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.innerType ?? def?.in ?? def?.schema) as typeof current;
  }
  return [];
}

/** Percent-encodes like a client would; a lone surrogate goes as its invalid UTF-8 bytes. */
function encodeLoosely(text: string): string {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  return encodeURIComponent(text.replace(lone, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');
}

const rawSegment = fc.constantFrom(
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '-1',
  '0',
  '1e3',
  'NaN',
);
const segment = fc.oneof(hostileText.map(encodeLoosely), rawSegment);

const BOUNDARY = 'fuzzboundary';
const brokenBodies: { contentType: string; raw: string | Buffer }[] = [
  { contentType: 'application/json', raw: '{"a": ' },
  { contentType: 'application/json', raw: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', raw: '\uFEFF{}' },
  { contentType: 'application/json', raw: '' },
  { contentType: 'application/json; charset=utf-16', raw: '{}' },
  { contentType: 'text/plain', raw: 'hello' },
  { contentType: 'application/xml', raw: '<a><b>1</b></a>' },
  { contentType: 'application/x-www-form-urlencoded', raw: 'a=1&b=%zz' },
  { contentType: 'multipart/form-data', raw: 'no boundary given' },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    raw: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    raw: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a picture at all\r\n--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    raw: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../../x.gpx"\r\nContent-Type: application/gpx+xml\r\n\r\n<gpx><trk><trkseg><trkpt lat="999" lon="abc"/></trkseg></trk></gpx>\r\n--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    raw: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="caption"\r\n\r\n${'\u0000'.repeat(10)}\r\n--${BOUNDARY}--\r\n`,
  },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, raw: `--${BOUNDARY}--\r\n` },
  { contentType: 'application/octet-stream', raw: Buffer.from([0, 255, 1, 254]) },
];

interface FuzzBody {
  contentType?: string;
  payload?: string | Buffer;
}

function bodyArbitrary(route: RouteSchemas): fc.Arbitrary<FuzzBody> {
  const fields = fieldsOf(route.body);
  const json = (value: unknown): FuzzBody => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'undefined',
  });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .dictionary(fc.constantFrom(...fields, 'extra', '__proto__'), hostileValue)
        .map(json),
    },
    { weight: 2, arbitrary: hostileValue.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...brokenBodies)
        .map((b) => ({ contentType: b.contentType, payload: b.raw })),
    },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({}) },
    { weight: 1, arbitrary: fc.constant(json({ big: 'x'.repeat(1024 * 1024 + 10) })) },
  );
}

const headersArbitrary = fc.record(
  {
    'idempotency-key': headerText,
    'x-request-id': headerText,
    accept: fc.constantFrom('text/html', '*/*', 'application/xml', 'image/*;q=abc'),
    'accept-encoding': fc.constantFrom(
      'gzip',
      'br',
      'deflate, gzip;q=0',
      'identity;q=0',
      'x-unknown',
    ),
    range: fc.constantFrom(
      'bytes=0-',
      'bytes=-0',
      'bytes=999999999999-1',
      'bytes=5-1',
      'bytes=a-b',
      'items=0-1',
      'bytes=0-1,2-3,4-5',
    ),
    'if-none-match': headerText,
    'content-length': fc.constantFrom('-1', 'abc', '99999999999'),
    [TUNNEL_HEADER]: headerText,
    authorization: fc.oneof(
      headerText.map((h) => `Bearer ${h}`),
      headerText,
      fc.constant('Bearer '),
    ),
  },
  { requiredKeys: [] },
);

function requestArbitrary(route: RouteSchemas) {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const queryKeys = fieldsOf(route.querystring);
  return fc.record({
    params: fc.array(segment, { minLength: paramNames.length, maxLength: paramNames.length }),
    query: fc.array(
      fc.tuple(
        fc.constantFrom(...queryKeys, 'extra', 'page', 'limit'),
        fc.oneof(segment, rawSegment),
      ),
      { maxLength: 4 },
    ),
    body: bodyArbitrary(route),
    headers: headersArbitrary,
  });
}

type FuzzRequest = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

function urlOf(route: RouteSchemas, request: FuzzRequest): string {
  let index = 0;
  const path = route.url.replace(/:(\w+)/g, () => request.params[index++] ?? '');
  const query = request.query.map(([key, value]) => `${key}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}

async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The body as text, decoded as a browser would: the fuzzed headers ask for gzip or br, and an
 * answer over the compression threshold (a long validation message) comes back compressed.
 */
function textOf(reply: Response): string {
  const encoding = String(reply.headers['content-encoding'] ?? '');
  if (encoding === 'gzip') return gunzipSync(reply.rawPayload).toString();
  if (encoding === 'br') return brotliDecompressSync(reply.rawPayload).toString();
  if (encoding === 'deflate') return inflateSync(reply.rawPayload).toString();
  return reply.body;
}

/** What is wrong with an answer, or undefined when it is a proper refusal or a sane success. */
function problemWith(reply: Response): string | undefined {
  let body: string;
  try {
    body = textOf(reply);
  } catch {
    return `a ${reply.statusCode} whose ${String(reply.headers['content-encoding'])} body does not decode`;
  }
  if (reply.statusCode >= 500) return `status ${reply.statusCode}: ${body.slice(0, 300)}`;
  const type = String(reply.headers['content-type'] ?? '');
  if (reply.statusCode >= 400) {
    if (!type.includes('application/json'))
      return `a ${reply.statusCode} as ${type || 'no content type'}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `a ${reply.statusCode} whose body is not JSON: ${body.slice(0, 200)}`;
    }
    const shape = errorReplySchema.safeParse(parsed);
    if (!shape.success)
      return `a ${reply.statusCode} not in the error shape: ${body.slice(0, 300)}`;
    if (shape.data.statusCode !== reply.statusCode)
      return `statusCode ${shape.data.statusCode} in a ${reply.statusCode}`;
    if (/\n\s+at |node_modules|\.ts:\d+/.test(body))
      return `a stack or source path in ${body.slice(0, 300)}`;
    return undefined;
  }
  if (reply.statusCode >= 200 && reply.statusCode < 300 && type.includes('application/json')) {
    try {
      if (body !== '' && JSON.parse(body) === null) return 'null with a success status';
    } catch {
      return `a ${reply.statusCode} with broken JSON`;
    }
  }
  return undefined;
}

type Tables = Kysely<Record<string, Record<string, unknown>>>;

async function countRows(): Promise<Record<string, number>> {
  const db = server.app.db as unknown as Tables;
  const tables = await db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (LOGGING_TABLES.has(name) || name.startsWith('kysely_')) continue;
    const row = await db
      .selectFrom(name)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[name] = Number(row.n);
  }
  return counts;
}

let sent = 0;

describe('every API route refuses bad input cleanly', () => {
  it('found the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, { timeout: 120_000 }, async () => {
      await refreshActors();
      const before = await countRows();
      let accepted = 0;
      const clients = (): Record<Actor, TestClient> => ({
        visitor: server.client(),
        member: server.client(actors.member.token),
        admin: server.client(actors.admin.token),
      });
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(route), async (request) => {
            for (const [actor, client] of Object.entries(clients())) {
              const url = urlOf(route, request);
              const headers: Record<string, string> = { ...request.headers };
              if (request.body.contentType) headers['content-type'] = request.body.contentType;
              if (actor === 'visitor' || !headers.authorization) delete headers.authorization;
              const reply = await withTimeout(
                client.request({
                  method: route.method as Method,
                  url,
                  headers,
                  ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
                }),
                `${route.method} ${url}`,
              );
              sent += 1;
              const problem = problemWith(reply);
              if (problem)
                throw new Error(`${actor} ${route.method} ${url.slice(0, 200)}: ${problem}`);
              if (reply.statusCode < 400) accepted += 1;
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: unknown) => {
          const cause = (error as { cause?: unknown }).cause;
          throw new Error(`Replay with FUZZ_SEED=${SEED}. ${String(error)}\n${String(cause)}`);
        });
      // Where nothing was let in, nothing may have been written.
      if (accepted === 0) expect(await countRows()).toEqual(before);
    });
  }

  it('a NUL in a query, a path or a body is a 400 on either database', async () => {
    const member = server.client(actors.member.token);
    const replies = [
      await server.client().get('/api/auth/checkUsernameAvailability?username=a%00b'),
      await member.get('/api/user/directory?q=%00'),
      await member.get('/api/post/author/%00'),
      await member.post('/api/bugs', { title: 'Broken\u0000', description: 'x' }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(errorReplySchema.parse(reply.json()).message).toMatch(/NUL/);
    }
  });

  it('an id past the largest a PostgreSQL integer holds is a 400 on either database', async () => {
    const member = server.client(actors.member.token);
    const tooBig = 2 ** 31;
    const replies = [
      await server.client().get(`/api/user/${tooBig}`),
      await server.client().get(`/api/event/${tooBig}/calendar.ics`),
      await member.get(`/api/chat/messages?after=${tooBig}`),
      await member.put('/api/cart/lines', { productId: tooBig, quantity: 1 }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(errorReplySchema.parse(reply.json()).message).toMatch(/2147483647/);
    }
  });

  it('the server still answers after all of it', async () => {
    const reply = await server.client().get('/api/health');
    expect(reply.statusCode).toBe(200);
    expect(sent).toBeGreaterThanOrEqual(routes.length * RUNS);
    console.log(`fuzz-http: ${sent} requests over ${routes.length} routes, seed ${SEED}`);
  });
});
