import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { announcementListQuery } from '../features/announcements/api';
import { AnnouncementsScreen } from '../features/announcements/announcements-screen';

export const Route = createFileRoute('/announcements')({
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) => [
      client.ensureInfiniteQueryData(announcementListQuery),
    ]),
  component: AnnouncementsScreen,
});
