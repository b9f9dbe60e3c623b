import { createFileRoute, redirect } from '@tanstack/react-router';

// §2: the empty path of the auth area redirects to /auth/signin.
export const Route = createFileRoute('/auth/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/signin', replace: true });
  },
});
