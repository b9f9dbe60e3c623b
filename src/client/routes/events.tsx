import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/events')({
  component: () => (
    <ComingSoon
      title="Group rides"
      description="Plan a ride, say you are going, see who else is, and add it to your calendar."
    />
  ),
});
