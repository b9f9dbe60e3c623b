import { createFileRoute } from '@tanstack/react-router';
import { validateDashboardSearch } from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { MemberDashboard } from '../../features/member-dashboard/member-dashboard';

// The ROLE_USER dashboard (§2): the member's own activity.
export const Route = createFileRoute('/dashboard/ROLE_USER')({
  validateSearch: validateDashboardSearch,
  component: () => (
    <RoleDashboard role="ROLE_USER">
      <MemberDashboard />
    </RoleDashboard>
  ),
});
