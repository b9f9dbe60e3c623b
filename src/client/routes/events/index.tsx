import { createFileRoute } from '@tanstack/react-router';
import type { EventList } from '../../../contract/events';
import { loadFirstData } from '../../app/first-screen';
import { eventListQuery } from '../../features/events/api';
import { EventsScreen } from '../../features/events/events-screen';

/**
 * The tabs besides Upcoming, which is the default and keeps the address plain. Spelled here,
 * type-checked against the contract: route options load with the first render, and the
 * contract's module would bring its schema library with it.
 */
const OTHER_LISTS = ['past', 'mine'] as const satisfies readonly EventList[];

/** `?list=past|mine` picks the tab. */
export const Route = createFileRoute('/events/')({
  validateSearch: (search: Record<string, unknown>): { list?: EventList } => {
    const list = OTHER_LISTS.find((one) => one === search.list);
    return list ? { list } : {};
  },
  loaderDeps: ({ search }) => ({ list: search.list ?? 'upcoming' }),
  loader: ({ context, deps }) =>
    loadFirstData(context.queryClient, (client) => [
      client.ensureInfiniteQueryData(eventListQuery(deps.list)),
    ]),
  component: EventsRoute,
});

function EventsRoute() {
  const { list } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventsScreen
      list={list ?? 'upcoming'}
      onList={(next) =>
        void navigate({ search: next === 'upcoming' ? {} : { list: next }, replace: true })
      }
    />
  );
}
