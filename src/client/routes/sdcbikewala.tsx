import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/sdcbikewala')({
  component: () => (
    <ComingSoon
      title="Sponsor bike shop"
      description="Parts, accessories and repair bookings at our sponsor shop."
    />
  ),
});
