import { createFileRoute } from '@tanstack/react-router';
import type { DirectorySort } from '../../../contract/users';
import { loadFirstData } from '../../app/first-screen';
import { directoryQuery, type DirectorySearch } from '../../features/people/api';
import { DirectoryScreen } from '../../features/people/directory-screen';
import { prepareDateFormat } from '../../lib/dates';
import { tokenStore } from '../../lib/token-store';

/**
 * The sorts, spelled here and type-checked against the contract: route options load with the
 * first render, and the contract's module would bring its schema library with it.
 */
const DIRECTORY_SORTS = ['newest', 'name'] as const satisfies readonly DirectorySort[];

/** The URL keeps the search: `?q=<text>&sort=name&page=2` (page counted from 1 for people). */
interface DirectoryUrl {
  q?: string;
  sort?: DirectorySort;
  page?: number;
}

export const Route = createFileRoute('/people/')({
  validateSearch: (search: Record<string, unknown>): DirectoryUrl => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
    const sort = DIRECTORY_SORTS.find((value) => value === search.sort);
    const page = Number(search.page);
    return {
      ...(q ? { q } : {}),
      ...(sort && sort !== 'newest' ? { sort } : {}),
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    };
  },
  loaderDeps: ({ search }) => search,
  // The first page comes with the screen, which is drawn once with it. A visitor is not asked:
  // the server would refuse them.
  loader: ({ context, deps }) => {
    prepareDateFormat();
    return loadFirstData(context.queryClient, (client) =>
      tokenStore.get() ? [client.ensureQueryData(directoryQuery(searchOf(deps)))] : [],
    );
  },
  component: DirectoryRoute,
});

const searchOf = (url: DirectoryUrl): DirectorySearch => ({
  q: url.q ?? '',
  sort: url.sort ?? 'newest',
  page: (url.page ?? 1) - 1,
});

function DirectoryRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DirectoryScreen
      search={searchOf(url)}
      onSearch={({ q, sort, page }, { replace }) =>
        void navigate({
          search: {
            ...(q ? { q } : {}),
            ...(sort !== 'newest' ? { sort } : {}),
            ...(page > 0 ? { page: page + 1 } : {}),
          },
          replace,
        })
      }
    />
  );
}
