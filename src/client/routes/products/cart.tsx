import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/products/cart')({
  component: () => (
    <ComingSoon title="Cart" description="The parts and jerseys you are about to order." />
  ),
});
