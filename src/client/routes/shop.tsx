import { createFileRoute } from '@tanstack/react-router';
import type { ProductCategory } from '../../contract/products';
import { loadFirstData } from '../app/first-screen';
import { catalogueQuery, settingsQuery } from '../features/shop/api';
import { CatalogueScreen } from '../features/shop/catalogue/catalogue-screen';

/**
 * The categories, spelled here and type-checked against the contract: route options load with
 * the first render, and the contract's module would bring its schema library with it.
 */
const CATEGORIES = [
  'parts',
  'accessories',
  'clothing',
  'training-leisure',
] as const satisfies readonly ProductCategory[];

/** The URL keeps the search: `?q=<text>&category=parts&page=2` (page counted from 1). */
interface ShopUrl {
  q?: string;
  category?: ProductCategory;
  page?: number;
}

export const Route = createFileRoute('/shop')({
  validateSearch: (search: Record<string, unknown>): ShopUrl => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
    const category = CATEGORIES.find((value) => value === search.category);
    const page = Number(search.page);
    return {
      ...(q ? { q } : {}),
      ...(category ? { category } : {}),
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    };
  },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps: { search } }) =>
    loadFirstData(context.queryClient, (client) => [
      client.ensureQueryData(settingsQuery),
      client.ensureQueryData(catalogueQuery(catalogueSearch(search))),
    ]),
  component: ShopRoute,
});

/** The catalogue search an address names (its page counted from 0). */
function catalogueSearch(url: ShopUrl) {
  return { q: url.q ?? '', category: url.category ?? null, page: (url.page ?? 1) - 1 };
}

function ShopRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogueScreen
      search={catalogueSearch(url)}
      onSearch={({ q, category, page }, { replace }) =>
        void navigate({
          search: {
            ...(q ? { q } : {}),
            ...(category ? { category } : {}),
            ...(page > 0 ? { page: page + 1 } : {}),
          },
          replace,
        })
      }
    />
  );
}
