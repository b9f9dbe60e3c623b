import { createFileRoute, notFound } from '@tanstack/react-router';
import { TrackingScreen } from '../../../features/messenger/tracking-screen';

/** The receiver's page: no sign-in, the token is the key (contract trackingTokenSchema). */
export const Route = createFileRoute('/bikeMessenger/track/$token')({
  beforeLoad: ({ params }) => {
    if (!/^[A-Za-z0-9_-]{32}$/.test(params.token)) throw notFound();
  },
  component: TrackingRoute,
});

function TrackingRoute() {
  const { token } = Route.useParams();
  return <TrackingScreen token={token} />;
}
