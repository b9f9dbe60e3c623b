/**
 * Who may do what, route by route: every route the built app registers is called as a visitor,
 * a member, a seller, an admin, a developer and (where it applies) the owner of the thing it is
 * about, and each answer's class must match the route's row in route-access-rows.ts. The list
 * of routes is read from the app itself, so a new route without a row fails here by name.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Response } from 'light-my-request';
import { startTestServer } from '../helpers/server-app';
import {
  ROUTE_ROWS,
  SKIPPED_ROUTES,
  type Outcome,
  type RouteRow,
  type RowRequest,
} from './route-access-rows';
import { ACTORS, makeWorld, type Actor } from './route-access-things';

const ROWS_FILE = 'tests/server/route-access-rows.ts';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `METHOD path` of every route, from the app's own route tree (printRoutes draws each node on a
 * line, indented four columns a level, with its methods in brackets).
 */
function routesOf(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4));
    if (!match) continue;
    const path = (stack[depth - 1] ?? '') + match[1];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[2]?.split(', ') ?? []) found.push(`${method} ${path}`);
  }
  return found;
}

/** The class of an answer, as the rows name them; anything else is shown by its status. */
function outcomeOf(status: number, missing: boolean): Outcome | `status ${number}` {
  if (status >= 200 && status < 400) return 'ok';
  if (status === 404) return missing ? 'ok' : 'hidden';
  if ([400, 405, 409, 422].includes(status)) return 'refused';
  if (status === 401) return 'unauth';
  if (status === 403) return 'forbidden';
  return `status ${status}`;
}

const server = await startTestServer();
const world = await makeWorld(server);
afterAll(async () => server?.close());

const registered = routesOf(server.app.printRoutes({ commonPrefix: false }));
const skipped = (route: string) => {
  const [method = '', path = ''] = route.split(' ');
  return SKIPPED_ROUTES.some((skip) => skip.match(method, path));
};
const covered = [...new Set(registered)].filter((route) => !skipped(route));

async function callAs(row: RouteRow, route: string, actor: Actor) {
  const method = route.split(' ')[0] as Method;
  const request = await row.call(world, actor);
  return { reply: await send(method, request, actor), missing: !!request.missing };
}

async function send(method: Method, request: RowRequest, actor: Actor): Promise<Response> {
  const token =
    'token' in request
      ? request.token
      : actor === 'visitor'
        ? undefined
        : world.people[actor].token;
  const client = server.client(token);
  if (request.form) return client.request({ method, url: request.url, ...request.form });
  return client.request({
    method,
    url: request.url,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

describe('the route list', () => {
  it('is read from the app, not kept by hand', () => {
    expect(registered).toContain('GET /api/health');
    expect(registered).toContain('DELETE /api/post/:id/comments/:commentId');
    expect(covered.length).toBeGreaterThan(100);
  });

  it('has a row for every route', () => {
    const missing = covered.filter((route) => !ROUTE_ROWS[route]);
    expect(
      missing,
      `Routes without a row: add one per route to ROUTE_ROWS in ${ROWS_FILE} (its header shows the shape)`,
    ).toEqual([]);
  });

  it('has no row for a route that is gone', () => {
    const gone = Object.keys(ROUTE_ROWS).filter((route) => !covered.includes(route));
    expect(gone, `Rows in ${ROWS_FILE} for routes the app no longer registers`).toEqual([]);
  });
});

describe('who may call each route', () => {
  const rows = covered.flatMap((route) => (ROUTE_ROWS[route] ? [[route, ROUTE_ROWS[route]]] : []));
  it.each(rows as [string, RouteRow][])('%s', async (route, row) => {
    const actors = ACTORS.filter((actor) => actor !== 'owner' || row.who.owner);
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    const answers: string[] = [];
    for (const actor of actors) {
      const { reply, missing } = await callAs(row, route, actor);
      expected[actor] = row.who[actor]!;
      actual[actor] = outcomeOf(reply.statusCode, missing);
      if (actual[actor] !== expected[actor]) {
        answers.push(`${actor}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
      }
    }
    expect(actual, `${route} (row in ${ROWS_FILE})\n${answers.join('\n')}`).toEqual(expected);
  });
});
