import { createFileRoute } from '@tanstack/react-router';
import { safeRedirectPath } from '../../features/auth/auth-helpers';
import { SignInScreen } from '../../features/auth/sign-in-screen';

export const Route = createFileRoute('/auth/signin')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInScreen redirect={redirect} />;
}
