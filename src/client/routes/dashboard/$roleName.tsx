import { createFileRoute, notFound } from '@tanstack/react-router';
import { validateDashboardSearch } from '../../features/dashboard/dashboard-search';

/**
 * Each role of §6 has its own route file beside this one (ROLE_USER.tsx and so on), so a
 * dashboard loads only its own code; those fixed paths win over this pattern. Any other name is
 * an unknown path. Links still name this pattern with the role as its parameter.
 */
export const Route = createFileRoute('/dashboard/$roleName')({
  beforeLoad: () => {
    throw notFound();
  },
  validateSearch: validateDashboardSearch,
});
