/**
 * The demo announcement: with demo seeding on, the demo admin's club-wide news is pinned for
 * visitors and members alike and lands in the demo members' notifications; seeding again adds
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementPageSchema } from '../../src/contract/announcements';
import { inboxPageSchema } from '../../src/contract/notifications';
import { seedDemoAnnouncements } from '../../src/server/seed/demo-announcements';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server-app';

describe('the demo announcement', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(async () => server?.close());

  it('is pinned for visitors and members, by the demo admin', async () => {
    const reply = await server.client().get('/api/announcements');
    expect(reply.statusCode, reply.body).toBe(200);
    const [only, ...more] = announcementPageSchema.parse(reply.json()).content;
    expect(more).toEqual([]);
    expect(only).toMatchObject({ title: 'Club night moves to Thursday', pinned: true });
    expect(only?.author.username).toBe('admin1');
  });

  it("reaches the demo members' notifications, not its author's", async () => {
    const unread = async (username: string) => {
      const token = (await server.login(username, TEST_PASSWORD)).jwtToken;
      const items = await server.client(token).get('/api/notifications');
      expect(items.statusCode, items.body).toBe(200);
      return inboxPageSchema
        .parse(items.json())
        .content.filter((item) => item.kind === 'announcement').length;
    };
    await expect.poll(() => unread('rider1')).toBe(1);
    expect(await unread('admin1')).toBe(0);
  });

  it('is written once: seeding again adds nothing', async () => {
    await seedDemoAnnouncements(server.app);
    const rows = await server.app.db.selectFrom('announcements').select('id').execute();
    expect(rows).toHaveLength(1);
  });
});
