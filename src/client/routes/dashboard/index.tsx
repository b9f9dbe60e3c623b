import { createFileRoute, redirect } from '@tanstack/react-router';

// §2: the empty child path of /dashboard redirects to the member dashboard.
export const Route = createFileRoute('/dashboard/')({
  beforeLoad: () => {
    throw redirect({
      to: '/dashboard/ROLE_USER',
      replace: true,
    });
  },
});
