/**
 * /products (docs/product.md §1 'products'): the seller's back office. A seller lands on their
 * dashboard's Products tab; anyone else on the shop, where the products are bought.
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { RoutePending } from '../../components/route-pending';
import { currentUserQuery } from '../../lib/current-user';
import { hasRole } from '../../lib/dashboards';

export function ProductsHome() {
  const me = useQuery(currentUserQuery);
  // A failed check keeps the cached member, as the dashboard does; only a first load waits.
  if (me.data === undefined && !me.isError) return <RoutePending />;
  if (hasRole(me.data ?? null, 'ROLE_SELLER')) {
    return <Navigate to="/dashboard/ROLE_SELLER" search={{ tab: 'products' }} replace />;
  }
  return <Navigate to="/shop" replace />;
}
