/**
 * The member dashboard's figures: one member's own rides, distance, orders and posts over a
 * calendar period of the club's (this week, this month, last quarter, this year, in the club's
 * time zone), bucketed per day or per week for the chart.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  dayKeyOf,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from '../../../contract/club-time';
import {
  ACTIVITY_ITEMS_MAX,
  ACTIVITY_PERIOD_BUCKET,
  type ActivityItem,
  type ActivityPeriod,
  type ActivityPoint,
  type Customer,
  type MemberActivity,
  type Purchase,
} from '../../../contract/member-activity';
import { toPage, type Page } from '../../../contract/paging';
import type { AuthUser } from '../../types';
import { toCount } from '../../db/connect';
import { readClubSettings } from '../settings';
import {
  ordersPlaced,
  parcelReceivers,
  postsWritten,
  purchases,
  responsesTo,
  ridesRidden,
  shopBuyers,
} from './repository';

/** A post's first words stand for it in the table. */
const SNIPPET_LENGTH = 60;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

/** Distance to two decimals, so sums of many rides do not show float noise. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The period's first instant and its end: now, or the end of the last whole quarter. */
export function periodWindow(period: ActivityPeriod, now: Date, zone: string) {
  switch (period) {
    case 'week':
      return { from: startOfWeek(now, zone), to: now };
    case 'month':
      return { from: startOfMonth(now, zone), to: now };
    case 'quarter':
      return { from: startOfQuarter(now, zone, -1), to: startOfQuarter(now, zone) };
    case 'year':
      return { from: startOfYear(now, zone), to: now };
  }
}

export async function memberActivity(
  db: Kysely<Database>,
  member: AuthUser,
  period: ActivityPeriod,
  now = new Date(),
): Promise<MemberActivity> {
  const { timeZone } = await readClubSettings(db);
  const bucket = ACTIVITY_PERIOD_BUCKET[period];
  const span = periodWindow(period, now, timeZone);
  const window = { from: span.from.toISOString(), to: span.to.toISOString() };

  const [rides, orders, posts] = await Promise.all([
    ridesRidden(db, member.id, window),
    ordersPlaced(db, member.id, window),
    postsWritten(db, member.id, window),
  ]);
  const responses = await responsesTo(
    db,
    member.id,
    posts.map((post) => post.id),
  );

  // Buckets of a day or a week of the club's calendar, from the period's first day on.
  const bucketDays = bucket === 'day' ? 1 : 7;
  const starts: number[] = [];
  for (let days = 0; ; days += bucketDays) {
    const start = startOfDay(span.from, timeZone, days).getTime();
    if (start >= span.to.getTime() && starts.length > 0) break;
    starts.push(start);
  }
  const series: ActivityPoint[] = starts.map((start) => ({
    date: dayKeyOf(new Date(start), timeZone),
    rides: 0,
    distanceKm: 0,
    orders: 0,
    posts: 0,
  }));
  const pointOf = (at: string) => {
    const time = Date.parse(at);
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= time) index += 1;
    return series[index]!;
  };

  const items: ActivityItem[] = [];
  let distanceKm = 0;
  for (const ride of rides) {
    const km = ride.distance_km === null ? null : Number(ride.distance_km);
    const point = pointOf(ride.starts_at);
    point.rides += 1;
    point.distanceKm = round2(point.distanceKm + (km ?? 0));
    distanceKm += km ?? 0;
    items.push({
      at: ride.starts_at,
      kind: 'ride',
      id: ride.id,
      what: ride.name,
      distanceKm: km,
      amount: null,
    });
  }
  let spent = 0;
  let saved = 0;
  for (const order of orders) {
    const total = Number(order.total);
    saved += Number(order.discount);
    const lines = toCount(order.line_count as string | number | null);
    pointOf(order.created_at).orders += 1;
    spent += total;
    items.push({
      at: order.created_at,
      kind: 'order',
      id: order.id,
      what: `Order ${order.id} (${lines} ${lines === 1 ? 'item' : 'items'})`,
      distanceKm: null,
      amount: total,
    });
  }
  for (const post of posts) {
    pointOf(post.created_at).posts += 1;
    items.push({
      at: post.created_at,
      kind: 'post',
      id: post.id,
      what: snippet(post.content) || 'Post',
      distanceKm: null,
      amount: null,
    });
  }
  items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  return {
    period,
    from: window.from,
    to: window.to,
    bucket,
    totals: {
      ridesRidden: rides.length,
      distanceKm: round2(distanceKm),
      orders: orders.length,
      spent,
      saved,
      currency: orders[0]?.currency ?? null,
      posts: posts.length,
      likesReceived: responses.likes,
      commentsReceived: responses.comments,
    },
    series,
    items: items.slice(0, ACTIVITY_ITEMS_MAX),
  };
}

/** What the member bought in the shop, a page of products at a time. */
export async function memberPurchases(
  db: Kysely<Database>,
  member: AuthUser,
  { page, size }: { page: number; size: number },
): Promise<Page<Purchase>> {
  const { rows, total } = await purchases(db, member.id, page, size);
  return toPage(rows, total, page, size);
}

/**
 * Who the member delivers to, the latest first: parcel receivers, and a seller's buyers (by the
 * name each order is delivered to, which the seller sees on the order already).
 */
export async function memberCustomers(
  db: Kysely<Database>,
  member: AuthUser,
  { page, size }: { page: number; size: number },
): Promise<Page<Customer>> {
  const selling = member.roles.includes('ROLE_SELLER');
  const [receivers, buyers] = await Promise.all([
    parcelReceivers(db, member.id),
    selling ? shopBuyers(db, member.id) : Promise.resolve([]),
  ]);
  const rows: Customer[] = [
    ...receivers.map((row) => ({ kind: 'parcel' as const, row })),
    ...buyers.map((row) => ({ kind: 'shop' as const, row })),
  ]
    .map(({ kind, row }) => ({
      kind,
      name: row.name,
      count: toCount(row.n as string | number),
      lastAt: String(row.last_at),
      lastId: Number(row.last_id),
    }))
    .sort((a, b) => (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0));
  return toPage(rows.slice(page * size, (page + 1) * size), rows.length, page, size);
}
