import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../features/people/profile-screen';

export const Route = createFileRoute('/people/profile/$id')({
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  // A new member's page starts afresh (no edit form left open from the last one).
  return <ProfileScreen key={id} id={Number(id)} />;
}
