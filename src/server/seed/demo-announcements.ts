/**
 * A demo announcement, so the feed shows one pinned at the top at once: the demo admin's news
 * for the whole club. Written through the announcements service, so it obeys the same rules and
 * reaches the demo members' notifications, and only while there is no announcement at all.
 */
import type { FastifyInstance } from 'fastify';
import { announcementInputSchema } from '../../contract/announcements';
import * as announcements from '../modules/announcements/service';
import { demoMembers } from './demo-members';

export async function seedDemoAnnouncements(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  const any = await app.db.selectFrom('announcements').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const members = await demoMembers(app);
  if (!members) return;
  await announcements.create(
    app,
    members.get('admin1')!,
    announcementInputSchema.parse({
      title: 'Club night moves to Thursday',
      body: 'From next week the club night is on Thursdays at 7 pm at the club house: route planning, tyre levers and tea. Bring a friend who wants to start riding.',
      link: '/events',
      public: true,
    }),
  );
}
