import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/products/')({
  component: () => (
    <ComingSoon
      title="Seller back office"
      description="Sellers list and edit their products and handle orders here."
    />
  ),
});
