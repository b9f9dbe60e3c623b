/**
 * A signed-in member's lists read the database a small, fixed number of times: the session with
 * its roles in one statement, a page with its total, and each kind of detail for the whole page
 * at once (authors; pictures; counts and the member's own likes, votes, reports or places). The
 * shop and the rides a member reads are the visitor's page (kept for a moment,
 * plugins/visitor-replies.ts) with the member's own marks, so once that page is kept a member's
 * read is the session and, for rides, their own places. The statements are counted as the app
 * sends them.
 */
import type { CompiledQuery, QueryExecutor } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_PATHS } from '../../src/contract/events-constants';
import { POST_PATHS } from '../../src/contract/posts-constants';
import { PRODUCT_PATHS } from '../../src/contract/products-constants';
import {
  startTestServer,
  TEST_PASSWORD,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';

/**
 * At most this many statements per reply, whatever the page size; `kept`: exactly this many
 * when the visitor's page of the same URL is kept.
 */
const BUDGETS = [
  { list: 'feed', path: POST_PATHS.list, statements: 7, kept: 7 },
  { list: 'rides', path: EVENT_PATHS.list, statements: 6, kept: 2 },
  { list: 'shop', path: PRODUCT_PATHS.list, statements: 6, kept: 1 },
] as const;

describe("a member's lists read the database a fixed number of times", () => {
  let server: TestServer;
  let member: TestClient;
  const sent: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    member = server.client((await server.login('rider1', TEST_PASSWORD)).jwtToken);
    // The client's first request fetches its anti-forgery cookie; that one is not counted.
    await member.get('/api/health');
    // Every statement the app's database handle runs goes through its executor.
    const executor: QueryExecutor = server.app.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = <R>(query: CompiledQuery<R>) => {
      sent.push(query.sql);
      return execute(query);
    };
  });

  afterAll(async () => {
    await server?.close();
  });

  async function statementsFor(path: string, size: number): Promise<number> {
    sent.length = 0;
    const reply = await member.get(`/api${path}?size=${size}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const { content, totalElements } = reply.json();
    expect(totalElements).toBeGreaterThan(1);
    expect(content.length).toBe(Math.min(size, totalElements));
    return sent.length;
  }

  it.each(BUDGETS)('the $list', async ({ path, statements, kept }) => {
    const page = await statementsFor(path, 100);
    expect(page, sent.join('\n')).toBeLessThanOrEqual(statements);
    expect(await statementsFor(path, 1)).toBe(page);
    // The same URL again: the visitor's page the first read computed is kept.
    expect(await statementsFor(path, 1), sent.join('\n')).toBe(kept);
  });
});
