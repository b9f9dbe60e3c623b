import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../../app/first-screen';
import { sectionOf, validateDashboardSearch } from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { DeveloperDashboard } from '../../features/developer/developer-dashboard';
import { developerOverviewReads } from '../../features/developer/overview-reads';

// §2: the developer dashboard lives at this path as well as at /dashboard/ROLE_DEV.
export const Route = createFileRoute('/dashboard/dashboarddev')({
  validateSearch: validateDashboardSearch,
  // The first section's figures come with the page.
  loader: ({ context, location }) =>
    sectionOf(location.search) === 'dashboard'
      ? loadFirstData(context.queryClient, developerOverviewReads)
      : undefined,
  component: () => (
    <RoleDashboard role="ROLE_DEV">
      <DeveloperDashboard />
    </RoleDashboard>
  ),
});
