import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { feedQuery } from '../features/posts/api';
import { FeedScreen } from '../features/posts/feed-screen';

export const Route = createFileRoute('/home')({
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) => [client.ensureInfiniteQueryData(feedQuery)]),
  component: FeedScreen,
});
