import { createFileRoute, notFound } from '@tanstack/react-router';
import { isRoleName } from '../../../contract/roles';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';

export const Route = createFileRoute('/dashboard/$roleName')({
  // Only the four roles of §6 have a dashboard; anything else is an unknown path.
  beforeLoad: ({ params }) => {
    if (!isRoleName(params.roleName)) throw notFound();
  },
  // A dashboard with sections keeps the one shown in the address, so a reload keeps it.
  // Orders may open on one status (`status`), as the Manage of disputes does.
  validateSearch: (search: Record<string, unknown>): { tab?: string; status?: string } => ({
    ...(typeof search.tab === 'string' ? { tab: search.tab } : {}),
    ...(typeof search.status === 'string' ? { status: search.status } : {}),
  }),
  component: RoleDashboardPage,
});

function RoleDashboardPage() {
  const { roleName } = Route.useParams();
  return isRoleName(roleName) ? <RoleDashboard role={roleName} /> : null;
}
