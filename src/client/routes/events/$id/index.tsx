import { createFileRoute, notFound } from '@tanstack/react-router';
import { EventScreen } from '../../../features/events/event-screen';

export const Route = createFileRoute('/events/$id/')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventScreen id={Number(id)} />;
}
