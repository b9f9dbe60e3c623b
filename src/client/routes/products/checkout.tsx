import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../../features/shop/checkout/checkout-screen';

export const Route = createFileRoute('/products/checkout')({
  component: CheckoutScreen,
});
