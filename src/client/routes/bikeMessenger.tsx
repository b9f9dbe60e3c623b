import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/bikeMessenger')({
  component: () => (
    <ComingSoon
      title="Bike messenger"
      description="Parcels carried across the city by club riders."
    />
  ),
});
