import { createFileRoute } from '@tanstack/react-router';
import type { EventList } from '../../../contract/events-constants';
import { loadFirstData } from '../../app/first-screen';
import { prepareDateFormat } from '../../lib/dates';
import { eventListQuery } from '../../features/events/api';
import { EventsScreen } from '../../features/events/list/events-screen';
import { filtersOf, validateRideSearch } from '../../features/events/list/ride-search';

/** `?list=past|mine` picks the tab; pace, kind, distance and going filter; `view=calendar`. */
export const Route = createFileRoute('/events/')({
  validateSearch: validateRideSearch,
  loaderDeps: ({ search }) => ({
    list: (search.list ?? 'upcoming') as EventList,
    filters: filtersOf(search),
    calendar: search.view === 'calendar',
  }),
  loader: ({ context, deps }) => {
    prepareDateFormat();
    // The calendar reads its own days once its code has come.
    return deps.calendar
      ? undefined
      : loadFirstData(context.queryClient, (client) => [
          client.ensureInfiniteQueryData(eventListQuery(deps.list, deps.filters)),
        ]);
  },
  component: EventsRoute,
});

function EventsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventsScreen
      search={search}
      onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
