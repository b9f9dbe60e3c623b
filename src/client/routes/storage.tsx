import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/storage')({
  component: () => (
    <ComingSoon title="Storage" description="Your own library of pictures, videos and audio." />
  ),
});
