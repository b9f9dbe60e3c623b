import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../../app/first-screen';
import { profileQuery, riderRidesQuery } from '../../features/people/api';
import { authorPostsQuery } from '../../features/posts/api';
import { prepareDateFormat } from '../../lib/dates';
import { tokenStore } from '../../lib/token-store';
import { ProfileScreen } from '../../features/people/profile-screen';

export const Route = createFileRoute('/people/profile/$id')({
  loader: ({ context, params }) => {
    prepareDateFormat();
    return loadFirstData(context.queryClient, (client) => {
      const id = Number(params.id);
      // The page's three parts at once, so it is drawn once: rides only for members, who see them.
      const reads: Array<Promise<unknown>> = [
        client.ensureQueryData(profileQuery(id)),
        client.ensureInfiniteQueryData(authorPostsQuery(id)),
      ];
      if (tokenStore.get()) reads.push(client.ensureInfiniteQueryData(riderRidesQuery(id)));
      return reads;
    });
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  // A new member's page starts afresh (no edit form left open from the last one).
  return <ProfileScreen key={id} id={Number(id)} />;
}
