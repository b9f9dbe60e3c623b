import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from '../features/shell/app-layout';
import { BugReportScreen } from '../features/bugs/bug-report-screen';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  // §2: any unknown path shows the bug-report screen.
  notFoundComponent: BugReportScreen,
});
