import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../../app/first-screen';
import { profileQuery } from '../../features/people/api';
import { ProfileScreen } from '../../features/people/profile-screen';

export const Route = createFileRoute('/people/profile/$id')({
  loader: ({ context, params }) =>
    loadFirstData(context.queryClient, (client) => [
      client.ensureQueryData(profileQuery(Number(params.id))),
    ]),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  // A new member's page starts afresh (no edit form left open from the last one).
  return <ProfileScreen key={id} id={Number(id)} />;
}
