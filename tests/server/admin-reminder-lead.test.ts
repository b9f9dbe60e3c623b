/**
 * The ride reminders' lead time is the club setting `reminderLeadHours`: a new ride's reminder
 * is due that long before it starts, and an admin changing the setting moves the reminders of
 * every ride still ahead (not those of cancelled rides, nor those already sent: a ride's riders
 * are reminded once). A reminder days ahead says the day, on the club's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TEXT } from '../../src/contract/events';
import { inboxPageSchema } from '../../src/contract/notifications';
import { findJob } from '../../src/server/jobs/repository';
import { reminderKey } from '../../src/server/modules/events/reminders';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { createRide, inHours, makeRiders, rideInput, rsvp, type Rider } from './events-fixtures';

const HOUR = 3_600_000;

let server: TestServer;
let organiser: Rider;
let rider: Rider;
let admin: Member;

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
  [organiser, rider] = (await makeRiders(server, 'lead_rider', 2)) as [Rider, Rider];
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

describe('a reminder', () => {
  /** The rider's reminders in their inbox, oldest first. */
  async function reminders() {
    const reply = await rider.client.get('/api/notifications');
    expect(reply.statusCode, reply.body).toBe(200);
    return inboxPageSchema
      .parse(reply.json())
      .content.filter((item) => item.kind === 'rideReminder')
      .reverse();
  }

  /** The next 07:00 in Dhaka (01:00 UTC) at least `hours` ahead. */
  function sevenInDhakaAfter(hours: number): Date {
    const at = new Date(Date.now() + hours * HOUR);
    at.setUTCHours(1, 0, 0, 0);
    if (at.getTime() < Date.now() + hours * HOUR) at.setUTCDate(at.getUTCDate() + 1);
    return at;
  }

  it('goes out once per ride, and days ahead it says the day and time', async () => {
    expect((await admin.client.put('/api/settings', { reminderLeadHours: 12 })).statusCode).toBe(
      200,
    );
    const soon = await createRide(organiser.client, { name: 'Soon ride', startsAt: inHours(10) });
    const startsAt = sevenInDhakaAfter(48);
    const later = await createRide(organiser.client, {
      name: 'Later ride',
      startsAt: startsAt.toISOString(),
    });
    for (const ride of [soon, later]) await rsvp(rider.client, ride, true);

    await server.app.jobs.runDue();
    expect((await reminders()).map((item) => item.title)).toEqual([
      EVENT_TEXT.reminderTitle('Soon ride'),
    ]);

    // An edit, and the lead time raised past both rides: only the later ride is reminded now.
    const edit = await organiser.client.put(
      `/api/event/${soon.id}`,
      rideInput({ name: 'Soon ride', startsAt: soon.startsAt, description: 'Lights on.' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await admin.client.put('/api/settings', { reminderLeadHours: 72 })).statusCode).toBe(
      200,
    );
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();

    const sent = await reminders();
    expect(sent.map((item) => item.title)).toEqual([
      EVENT_TEXT.reminderTitle('Soon ride'),
      `Later ride starts on ${new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Dhaka',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      })
        .format(startsAt)
        .replace(',', '')} at 07:00`,
    ]);
    expect(sent[1]!.body).toMatch(/^In [23] days from Dhanmondi Lake$/);
  });
});
