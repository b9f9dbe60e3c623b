import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../../features/auth/reset-password-screen';

export const Route = createFileRoute('/auth/resetpass/$username')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { username } = Route.useParams();
  // A new key remounts the screen, so another member's link asks for their own code.
  return <ResetPasswordScreen key={username} username={username} />;
}
