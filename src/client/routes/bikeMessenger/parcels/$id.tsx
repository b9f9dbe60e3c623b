import { createFileRoute, notFound } from '@tanstack/react-router';
import { ParcelScreen } from '../../../features/messenger/parcel-screen';

export const Route = createFileRoute('/bikeMessenger/parcels/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  component: ParcelRoute,
});

function ParcelRoute() {
  const { id } = Route.useParams();
  return <ParcelScreen id={Number(id)} />;
}
