import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '../../features/shop/cart/cart-screen';

export const Route = createFileRoute('/products/cart')({
  component: CartScreen,
});
