import { createFileRoute } from '@tanstack/react-router';
import type { DirectorySort } from '../../../contract/users';
import { DirectoryScreen } from '../../features/people/directory-screen';

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
  component: DirectoryRoute,
});

function DirectoryRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DirectoryScreen
      search={{ q: url.q ?? '', sort: url.sort ?? 'newest', page: (url.page ?? 1) - 1 }}
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
