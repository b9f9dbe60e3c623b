import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { queryClient } from './query-client';
import { provideRouter } from '../lib/app-handles';
import { RoutePending } from '../components/route-pending';
import { ScreenError } from '../components/screen-error';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which keeps its own cache.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: RoutePending,
  // A screen that fails (its code could not load after a deploy, or it threw) shows the app's
  // own error screen in the app's frame, never the router's bare one.
  defaultErrorComponent: ScreenError,
  scrollRestoration: true,
});

// A notice's link, outside React, moves through the router it reads from lib/.
provideRouter(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
