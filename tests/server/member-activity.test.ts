/**
 * The member dashboard's figures (GET /api/user/me/activity): a member sees the rides they
 * joined that have started, their distance, orders, money spent and posts, with what others
 * gave those posts; another member's rides, orders and posts never count; rides not yet ridden,
 * cancelled rides and things outside the period stay out; visitors get 401. Periods are the
 * club's calendar ones (this week from Monday, this month from the 1st, the last whole quarter,
 * this year) in its time zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  wallClockAt,
} from '../../src/contract/club-time';
import { memberActivitySchema, type MemberActivity } from '../../src/contract/member-activity';
import { grantRole } from '../../src/server/modules/roles/repository';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { createRide, makeRiders, rsvp, type Rider } from './events-fixtures';

let server: TestServer;
let organiser: Rider;
let member: Rider;
let other: Rider;

const DAY_MS = 86_400_000;
const zone = DEFAULT_TIME_ZONE;
const now = new Date();
const weekStart = startOfWeek(now, zone).getTime();
/** Within this week and already past, whenever the test runs. */
const midWeek = new Date(weekStart + Math.floor((now.getTime() - weekStart) / 2)).toISOString();
const lastWeek = new Date(weekStart - 60_000).toISOString();
const lastQuarter = new Date(startOfQuarter(now, zone).getTime() - DAY_MS).toISOString();
const longAgo = new Date(startOfYear(now, zone).getTime() - 200 * DAY_MS).toISOString();
const nextWeek = new Date(now.getTime() + 8 * DAY_MS).toISOString();

async function moveRideStart(id: number, at: string) {
  await server.app.db.updateTable('events').set({ starts_at: at }).where('id', '=', id).execute();
}

