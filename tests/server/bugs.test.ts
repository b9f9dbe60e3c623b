/** Bug reports: anyone reports, the session names the submitter, only developers change them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import type { Bug } from '../../src/contract/bugs';
import {
  TEST_PASSWORD,
  privateKeysIn,
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';

let server: TestServer;
let rider: Member;
const as: Record<'rider' | 'seller' | 'admin' | 'developer', { id: number; client: TestClient }> =
  {} as never;

const report = (title: string) => ({
  title,
  description: 'The chain icon spins forever.',
  severity: 'MEDIUM',
  steps: '1. Open events\n2. Wait',
});

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  rider = await server.createMember('bug_rider');
  for (const name of ['rider', 'seller', 'admin', 'developer'] as const) {
    const { user, jwtToken } = await server.login(`${name}1`, TEST_PASSWORD);
    as[name] = { id: user.id, client: server.client(jwtToken) };
  }
});
afterAll(async () => server?.close());

const rowOf = (id: number) =>
  server.app.db.selectFrom('bugs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function submit(client: TestClient, body: object = report('A bug')): Promise<Bug> {
  const reply = await client.post('/api/bugs', body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<Bug>();
}

describe('reporting a bug', () => {
  it('a visitor may report one; it has no submitter and is not solved', async () => {
    const bug = await submit(server.client(), report('Visitor bug'));
    expect(bug).toMatchObject({
      ...report('Visitor bug'),
      isSolved: false,
      submittedBy: null,
      submitter: null,
    });
    expect((await rowOf(bug.id)).submitted_by).toBeNull();
  });

  it('the submitter is the signed-in member, whatever the body claims', async () => {
    const bug = await submit(rider.client, {
      ...report('Member bug'),
      submittedBy: as.developer.id,
      isSolved: true,
    });
    expect(bug.submittedBy).toBe(rider.id);
    expect(bug.isSolved).toBe(false);
    expect(bug.submitter).toEqual({
      id: rider.id,
      username: 'bug_rider',
      fullName: 'Member bug_rider',
    });
    expect(privateKeysIn(bug)).toEqual([]);
    const row = await rowOf(bug.id);
    expect(row).toMatchObject({ submitted_by: rider.id, is_solved: 0, solved_at: null });
  });

  it('a visitor cannot pass as a member through the body either', async () => {
    const bug = await submit(server.client(), { ...report('Claimed'), submittedBy: rider.id });
    expect(bug.submittedBy).toBeNull();
  });

  it('steps may be left out; text is trimmed', async () => {
    const bug = await submit(server.client(), {
      title: '  Spaces  ',
      description: 'd',
      severity: 'LOW',
    });
    expect(bug).toMatchObject({ title: 'Spaces', steps: '' });
  });

  it('invalid reports are 400 with the fields named', async () => {
    const client = server.client();
    const missing = await client.post('/api/bugs', { description: 'x', severity: 'LOW' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toContain('title');
    const severity = await client.post('/api/bugs', { ...report('x'), severity: 'URGENT' });
    expect(severity.statusCode).toBe(400);
    expect(severity.json().fieldErrors.severity).toBe('Choose LOW, MEDIUM or HIGH.');
  });

  it('reports are rate-limited per address', async () => {
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await client.post('/api/bugs', report(`r${i}`))).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('reading bugs', () => {
  it('lists a page, newest first, to anyone, with no private fields', async () => {
    const client = server.client();
    const made = [];
    for (const title of ['Old', 'Middle', 'New']) made.push(await submit(client, report(title)));
    const reply = await server.client().get('/api/bugs?page=0&size=3');
    expect(reply.statusCode).toBe(200);
    const page = reply.json();
    expect(page).toMatchObject({ number: 0, size: 3, first: true, last: false });
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 3));
    expect(page.content.map((bug: Bug) => bug.title)).toEqual(['New', 'Middle', 'Old']);
    expect(privateKeysIn(page)).toEqual([]);
  });

  it('pages follow on and the size is capped at 100', async () => {
    const all = (await server.client().get('/api/bugs?size=100')).json();
    const second = (await server.client().get('/api/bugs?page=1&size=2')).json();
    expect(second.content.map((bug: Bug) => bug.id)).toEqual(
      all.content.slice(2, 4).map((bug: Bug) => bug.id),
    );
    expect((await server.client().get('/api/bugs?size=101')).statusCode).toBe(400);
    expect((await server.client().get('/api/bugs')).json().size).toBe(20);
  });

  it('shows one bug, 404 JSON when it is missing, 400 for a bad id', async () => {
    const bug = await submit(rider.client, report('One'));
    const reply = await server.client().get(`/api/bugs/${bug.id}`);
    expect(reply.json()).toEqual(bug);
    expect(privateKeysIn(reply.json())).toEqual([]);
    const missing = await server.client().get('/api/bugs/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: SERVER_MESSAGE.notFound });
    expect((await server.client().get('/api/bugs/abc')).statusCode).toBe(400);
  });

  it('a deleted member leaves their reports without a submitter', async () => {
    const leaver = await server.createMember('bug_leaver');
    const bug = await submit(leaver.client, report('Left behind'));
    await server.app.db.deleteFrom('users').where('id', '=', leaver.id).execute();
    const reply = (await server.client().get(`/api/bugs/${bug.id}`)).json();
    expect(reply).toMatchObject({ submittedBy: null, submitter: null });
  });
});

describe('changing bugs', () => {
  it('only a developer may replace a bug: 401 for visitors, 403 for other roles', async () => {
    const bug = await submit(rider.client, report('Guarded'));
    const body = { ...report('Changed'), isSolved: true };
    expect((await server.client().put(`/api/bugs/${bug.id}`, body)).statusCode).toBe(401);
    for (const name of ['rider', 'seller', 'admin'] as const) {
      const reply = await as[name].client.put(`/api/bugs/${bug.id}`, body);
      expect(reply.statusCode, name).toBe(403);
      expect(reply.json().message).toBe(SERVER_MESSAGE.forbidden);
    }
    expect((await rider.client.put(`/api/bugs/${bug.id}`, body)).statusCode).toBe(403);
    expect(await rowOf(bug.id)).toMatchObject({ title: 'Guarded', is_solved: 0 });
  });

  it('a developer marks a bug solved; its submitter and creation time stay', async () => {
    const bug = await submit(rider.client, report('To solve'));
    const reply = await as.developer.client.put(`/api/bugs/${bug.id}`, {
      ...bug,
      isSolved: true,
      submittedBy: as.admin.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ ...bug, isSolved: true });
    const row = await rowOf(bug.id);
    expect(row).toMatchObject({ is_solved: 1, solved_by: as.developer.id, submitted_by: rider.id });
    expect(row.solved_at).not.toBeNull();
    expect((await server.client().get(`/api/bugs/${bug.id}`)).json().isSolved).toBe(true);

    const reopened = await as.developer.client.put(`/api/bugs/${bug.id}`, {
      ...bug,
      title: 'Back again',
      isSolved: false,
    });
    expect(reopened.json()).toMatchObject({ title: 'Back again', isSolved: false });
    expect(await rowOf(bug.id)).toMatchObject({ solved_at: null, solved_by: null });
  });

  it('a replacement must be a full, valid bug; a missing bug is 404', async () => {
    const bug = await submit(rider.client, report('Partial'));
    const partial = await as.developer.client.put(`/api/bugs/${bug.id}`, report('No flag'));
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().fieldErrors)).toContain('isSolved');
    const missing = await as.developer.client.put('/api/bugs/999999', {
      ...report('Ghost'),
      isSolved: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('only a developer may delete a bug', async () => {
    const bug = await submit(rider.client, report('To delete'));
    expect((await server.client().delete(`/api/bugs/${bug.id}`)).statusCode).toBe(401);
    for (const name of ['rider', 'seller', 'admin'] as const) {
      expect((await as[name].client.delete(`/api/bugs/${bug.id}`)).statusCode, name).toBe(403);
    }
    const reply = await as.developer.client.delete(`/api/bugs/${bug.id}`);
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    expect((await server.client().get(`/api/bugs/${bug.id}`)).statusCode).toBe(404);
    expect((await as.developer.client.delete(`/api/bugs/${bug.id}`)).statusCode).toBe(404);
  });
});
