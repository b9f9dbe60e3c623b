import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { pinnedAnnouncementsQuery } from '../features/announcements/api';
import { PinnedAnnouncements } from '../features/announcements/pinned-announcements';
import { feedQuery } from '../features/posts/api';
import { FeedScreen } from '../features/posts/feed-screen';

// The pinned announcements are read beside the first page of posts, never before it.
export const Route = createFileRoute('/home')({
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) => [
      client.ensureInfiniteQueryData(feedQuery),
      client.ensureQueryData(pinnedAnnouncementsQuery),
    ]),
  component: HomeScreen,
});

function HomeScreen() {
  return <FeedScreen pinned={<PinnedAnnouncements />} />;
}
