import { createFileRoute } from '@tanstack/react-router';
import { FeedScreen } from '../features/posts/feed-screen';

export const Route = createFileRoute('/home')({
  component: FeedScreen,
});
