import { createFileRoute, redirect } from '@tanstack/react-router';

// §2: the empty path redirects to /intro.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/intro', replace: true });
  },
});
