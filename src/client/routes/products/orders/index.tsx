import { createFileRoute } from '@tanstack/react-router';
import { OrdersScreen } from '../../../features/shop/orders/orders-screen';

export const Route = createFileRoute('/products/orders/')({
  component: OrdersScreen,
});
