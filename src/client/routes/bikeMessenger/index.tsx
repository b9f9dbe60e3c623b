import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../../app/first-screen';
import { myParcelsQuery } from '../../features/messenger/api';
import { tokenStore } from '../../lib/token-store';
import type { MessengerTab } from '../../features/messenger/messenger-screen';
import { MessengerScreen } from '../../features/messenger/messenger-screen';

/** `?tab=rider` picks the Rider tab; Merchant is the default and keeps the address plain. */
export const Route = createFileRoute('/bikeMessenger/')({
  validateSearch: (search: Record<string, unknown>): { tab?: MessengerTab } =>
    search.tab === 'rider' ? { tab: 'rider' } : {},
  loaderDeps: ({ search }) => ({ rider: search.tab === 'rider' }),
  // The merchant's parcels come with the screen, which is drawn once with them.
  loader: ({ context, deps }) =>
    loadFirstData(context.queryClient, (client) =>
      tokenStore.get() && !deps.rider ? [client.ensureInfiniteQueryData(myParcelsQuery)] : [],
    ),
  component: BikeMessengerRoute,
});

function BikeMessengerRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessengerScreen
      tab={tab ?? 'merchant'}
      onTab={(next) =>
        void navigate({ search: next === 'rider' ? { tab: 'rider' } : {}, replace: true })
      }
    />
  );
}
