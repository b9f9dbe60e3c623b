/**
 * The demo rides: four upcoming and two past, one with a route, one full with a waitlist, each
 * on the day and at the hour its name and words say, on the club's clock (Dhaka); the Wednesday
 * and Friday rides are weekly series of eight.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventPageSchema, eventSchema } from '../../src/contract/events';
import { attendanceSummarySchema } from '../../src/contract/ride-attendance';
import { seedDemoEvents } from '../../src/server/seed/demo-events';
import { TEST_PASSWORD, startTestServer, type TestServer } from '../helpers/server-app';
import { DEFAULT_TIME_ZONE, wallClockAt } from '../../src/contract/club-time';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { JOB_INTERVAL_SECONDS: '0' } });
});
afterAll(async () => server?.close());

it('plans the demo rides once, with a route, a waitlist and a nearly full ride', async () => {
  const visitor = server.client();
  const upcoming = eventPageSchema.parse((await visitor.get('/api/event?list=upcoming')).json());
  const past = eventPageSchema.parse((await visitor.get('/api/event?list=past')).json());
  // Five rides (one written in Bangla), the Wednesday and Friday ones each the first of a series
  // of eight.
  expect(upcoming.totalElements).toBe(5 + 7 + 7);
  expect(upcoming.content.map((ride) => ride.name)).toContain('বুড়িগঙ্গা তীরে ভোরের রাইড');
  expect(past.totalElements).toBe(2);
  for (const [name, weekday] of [
    ['Beginners’ Wednesday loop', 3],
    ['Purbachal sunrise ride', 5],
  ] as const) {
    const series = upcoming.content.filter((ride) => ride.name === name);
    expect(series).toHaveLength(8);
    expect(new Set(series.map((ride) => ride.series?.id)).size).toBe(1);
    expect(series[0]!.series).toMatchObject({ frequency: 'weekly', interval: 1, weekday });
  }
  expect(upcoming.content.filter((ride) => ride.hasRoute)).toHaveLength(1);
  const full = upcoming.content.find((ride) => ride.waitlistCount > 0);
  expect(full).toMatchObject({ capacity: 2, goingCount: 2, waitlistCount: 1 });
  expect(
    upcoming.content.some(
      (ride) => ride.capacity !== null && ride.goingCount === ride.capacity - 1,
    ),
  ).toBe(true);

  const withRoute = upcoming.content.find((ride) => ride.hasRoute)!;
  const ride = eventSchema.parse((await visitor.get(`/api/event/${withRoute.id}`)).json());
  expect(ride.route!.track.length).toBeGreaterThan(10);
  expect(ride.route!.distanceKm).toBeGreaterThan(30);
  expect(ride.distanceKm).toBe(ride.route!.distanceKm);

  const { jwtToken } = await server.login('rider1', TEST_PASSWORD);
  const mine = eventPageSchema.parse(
    (await server.client(jwtToken).get('/api/event?list=mine')).json(),
  );
  expect(mine.totalElements).toBeGreaterThanOrEqual(4);

  // On the club's clock: the day and hour the names and descriptions promise.
  const on = (name: string) => {
    const ride = [...upcoming.content, ...past.content].find((one) => one.name === name)!;
    const clock = wallClockAt(new Date(ride.startsAt), DEFAULT_TIME_ZONE);
    return [WEEKDAYS[clock.weekday], `${clock.hour}:${String(clock.minute).padStart(2, '0')}`];
  };
  expect(on('Sunday long ride to Mawa')).toEqual(['Sunday', '6:00']);
  expect(on('Beginners’ Wednesday loop')).toEqual(['Wednesday', '17:30']);
  expect(on('Hatirjheel night sprint')).toEqual(['Thursday', '21:30']);
  expect(on('Purbachal sunrise ride')).toEqual(['Friday', '5:45']);
  expect(on('Savar memorial ride')).toEqual(['Friday', '6:30']);
  // Back by noon: five hours from six.
  const sunday = upcoming.content.find((one) => one.name === 'Sunday long ride to Mawa')!;
  expect(sunday.durationMinutes).toBe(300);
  // Whoever plans a ride is going on it.
  expect(full!.goingCount).toBe(2);

  await seedDemoEvents(server.app);
  const again = eventPageSchema.parse((await visitor.get('/api/event?list=upcoming')).json());
  expect(again.totalElements).toBe(5 + 7 + 7);
});

it('takes a roll-call on the past rides, so the figures are not empty', async () => {
  const { jwtToken } = await server.login('admin1', TEST_PASSWORD);
  const reply = await server.client(jwtToken).get('/api/event/attendance/summary');
  expect(reply.statusCode, reply.body).toBe(200);
  const summary = attendanceSummarySchema.parse(reply.json());
  // Which of the two came last depends on today's weekday.
  const rides = summary.rides.map((ride) => [ride.name, ride.going, ride.present]);
  expect(rides.sort()).toEqual([
    ['Rainy day coffee ride', 2, 2],
    ['Savar memorial ride', 4, 4],
  ]);
  expect(summary.noShows.map((row) => [row.user.username, row.noShows])).toEqual([['seller1', 1]]);
});
