import { createFileRoute } from '@tanstack/react-router';
import { ProductsHome } from '../../features/seller/products-home';

export const Route = createFileRoute('/products/')({
  component: ProductsHome,
});
