import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { MessageWatch } from '../features/conversations/unread';
import { AppLayout } from '../features/shell/app-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <Outlet />
      {/* A member's messages are live on every screen: counts and notices (loads late). */}
      <MessageWatch />
    </AppLayout>
  ),
  // §2: any unknown path shows the bug-report screen. The root is not split like file routes,
  // so the screen (and its form library) is loaded late by hand, out of the first chunk.
  notFoundComponent: lazyRouteComponent(
    () => import('../features/bugs/bug-report-screen'),
    'BugReportScreen',
  ),
});
