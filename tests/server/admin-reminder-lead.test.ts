/**
 * The ride reminders' lead time is the club setting `reminderLeadHours`: a new ride's reminder
 * is due that long before it starts, and an admin changing the setting moves the reminders of
 * every ride still ahead (not those of cancelled rides).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../../src/server/jobs/repository';
import { reminderKey } from '../../src/server/modules/events/reminders';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { createRide, inHours, makeRiders, type Rider } from './events-fixtures';

const HOUR = 3_600_000;

let server: TestServer;
let organiser: Rider;
let admin: Member;

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  organiser = (await makeRiders(server, 'lead_rider', 1))[0]!;
  admin = await server.createMember('lead_admin', { roles: ['ROLE_ADMIN'] });
});
afterAll(async () => server?.close());

const dueAt = async (rideId: number) => (await findJob(server.app.db, reminderKey(rideId)))?.run_at;
const near = (iso: string | undefined, expected: number) =>
  expect(Math.abs(Date.parse(iso!) - expected)).toBeLessThan(5_000);

describe('the reminder lead time', () => {
  it('follows the club setting, for new rides and for rides already planned', async () => {
    const planned = await createRide(organiser.client, { startsAt: inHours(40) });
    near(await dueAt(planned.id), Date.parse(planned.startsAt) - 12 * HOUR);
    const called = await createRide(organiser.client, { startsAt: inHours(50) });
    await organiser.client.post(`/api/event/${called.id}/cancel`);

    const reply = await admin.client.put('/api/settings', { reminderLeadHours: 3 });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().reminderLeadHours).toBe(3);

    near(await dueAt(planned.id), Date.parse(planned.startsAt) - 3 * HOUR);
    expect(await dueAt(called.id)).toBeUndefined();
    const fresh = await createRide(organiser.client, { startsAt: inHours(30) });
    near(await dueAt(fresh.id), Date.parse(fresh.startsAt) - 3 * HOUR);
  });

  it('is refused outside its limits, with the reason, and the reminders stay', async () => {
    const ride = await createRide(organiser.client, { startsAt: inHours(60) });
    const before = await dueAt(ride.id);
    const reply = await admin.client.put('/api/settings', { reminderLeadHours: 0 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toHaveProperty('reminderLeadHours');
    expect(await dueAt(ride.id)).toBe(before);
  });
});
