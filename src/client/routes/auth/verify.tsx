import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '../../features/auth/verify-email-screen';

export const Route = createFileRoute('/auth/verify')({
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' && search.email ? { email: search.email } : {},
  component: VerifyRoute,
});

function VerifyRoute() {
  const { email } = Route.useSearch();
  return <VerifyEmailScreen email={email} />;
}
