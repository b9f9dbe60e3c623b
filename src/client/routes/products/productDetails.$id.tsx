import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadFirstData } from '../../app/first-screen';
import { productQuery, settingsQuery } from '../../features/shop/api';
import { ProductScreen } from '../../features/shop/catalogue/product-screen';

export const Route = createFileRoute('/products/productDetails/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  loader: ({ context, params }) =>
    loadFirstData(context.queryClient, (client) => [
      client.ensureQueryData(productQuery(Number(params.id))),
      client.ensureQueryData(settingsQuery),
    ]),
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  return <ProductScreen id={Number(id)} />;
}
