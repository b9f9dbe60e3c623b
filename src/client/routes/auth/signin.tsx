import { createFileRoute } from '@tanstack/react-router';
import { safeRedirectPath } from '../../lib/errors';
import { SignInScreen } from '../../features/auth/sign-in-screen';

export const Route = createFileRoute('/auth/signin')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; identifier?: string } => {
    const redirect = safeRedirectPath(search.redirect);
    // Filled in for the member, e.g. after verifying their e-mail.
    const identifier =
      typeof search.identifier === 'string' ? search.identifier.slice(0, 254) : undefined;
    return { ...(redirect ? { redirect } : {}), ...(identifier ? { identifier } : {}) };
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, identifier } = Route.useSearch();
  return <SignInScreen redirect={redirect} identifier={identifier} />;
}
