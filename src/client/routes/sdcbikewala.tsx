import { createFileRoute } from '@tanstack/react-router';
import { PAGE_SIZE } from '../../contract/constants';
import { PRODUCT_CATEGORIES } from '../../contract/products-constants';
import { loadFirstData } from '../app/first-screen';
import { settingsQuery } from '../lib/club-settings';
import { sponsorProductsQuery, sponsorQuery } from '../features/sdcbikewala/api';
import { StorefrontScreen } from '../features/sdcbikewala/storefront-screen';

export const Route = createFileRoute('/sdcbikewala')({
  // The sponsor, then its departments' first products: the storefront is drawn once, whole.
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) => [
      client.ensureQueryData(settingsQuery),
      client
        .ensureQueryData(sponsorQuery)
        .then(({ sponsor }) =>
          Promise.all(
            sponsor
              ? PRODUCT_CATEGORIES.map((category) =>
                  client.ensureQueryData(
                    sponsorProductsQuery(sponsor.id, category, PAGE_SIZE.products),
                  ),
                )
              : [],
          ),
        ),
    ]),
  component: StorefrontScreen,
});
