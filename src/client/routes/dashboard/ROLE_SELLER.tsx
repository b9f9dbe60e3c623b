import { createFileRoute } from '@tanstack/react-router';
import { validateDashboardSearch } from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { SellerDashboard } from '../../features/seller/seller-dashboard';

// The ROLE_SELLER dashboard (§2): a seller's shop.
export const Route = createFileRoute('/dashboard/ROLE_SELLER')({
  validateSearch: validateDashboardSearch,
  component: () => (
    <RoleDashboard role="ROLE_SELLER">
      <SellerDashboard />
    </RoleDashboard>
  ),
});
