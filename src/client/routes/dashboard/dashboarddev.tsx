import { createFileRoute } from '@tanstack/react-router';
import { validateDashboardSearch } from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { DeveloperDashboard } from '../../features/developer/developer-dashboard';

// §2: the developer dashboard lives at this path as well as at /dashboard/ROLE_DEV.
export const Route = createFileRoute('/dashboard/dashboarddev')({
  validateSearch: validateDashboardSearch,
  component: () => (
    <RoleDashboard role="ROLE_DEV">
      <DeveloperDashboard />
    </RoleDashboard>
  ),
});
