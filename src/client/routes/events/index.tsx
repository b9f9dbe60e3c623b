import { createFileRoute } from '@tanstack/react-router';
import { EVENT_LISTS, type EventList } from '../../../contract/events';
import { EventsScreen } from '../../features/events/events-screen';

/** `?list=past|mine` picks the tab; Upcoming is the default and keeps the address plain. */
export const Route = createFileRoute('/events/')({
  validateSearch: (search: Record<string, unknown>): { list?: EventList } =>
    EVENT_LISTS.includes(search.list as EventList) && search.list !== 'upcoming'
      ? { list: search.list as EventList }
      : {},
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
