import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/merchandise')({
  component: () => (
    <ComingSoon title="Club merchandise" description="Pre-order the club jersey in your size." />
  ),
});
