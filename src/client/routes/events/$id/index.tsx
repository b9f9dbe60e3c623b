import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadFirstData } from '../../../app/first-screen';
import { rideAnnouncementsQuery } from '../../../features/announcements/api';
import { RideAnnouncements } from '../../../features/announcements/ride-announcements';
import { attendeesQuery, eventQuery } from '../../../features/events/api';
import { EventScreen } from '../../../features/events/event-screen';
import { prepareDateFormat } from '../../../lib/dates';
import { tokenStore } from '../../../lib/token-store';

export const Route = createFileRoute('/events/$id/')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  loader: ({ context, params }) => {
    prepareDateFormat();
    return loadFirstData(context.queryClient, (client) => {
      const id = Number(params.id);
      const reads: Array<Promise<unknown>> = [client.ensureQueryData(eventQuery(id))];
      // A member's page also shows who is going and what the organiser pinned: read with the
      // ride, the page is drawn once instead of again as each list arrives.
      if (tokenStore.get()) {
        reads.push(
          client.ensureQueryData(attendeesQuery(id)),
          client.ensureQueryData(rideAnnouncementsQuery(id)),
        );
      }
      return reads;
    });
  },
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventScreen id={Number(id)} pinned={(ride) => <RideAnnouncements ride={ride} />} />;
}
