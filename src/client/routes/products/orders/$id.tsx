import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderScreen } from '../../../features/shop/orders/order-screen';

/** `?placed=true` right after checkout: the page opens as the order's confirmation. */
export const Route = createFileRoute('/products/orders/$id')({
  validateSearch: (search: Record<string, unknown>): { placed?: boolean } =>
    search.placed === true || search.placed === 'true' ? { placed: true } : {},
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  const { placed } = Route.useSearch();
  return <OrderScreen id={Number(id)} placed={placed ?? false} />;
}
