import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadFirstData } from '../../../app/first-screen';
import { RideAnnouncements } from '../../../features/announcements/ride-announcements';
import { eventQuery } from '../../../features/events/api';
import { EventScreen } from '../../../features/events/event-screen';

export const Route = createFileRoute('/events/$id/')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  loader: ({ context, params }) =>
    loadFirstData(context.queryClient, (client) => [
      client.ensureQueryData(eventQuery(Number(params.id))),
    ]),
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventScreen id={Number(id)} pinned={(ride) => <RideAnnouncements ride={ride} />} />;
}
