/** The demo rides: four upcoming and two past, one with a route, one full with a waitlist. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventPageSchema, eventSchema } from '../../src/contract/events';
import { seedDemoEvents } from '../../src/server/seed/demo-events';
import { TEST_PASSWORD, startTestServer, type TestServer } from '../helpers/server-app';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { JOB_INTERVAL_SECONDS: '0' } });
});
afterAll(async () => server?.close());

it('plans the demo rides once, with a route, a waitlist and a nearly full ride', async () => {
  const visitor = server.client();
  const upcoming = eventPageSchema.parse((await visitor.get('/api/event?list=upcoming')).json());
  const past = eventPageSchema.parse((await visitor.get('/api/event?list=past')).json());
  expect(upcoming.totalElements).toBe(4);
  expect(past.totalElements).toBe(2);
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

  await seedDemoEvents(server.app);
  const again = eventPageSchema.parse((await visitor.get('/api/event?list=upcoming')).json());
  expect(again.totalElements).toBe(4);
});
