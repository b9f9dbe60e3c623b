import { createFileRoute } from '@tanstack/react-router';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';

// §2: the developer dashboard lives at this path as well as at /dashboard/ROLE_DEV.
export const Route = createFileRoute('/dashboard/dashboarddev')({
  component: () => <RoleDashboard role="ROLE_DEV" />,
});
