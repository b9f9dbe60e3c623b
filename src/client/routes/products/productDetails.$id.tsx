import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductScreen } from '../../features/shop/product-screen';

export const Route = createFileRoute('/products/productDetails/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  return <ProductScreen id={Number(id)} />;
}
