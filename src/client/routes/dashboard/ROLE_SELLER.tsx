import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../../app/first-screen';
import {
  validateDashboardSearch,
  type DashboardSearch,
} from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { sellerLinesQuery } from '../../features/back-office/shop/api';
import { SellerDashboard } from '../../features/seller/seller-dashboard';

// The ROLE_SELLER dashboard (§2): a seller's shop.
export const Route = createFileRoute('/dashboard/ROLE_SELLER')({
  validateSearch: validateDashboardSearch,
  // It opens on every order line; their first page comes with it.
  loader: ({ context, location }) => {
    const { tab, status }: DashboardSearch = location.search;
    return !tab && !status
      ? loadFirstData(context.queryClient, (client) => [
          client.ensureQueryData(sellerLinesQuery(null, 0)),
        ])
      : undefined;
  },
  component: () => (
    <RoleDashboard role="ROLE_SELLER">
      <SellerDashboard />
    </RoleDashboard>
  ),
});
