import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/home')({
  component: () => (
    <ComingSoon
      title="Club feed"
      description="Posts from the road: pictures, rides, polls, likes and comments from members."
    />
  ),
});
