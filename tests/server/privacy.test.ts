/**
 * Nothing about one member reaches another: a member with private details that appear nowhere
 * else (e-mail, phone, address, birth date, session token, calendar feed and parcel tracking
 * codes) posts, comments, rides, sells, orders, sends a parcel, reports a bug and writes in the
 * chat room and a conversation. Then every GET route of the route access table, and the
 * searches, are read as a visitor, another member, a seller, a developer and an admin: no body
 * may carry those values, nor a key that names a secret. Only admins see contact details, on
 * the member's profile, by design.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { insertMessage } from '../../src/server/modules/chat/repository';
import { keysDeep, startTestServer } from '../helpers/server-app';
import { rideInput } from './events-fixtures';
import { ROUTE_ROWS } from './route-access-rows';
import { makeWorld, privateDetailsOf, type Actor } from './route-access-things';

const server = await startTestServer();
const world = await makeWorld(server);
afterAll(async () => server?.close());

const { owner: subject, member } = world.people;
const details = privateDetailsOf(subject.username);

/** Fails the set-up at once when a step it relies on is refused. */
async function ok<T>(reply: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await reply;
  if (answer.statusCode >= 300) throw new Error(`Set-up call refused: ${answer.body}`);
  return answer.json() as T;
}

// The subject's life in the club, so that every list has something of theirs in it.
const subjectClient = server.client(subject.token);
await world.comment();
const poll = await world.poll();
await ok(subjectClient.put(`/api/post/${poll.id}/vote`, { optionId: poll.optionId }));
const memberRide = await ok<{ id: number }>(
  server.client(member.token).post('/api/event', rideInput()),
);
await ok(subjectClient.put(`/api/event/${memberRide.id}/rsvp`, { going: true }));
await world.ride();
await world.product();
await world.bug();
await world.orderLine();
const parcel = await ok<{ id: number; trackingPath: string }>(
  subjectClient.get(`/api/parcel/${(await world.parcel()).id}`),
);
const feed = await ok<{ url: string }>(subjectClient.get('/api/event/calendar/feed'));
const direct = await ok<{ id: number }>(
  subjectClient.post('/api/conversations', { kind: 'direct', memberId: member.id }),
);
await ok(subjectClient.post(`/api/conversations/${direct.id}/messages`, { text: 'Lights on?' }));
await insertMessage(server.app.db, {
  sender_id: subject.id,
  text: 'Meet at the lake gate.',
  sent_at: new Date().toISOString(),
});

/** Values that are the subject's alone: none may appear in a reply to anyone else. */
const SECRETS = {
  ...details,
  'session token': subject.token,
  'calendar feed token': /calendar\/([^/]+)\.ics/.exec(feed.url)![1]!,
  'parcel tracking token': parcel.trackingPath.split('/').at(-1)!,
};
/** Keys that name a secret, whoever the reply is about. */
const SECRET_KEY = /pass(word)?_?hash|password|token|^(code|otp)$|session|secret/i;
/** Keys of contact details; a reply about the subject carries them only to admins. */
const CONTACT_VALUES = ['email', 'contact', 'address', 'dob'] as const;

/** GET requests to read: the table's GET rows, built for each viewer, and the searches. */
async function readsFor(viewer: Actor): Promise<string[]> {
  const urls: string[] = [];
  for (const [route, row] of Object.entries(ROUTE_ROWS)) {
    if (route.startsWith('GET ')) urls.push((await row.call(world, viewer)).url);
  }
  return [
    ...urls,
    `/api/user/directory?q=${subject.username}`,
    `/api/conversations/people?q=${subject.username}`,
    `/api/auth/getUserByIdentifier?identifier=${encodeURIComponent(details.email)}`,
    `/api/post/author/${subject.id}`,
    `/api/event/${memberRide.id}/attendees`,
    `/api/event/rider/${subject.id}`,
    `/api/conversations/${direct.id}`,
    `/api/conversations/${direct.id}/messages`,
    `/api/review/seller/${subject.id}/summary`,
    `/api/product?sellerId=${subject.id}`,
  ];
}

const VIEWERS = ['visitor', 'member', 'seller', 'developer', 'admin'] as const;

describe.each(VIEWERS)('as %s', (viewer) => {
  it('no reply carries the private details of another member', async () => {
    const token = viewer === 'visitor' ? undefined : world.people[viewer].token;
    const leaks: string[] = [];
    let read = 0;
    for (const url of await readsFor(viewer)) {
      const reply = await server.client(token).get(url);
      if (reply.statusCode !== 200) continue;
      read += 1;
      const ownProfile = url === '/api/user/me';
      const adminProfile = viewer === 'admin' && url === `/api/user/${subject.id}`;
      for (const [name, value] of Object.entries(SECRETS)) {
        const contact = (CONTACT_VALUES as readonly string[]).includes(name);
        if (contact && adminProfile) continue;
        if (reply.body.includes(value)) leaks.push(`${url}: the subject's ${name}`);
      }
      const json = String(reply.headers['content-type']).includes('json') ? reply.json() : null;
      const keys = [...keysDeep(json)].filter((key) => SECRET_KEY.test(key));
      if (keys.length && !ownProfile) leaks.push(`${url}: keys ${keys.join(', ')}`);
    }
    expect(leaks).toEqual([]);
    // The sweep read real replies, not a row of refusals.
    expect(read).toBeGreaterThan(viewer === 'visitor' ? 25 : 45);
  });
});

describe("the subject's profile", () => {
  it('shows contact details to admins only', async () => {
    const profile = (token?: string) => server.client(token).get(`/api/user/${subject.id}`);
    const admin = (await profile(world.people.admin.token)).json();
    expect(admin).toMatchObject({ email: details.email, contact: details.contact });
    for (const viewer of ['member', 'seller', 'developer'] as const) {
      const body = (await profile(world.people[viewer].token)).json();
      for (const key of CONTACT_VALUES)
        expect(body, `${viewer} sees ${key}`).not.toHaveProperty(key);
    }
    const visitor = (await profile()).json();
    for (const key of CONTACT_VALUES) expect(visitor).not.toHaveProperty(key);
  });

  it('shows the member their own details, with no secret', async () => {
    const me = (await subjectClient.get('/api/user/me')).json();
    expect(me).toMatchObject({ email: details.email, contact: details.contact });
    expect(JSON.stringify(me)).not.toContain(subject.token);
    expect([...keysDeep(me)].filter((key) => SECRET_KEY.test(key))).toEqual([]);
  });
});
