/**
 * The member dashboard's figures (GET /api/user/me/activity): a member sees the rides they
 * joined that have started, their distance, orders, money spent and posts, with what others
 * gave those posts; another member's rides, orders and posts never count; rides not yet ridden,
 * cancelled rides and things older than the period stay out; visitors get 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberActivitySchema, type MemberActivity } from '../../src/contract/member-activity';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { createRide, inHours, makeRiders, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let organiser: Rider;
let member: Rider;
let other: Rider;

const DAY_HOURS = 24;

async function moveRideStart(id: number, hoursFromNow: number) {
  await server.app.db
    .updateTable('events')
    .set({ starts_at: inHours(hoursFromNow) })
    .where('id', '=', id)
    .execute();
}

async function placeOrder(customer: Rider, total: number, hoursFromNow: number) {
  const row = await server.app.db
    .insertInto('orders')
    .values({
      customer_id: customer.id,
      delivery_name: 'Rider',
      delivery_phone: '01712345678',
      delivery_address: '12 Lake Road, Dhaka',
      delivery_option: 'pickup',
      payment_method: 'cash_on_delivery',
      payment_account: null,
      payment_transaction: null,
      items_total: total,
      discount: 0,
      service_charge: 0,
      delivery_charge: 0,
      total,
      currency: 'BDT',
      rerun_of: null,
      created_at: inHours(hoursFromNow),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function writePost(author: Rider, content: string, hoursFromNow = 0) {
  const reply = await author.client.post('/api/post', { content });
  expect(reply.statusCode, reply.body).toBe(201);
  const id = (reply.json() as { id: number }).id;
  if (hoursFromNow !== 0) {
    await server.app.db
      .updateTable('posts')
      .set({ created_at: inHours(hoursFromNow) })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

async function activity(rider: Rider, period?: string): Promise<MemberActivity> {
  const reply = await rider.client.get(`/api/user/me/activity${period ? `?period=${period}` : ''}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return memberActivitySchema.parse(reply.json());
}

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  [organiser, member, other] = (await makeRiders(server, 'activity_rider', 3)) as [
    Rider,
    Rider,
    Rider,
  ];
  const ride = async (name: string, distanceKm: number, startsHoursFromNow: number) => {
    const created = await createRide(organiser.client, { name, distanceKm });
    await rsvp(member.client, created, true);
    await moveRideStart(created.id, startsHoursFromNow);
    return created.id;
  };
  await ride('Savar loop', 42.5, -2 * DAY_HOURS);
  await ride('Mawa dawn ride', 60, -4 * DAY_HOURS);
  await ride('Purbachal spin', 25, -20 * DAY_HOURS);
  await ride('Next Saturday', 80, 3 * DAY_HOURS);
  const cancelled = await createRide(organiser.client, { name: 'Rained off', distanceKm: 30 });
  await rsvp(member.client, cancelled, true);
  expect((await organiser.client.post(`/api/event/${cancelled.id}/cancel`)).statusCode).toBe(200);
  await moveRideStart(cancelled.id, -DAY_HOURS);
  // A ride the member left, and one only another member rode.
  const left = await createRide(organiser.client, { name: 'Left it', distanceKm: 15 });
  await rsvp(member.client, left, true);
  await rsvp(member.client, left, false);
  await moveRideStart(left.id, -DAY_HOURS);
  const othersRide = await createRide(organiser.client, { name: 'Not mine', distanceKm: 99 });
  await rsvp(other.client, othersRide, true);
  await moveRideStart(othersRide.id, -DAY_HOURS);

  await placeOrder(member, 125_000, -DAY_HOURS);
  await placeOrder(member, 40_050, -10 * DAY_HOURS);
  await placeOrder(other, 999_900, -DAY_HOURS);

  const post = await writePost(member, 'Great climb =SUM(A1) today');
  await writePost(member, 'Older thoughts on tyres', -40 * DAY_HOURS);
  await writePost(other, 'Somebody else writes');
  const like = await other.client.post(`/api/post/like/${post}`);
  expect(like.statusCode, like.body).toBe(200);
  await member.client.post(`/api/post/like/${post}`);
  await server.app.db
    .insertInto('post_comments')
    .values([
      {
        post_id: post,
        parent_id: null,
        author_id: other.id,
        text: 'Nice!',
        created_at: inHours(0),
      },
      {
        post_id: post,
        parent_id: null,
        author_id: member.id,
        text: 'Thanks',
        created_at: inHours(0),
      },
    ])
    .execute();
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/user/me/activity', () => {
  it('counts the week: rides ridden, distance, orders, spending and posts of the member alone', async () => {
    const week = await activity(member);
    expect(week.period).toBe('week');
    expect(week.bucket).toBe('day');
    expect(week.series).toHaveLength(7);
    expect(week.totals).toEqual({
      ridesJoined: 2,
      distanceKm: 102.5,
      orders: 1,
      spent: 125_000,
      currency: 'BDT',
      posts: 1,
      likesReceived: 1,
      commentsReceived: 1,
    });
    expect(week.items.map((item) => [item.kind, item.what])).toEqual([
      ['post', 'Great climb =SUM(A1) today'],
      ['order', expect.stringMatching(/^Order #\d+ \(0 items\)$/)],
      ['ride', 'Savar loop'],
      ['ride', 'Mawa dawn ride'],
    ]);
    expect(week.items.find((item) => item.kind === 'ride')).toMatchObject({
      distanceKm: 42.5,
      amount: null,
    });
    const sum = (key: 'rides' | 'distanceKm' | 'orders' | 'posts') =>
      week.series.reduce((total, point) => total + point[key], 0);
    expect([sum('rides'), sum('distanceKm'), sum('orders'), sum('posts')]).toEqual([
      2, 102.5, 1, 1,
    ]);
  });

  it('reaches further back for longer periods and buckets them by week', async () => {
    const month = await activity(member, 'month');
    expect(month.series).toHaveLength(30);
    expect(month.totals).toMatchObject({ ridesJoined: 3, distanceKm: 127.5, orders: 2 });
    expect(month.totals.spent).toBe(165_050);
    expect(month.totals.posts).toBe(1);

    const quarter = await activity(member, 'quarter');
    expect(quarter.bucket).toBe('week');
    expect(quarter.series).toHaveLength(13);
    expect(quarter.totals).toMatchObject({ ridesJoined: 3, orders: 2, posts: 2 });
  });

  it("never counts another member's rides, orders or posts", async () => {
    const theirs = await activity(other);
    expect(theirs.totals).toMatchObject({
      ridesJoined: 1,
      distanceKm: 99,
      orders: 1,
      spent: 999_900,
      posts: 1,
      likesReceived: 0,
      commentsReceived: 0,
    });
    expect(theirs.items.map((item) => item.what)).not.toContain('Savar loop');
  });

  it('answers an empty period with zeros, not an error', async () => {
    const empty = await activity(organiser, 'year');
    expect(empty.series).toHaveLength(52);
    expect(empty.items).toEqual([]);
    expect(empty.totals).toMatchObject({ ridesJoined: 0, orders: 0, posts: 0, currency: null });
  });

  it('refuses visitors and unknown periods', async () => {
    expect((await server.client().get('/api/user/me/activity')).statusCode).toBe(401);
    expect((await member.client.get('/api/user/me/activity?period=decade')).statusCode).toBe(400);
  });
});
