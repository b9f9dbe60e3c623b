import { createFileRoute } from '@tanstack/react-router';
import { validateDashboardSearch } from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { AdminDashboard } from '../../features/admin/admin-dashboard';

// The ROLE_ADMIN dashboard (§2): the club's administration.
export const Route = createFileRoute('/dashboard/ROLE_ADMIN')({
  validateSearch: validateDashboardSearch,
  component: () => (
    <RoleDashboard role="ROLE_ADMIN">
      <AdminDashboard />
    </RoleDashboard>
  ),
});
