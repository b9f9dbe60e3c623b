import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { MessageWatch } from '../features/conversations/unread';
import { AppLayout } from '../features/shell/app-layout';
import { importWhenOnline } from '../lib/load-late';
import { useOnline } from '../lib/pwa/online-status';

const NotSavedOffline = lazy(() =>
  importWhenOnline(() => import('../components/not-saved-offline')),
);

/** Offline, a page whose data was never saved says so above itself, with what is saved. */
function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <NotSavedOffline />
    </Suspense>
  );
}

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <OfflineNotice />
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
