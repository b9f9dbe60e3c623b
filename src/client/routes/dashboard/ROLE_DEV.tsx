import { createFileRoute } from '@tanstack/react-router';
import { validateDashboardSearch } from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { DeveloperDashboard } from '../../features/developer/developer-dashboard';

// The ROLE_DEV dashboard (§2): the developers' tools.
export const Route = createFileRoute('/dashboard/ROLE_DEV')({
  validateSearch: validateDashboardSearch,
  component: () => (
    <RoleDashboard role="ROLE_DEV">
      <DeveloperDashboard />
    </RoleDashboard>
  ),
});
