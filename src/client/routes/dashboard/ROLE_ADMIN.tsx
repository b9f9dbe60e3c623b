import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../../app/first-screen';
import { adminStatsQuery } from '../../features/admin/api';
import { AdminDashboard } from '../../features/admin/admin-dashboard';
import { sectionOf, validateDashboardSearch } from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { attendanceSummaryQuery } from '../../features/events/attendance/api';

// The ROLE_ADMIN dashboard (§2): the club's administration.
export const Route = createFileRoute('/dashboard/ROLE_ADMIN')({
  validateSearch: validateDashboardSearch,
  // The first section's figures and roll-calls come with the page.
  loader: ({ context, location }) =>
    sectionOf(location.search) === 'dashboard'
      ? loadFirstData(context.queryClient, (client) => [
          client.ensureQueryData(adminStatsQuery),
          client.ensureQueryData(attendanceSummaryQuery),
        ])
      : undefined,
  component: () => (
    <RoleDashboard role="ROLE_ADMIN">
      <AdminDashboard />
    </RoleDashboard>
  ),
});
