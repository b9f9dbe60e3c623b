import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadFirstData } from '../app/first-screen';
import { currentUserQuery } from '../features/auth/current-user';
import { tokenStore } from '../lib/token-store';
import { AppLayout } from '../features/shell/app-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The bar shows who is signed in from its first drawing.
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) =>
      tokenStore.get() ? [client.ensureQueryData(currentUserQuery)] : [],
    ),
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  // §2: any unknown path shows the bug-report screen. The root is not split like file routes,
  // so the screen (and its form library) is loaded late by hand, out of the first chunk.
  notFoundComponent: lazyRouteComponent(
    () => import('../features/bugs/bug-report-screen'),
    'BugReportScreen',
  ),
});
