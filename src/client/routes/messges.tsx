import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/messges')({
  component: () => (
    <ComingSoon
      title="Messages"
      description="Direct and group conversations with other members, live."
    />
  ),
});
