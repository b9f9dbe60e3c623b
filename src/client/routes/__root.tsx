import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Fragment, lazy, Suspense } from 'react';
import { loadFirstData } from '../app/first-screen';
import { currentUserQuery } from '../lib/current-user';
import { notificationCountQuery } from '../lib/notification-count';
import { currentOwner } from '../lib/session-owner';
import { tokenStore } from '../lib/token-store';
import { MessageWatch } from '../features/conversations/unread';
import { AppLayout } from '../features/shell/app-layout';
import { ScreenError } from '../components/screen-error';
import { useFollowClubTimeZone } from '../lib/club-zone';
import { PageLanguage } from '../lib/i18n/page-language';
import { useMemberLanguage } from '../lib/i18n/use-member-language';
import { importWhenOnline } from '../lib/load-late';
import { useOnline } from '../lib/pwa/connectivity';

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

function Root() {
  // Every date is in the club's zone: should the club's setting differ from the one kept on
  // this device, the page is drawn afresh with it.
  const timeZone = useFollowClubTimeZone();
  useMemberLanguage();
  return (
    // A new language draws the whole page again, its frame too.
    <PageLanguage>
      <AppLayout>
        <OfflineNotice />
        <Fragment key={timeZone}>
          <Outlet />
        </Fragment>
        {/* A member's messages are live on every screen: counts and notices (loads late). */}
        <MessageWatch />
      </AppLayout>
    </PageLanguage>
  );
}

/** The root itself failed: its error screen still stands in the app's frame. */
function RootError(props: ErrorComponentProps) {
  return (
    <AppLayout>
      <ScreenError {...props} />
    </AppLayout>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The bar shows who is signed in, and a member's bell its count, from its first drawing.
  // With no token stored the answer is known at once: kept now, it spares every screen a
  // second drawing when it would come in.
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) => {
      if (tokenStore.get()) {
        return [
          client.ensureQueryData(currentUserQuery),
          client.ensureQueryData(notificationCountQuery(currentOwner())),
        ];
      }
      if (client.getQueryData(currentUserQuery.queryKey) === undefined) {
        client.setQueryData(currentUserQuery.queryKey, null);
      }
      return [];
    }),
  component: Root,
  errorComponent: RootError,
  // §2: any unknown path shows the bug-report screen. The root is not split like file routes,
  // so the screen (and its form library) is loaded late by hand, out of the first chunk.
  notFoundComponent: lazyRouteComponent(
    () => import('../features/bugs/bug-report-screen'),
    'BugReportScreen',
  ),
});
