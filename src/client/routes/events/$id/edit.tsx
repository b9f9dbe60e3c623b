import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditEventScreen } from '../../../features/events/form/event-form-screens';

export const Route = createFileRoute('/events/$id/edit')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  component: EditEventRoute,
});

function EditEventRoute() {
  const { id } = Route.useParams();
  return <EditEventScreen id={Number(id)} />;
}