async function placeOrder(customer: Rider, total: number, at: string) {
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
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The organiser's roll-call mark, written straight in: most of these rides are long over. */
async function markAtRollCall(rideId: number, userId: number, present: boolean) {
  await server.app.db
    .insertInto('event_attendance')
    .values({
      event_id: rideId,
      user_id: userId,
      guest_name: null,
      walk_up: 0,
      present: present ? 1 : 0,
      marked_by: organiser.id,
      marked_at: new Date().toISOString(),
    })
    .execute();
}

async function writePost(author: Rider, content: string, at?: string) {
  const reply = await author.client.post('/api/post', { content });
  expect(reply.statusCode, reply.body).toBe(201);
  const id = (reply.json() as { id: number }).id;
  if (at) {
    await server.app.db.updateTable('posts').set({ created_at: at }).where('id', '=', id).execute();
  }
  return id;
}

/** What the member did, when: the rides they rode, their orders and their posts. */
const mine = {
  rides: [] as { at: string; km: number }[],
  orders: [] as { at: string; total: number }[],
  posts: [] as string[],
};

/** The member's things within [from, to), counted as the dashboard should count them. */
function expected(from: string, to: string) {
  const within = (at: string) => at >= from && at < to;
  const rides = mine.rides.filter((ride) => within(ride.at));
  const orders = mine.orders.filter((order) => within(order.at));
  return {
    ridesRidden: rides.length,
    distanceKm: rides.reduce((sum, ride) => sum + ride.km, 0),
    orders: orders.length,
    spent: orders.reduce((sum, order) => sum + order.total, 0),
    posts: mine.posts.filter(within).length,
  };
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
  const ride = async (name: string, distanceKm: number, at: string) => {
    const created = await createRide(organiser.client, { name, distanceKm });
    await rsvp(member.client, created, true);
    await moveRideStart(created.id, at);
    await markAtRollCall(created.id, member.id, true);
    if (at < now.toISOString()) mine.rides.push({ at, km: distanceKm });
    return created.id;
  };
  await ride('Savar loop', 42.5, midWeek);
  await ride('Mawa dawn ride', 60, midWeek);
  await ride('Purbachal spin', 25, lastWeek);
  await ride('Autumn century', 100, lastQuarter);
  await ride('Next Saturday', 80, nextWeek);
  const cancelled = await createRide(organiser.client, { name: 'Rained off', distanceKm: 30 });
  await rsvp(member.client, cancelled, true);
  expect((await organiser.client.post(`/api/event/${cancelled.id}/cancel`)).statusCode).toBe(200);
  await moveRideStart(cancelled.id, midWeek);
  // A ride the member left, and one only another member rode.
  const left = await createRide(organiser.client, { name: 'Left it', distanceKm: 15 });
  await rsvp(member.client, left, true);
  await rsvp(member.client, left, false);
  await moveRideStart(left.id, midWeek);
  const othersRide = await createRide(organiser.client, { name: 'Not mine', distanceKm: 99 });
  await rsvp(other.client, othersRide, true);
  await moveRideStart(othersRide.id, midWeek);
  await markAtRollCall(othersRide.id, other.id, true);
  // Said yes and was not there; said yes to a ride nobody took a roll-call of: neither was ridden.
  const noShow = await createRide(organiser.client, { name: 'Overslept', distanceKm: 20 });
  await rsvp(member.client, noShow, true);
  await moveRideStart(noShow.id, midWeek);
  await markAtRollCall(noShow.id, member.id, false);
  const unchecked = await createRide(organiser.client, { name: 'Nobody counted', distanceKm: 22 });
  await rsvp(member.client, unchecked, true);
  await moveRideStart(unchecked.id, midWeek);
  // A walk-up: never said yes, and rode.
  const walkedUp = await createRide(organiser.client, {
    name: 'Joined at the lake',
    distanceKm: 18,
  });
  await moveRideStart(walkedUp.id, midWeek);
  await markAtRollCall(walkedUp.id, member.id, true);
  mine.rides.push({ at: midWeek, km: 18 });

  for (const [total, at] of [
    [125_000, midWeek],
    [40_050, lastWeek],
    [7_000, lastQuarter],
  ] as const) {
    await placeOrder(member, total, at);
    mine.orders.push({ at, total });
  }
  await placeOrder(other, 999_900, midWeek);

  const post = await writePost(member, 'Great climb =SUM(A1) today');
  mine.posts.push(new Date().toISOString());
  await writePost(member, 'Older thoughts on tyres', longAgo);
  mine.posts.push(longAgo);
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
        created_at: new Date().toISOString(),
      },
      {
        post_id: post,
        parent_id: null,
        author_id: member.id,
        text: 'Thanks',
        created_at: new Date().toISOString(),
      },
    ])
    .execute();
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/user/me/activity', () => {
  it('counts this week from Monday: rides ridden, distance, orders, spending and posts of the member alone', async () => {
    const week = await activity(member);
    expect(week.period).toBe('week');
    expect(week.bucket).toBe('day');
    expect(week.from).toBe(new Date(weekStart).toISOString());
    // Monday to today, in the club's calendar.
    expect(week.series).toHaveLength(((wallClockAt(now, zone).weekday + 6) % 7) + 1);
    expect(week.totals).toEqual({
      ridesRidden: 3,
      distanceKm: 120.5,
      orders: 1,
      spent: 125_000,
      saved: 0,
      currency: 'BDT',
      posts: 1,
      likesReceived: 1,
      commentsReceived: 1,
    });
    // Newest first: the post was written now; the rest happened at the same moment mid-week.
    const items = week.items.map((item) => [item.kind, item.what]);
    expect(items[0]).toEqual(['post', 'Great climb =SUM(A1) today']);
    expect(items.slice(1)).toEqual(
      expect.arrayContaining([
        ['order', expect.stringMatching(/^Order \d+ \(0 items\)$/)],
        ['ride', 'Savar loop'],
        ['ride', 'Mawa dawn ride'],
        ['ride', 'Joined at the lake'],
      ]),
    );
    expect(items).toHaveLength(5);
    expect(week.items.find((item) => item.what === 'Savar loop')).toMatchObject({
      distanceKm: 42.5,
      amount: null,
    });
    const sum = (key: 'rides' | 'distanceKm' | 'orders' | 'posts') =>
      week.series.reduce((total, point) => total + point[key], 0);
    expect([sum('rides'), sum('distanceKm'), sum('orders'), sum('posts')]).toEqual([
      3, 120.5, 1, 1,
    ]);
  });

  it('reads this month from the 1st, the last whole quarter and this year, by week past a month', async () => {
    const month = await activity(member, 'month');
    expect(month.from).toBe(startOfMonth(now, zone).toISOString());
    expect(month.series).toHaveLength(wallClockAt(now, zone).day);
    expect(month.series[0]!.date).toMatch(/-01$/);
    expect(month.totals).toMatchObject(expected(month.from, month.to));

    const quarter = await activity(member, 'quarter');
    expect(quarter.bucket).toBe('week');
    expect(quarter.from).toBe(startOfQuarter(now, zone, -1).toISOString());
    expect(quarter.to).toBe(startOfQuarter(now, zone).toISOString());
    expect(quarter.series.length).toBeGreaterThanOrEqual(13);
    expect(quarter.series.length).toBeLessThanOrEqual(14);
    const lastQuarterFigures = expected(quarter.from, quarter.to);
    // The ride and the order of the last quarter are in it; this week's are not (unless the
    // quarter began this week, which `expected` knows).
    expect(lastQuarterFigures.ridesRidden).toBeGreaterThanOrEqual(1);
    expect(quarter.totals).toMatchObject(lastQuarterFigures);

    const year = await activity(member, 'year');
    expect(year.from).toBe(startOfYear(now, zone).toISOString());
    expect(year.totals).toMatchObject(expected(year.from, year.to));
    expect(year.items.map((item) => item.what)).not.toContain('Older thoughts on tyres');
  });

  it('follows the club’s time zone setting', async () => {
    const admin = (await makeRiders(server, 'activity_admin', 1))[0]!;
    await grantRole(server.app.db, admin.id, 'ROLE_ADMIN');
    const set = await admin.client.put('/api/settings', { timeZone: 'America/New_York' });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const month = await activity(member, 'month');
      expect(month.from).toBe(startOfMonth(now, 'America/New_York').toISOString());
      expect(new Date(month.from).getUTCHours()).toBeGreaterThanOrEqual(4);
    } finally {
      await admin.client.put('/api/settings', { timeZone: zone });
    }
  });

  it("never counts another member's rides, orders or posts", async () => {
    const theirs = await activity(other);
    expect(theirs.totals).toMatchObject({
      ridesRidden: 1,
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
    expect(empty.bucket).toBe('week');
    expect(empty.series.length).toBeGreaterThanOrEqual(1);
    expect(empty.series.every((point) => point.rides + point.orders + point.posts === 0)).toBe(
      true,
    );
    expect(empty.items).toEqual([]);
    expect(empty.totals).toMatchObject({ ridesRidden: 0, orders: 0, posts: 0, currency: null });
  });

  it('refuses visitors and unknown periods', async () => {
    expect((await server.client().get('/api/user/me/activity')).statusCode).toBe(401);
    expect((await member.client.get('/api/user/me/activity?period=decade')).statusCode).toBe(400);
  });
});
