import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/shop')({
  component: () => (
    <ComingSoon
      title="Shop"
      description="Parts, accessories and the club jersey from club sellers."
    />
  ),
});
