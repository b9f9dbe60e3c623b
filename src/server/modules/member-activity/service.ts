/**
 * The member dashboard's figures: one member's own rides, distance, orders and posts over a
 * period reaching back from now, bucketed per day or per week for the chart.
 */
import type { FastifyInstance } from 'fastify';
import {
  ACTIVITY_ITEMS_MAX,
  ACTIVITY_PERIOD_SPAN,
  type ActivityItem,
  type ActivityPeriod,
  type ActivityPoint,
  type MemberActivity,
} from '../../../contract/member-activity';
import type { AuthUser } from '../../types';
import { toCount } from '../../db/connect';
import { ordersPlaced, postsWritten, responsesTo, ridesJoined } from './repository';

const DAY = 86_400_000;

/** A post's first words stand for it in the table. */
const SNIPPET_LENGTH = 60;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

/** Distance to two decimals, so sums of many rides do not show float noise. */
const round2 = (value: number) => Math.round(value * 100) / 100;

const startOfUtcDay = (time: number) => Math.floor(time / DAY) * DAY;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export async function memberActivity(
  app: FastifyInstance,
  member: AuthUser,
  period: ActivityPeriod,
  now = new Date(),
): Promise<MemberActivity> {
  const { days, bucket } = ACTIVITY_PERIOD_SPAN[period];
  const bucketDays = bucket === 'day' ? 1 : 7;
  // The buckets end with today's; the first one starts the window.
  const firstBucket = startOfUtcDay(now.getTime()) - (days / bucketDays - 1) * bucketDays * DAY;
  const window = { from: new Date(firstBucket).toISOString(), to: now.toISOString() };

  const [rides, orders, posts] = await Promise.all([
    ridesJoined(app.db, member.id, window),
    ordersPlaced(app.db, member.id, window),
    postsWritten(app.db, member.id, window),
  ]);
  const responses = await responsesTo(
    app.db,
    member.id,
    posts.map((post) => post.id),
  );

  const series: ActivityPoint[] = [];
  for (let start = firstBucket; start <= now.getTime(); start += bucketDays * DAY) {
    series.push({ date: isoDay(start), rides: 0, distanceKm: 0, orders: 0, posts: 0 });
  }
  const pointOf = (at: string) => {
    const index = Math.floor((Date.parse(at) - firstBucket) / (bucketDays * DAY));
    return series[Math.min(Math.max(index, 0), series.length - 1)]!;
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
  for (const order of orders) {
    const total = Number(order.total);
    const lines = toCount(order.line_count as string | number | null);
    pointOf(order.created_at).orders += 1;
    spent += total;
    items.push({
      at: order.created_at,
      kind: 'order',
      id: order.id,
      what: `Order #${order.id} (${lines} ${lines === 1 ? 'item' : 'items'})`,
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
      ridesJoined: rides.length,
      distanceKm: round2(distanceKm),
      orders: orders.length,
      spent,
      currency: orders[0]?.currency ?? null,
      posts: posts.length,
      likesReceived: responses.likes,
      commentsReceived: responses.comments,
    },
    series,
    items: items.slice(0, ACTIVITY_ITEMS_MAX),
  };
}
