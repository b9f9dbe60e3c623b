import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { searchable, searchQuery } from '../features/search/api';
import { SearchScreen } from '../features/search/search-screen';
import { prepareDateFormat } from '../lib/dates';

/** Plain text for the route options: they load with the first render of every screen. */
const QUERY_MAX_LENGTH = 100;

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, QUERY_MAX_LENGTH) : '';
    return q ? { q } : {};
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  // A search opened from a link draws with its results, not a skeleton and then every hit again.
  loader: ({ context, deps }) => {
    if (!searchable(deps.q)) return undefined;
    prepareDateFormat();
    return loadFirstData(context.queryClient, (client) => [
      client.ensureQueryData(searchQuery(deps.q)),
    ]);
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchScreen
      q={q ?? ''}
      onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
    />
  );
}
