import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { jerseysQuery } from '../features/merchandise/api';
import { MerchandiseScreen } from '../features/merchandise/merchandise-screen';

export const Route = createFileRoute('/merchandise')({
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) => [client.ensureQueryData(jerseysQuery)]),
  component: MerchandiseScreen,
});
