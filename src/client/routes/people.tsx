import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/people')({
  component: () => (
    <ComingSoon title="Members" description="The member directory and profile pages." />
  ),
});
