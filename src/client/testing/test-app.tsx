/**
 * Renders the shell around a small route tree, for component tests: the real AppLayout, theme,
 * query client and router, with memory history and a member seeded into the query cache.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PageLanguage } from '../lib/i18n/page-language';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll } from 'vitest';
import type { RoleName } from '../../contract/roles';
import type { SelfUser } from '../../contract/users';
import { cssVariablesResolver, theme } from '../app/theme';
import { authKeys } from '../lib/current-user';
import { AppLayout } from '../features/shell/app-layout';
import { afterFirstScreen } from '../lib/load-late';
import { setSenderRegistration } from '../lib/outbox/sender-registration';

// As main.tsx does at boot: the outbox sends every kind a screen queues.
setSenderRegistration(() =>
  import('../app/outbox-senders').then(({ registerOutboxSenders }) => registerOutboxSenders()),
);

/**
 * The shell loads a few parts once the first screen is drawn (push notices, the outbox, the
 * cart's sync). Parts that started loading in a file's last test get a moment to finish before
 * the file's window goes away; one still loading then fails the whole run.
 */
afterAll(() => afterFirstScreen().then(() => new Promise((done) => setTimeout(done, 300))));

export function testUser(roles: RoleName[] = ['ROLE_USER'], username = 'rider_rahim'): SelfUser {
  return {
    id: 7,
    username,
    fullName: 'Rahim Uddin',
    uniqueName: username,
    profilePicture: null,
    coverPicture: null,
    roles: roles.map((name) => ({ name })),
    createdAt: '2026-01-01T00:00:00.000Z',
    accountStatus: 'active',
    lastLogin: null,
    canManageUsers: false,
    canDeletePosts: false,
    email: 'rahim@example.org',
    contact: '01712345678',
    address: 'House 1, Road 2, Dhaka',
    dob: '1990-01-01',
    gender: 'MALE',
    role: roles[roles.length - 1] ?? 'ROLE_USER',
    paymentMethod: null,
    language: null,
  };
}

const SIMPLE_PAGES = [
  '/intro',
  '/home',
  '/messges',
  '/people',
  '/events',
  '/shop',
  '/bikeMessenger',
  '/storage',
  '/demo',
  '/bugs',
  '/products/cart',
  '/auth/signin',
  '/auth/signup',
  '/dashboard',
  '/dashboard/dashboarddev',
];

export function renderApp({
  path,
  user = null,
  routes,
  notFound,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
}: {
  path: string;
  user?: SelfUser | null;
  /** Routes under the root; they replace the plain test page at the same path. */
  routes?: (root: AnyRoute) => AnyRoute[];
  notFound?: () => ReactNode;
  /** The app's own client, for code that writes to it outside React (the outbox's senders). */
  queryClient?: QueryClient;
}) {
  queryClient.setQueryData(authKeys.me, user);
  const root = createRootRoute({
    component: () => (
      <PageLanguage>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </PageLanguage>
    ),
    notFoundComponent: notFound,
  });
  const custom = routes?.(root) ?? [];
  const taken = new Set(
    custom.map(
      (route) => `/${String((route.options as { path?: string }).path).replace(/^\//, '')}`,
    ),
  );
  const isTaken = (page: string) =>
    [...taken].some((path) => page === path || page.startsWith(`${path}/`));
  const plain: AnyRoute[] = SIMPLE_PAGES.filter((page) => !isTaken(page)).map((page) =>
    createRoute({
      getParentRoute: () => root,
      path: page,
      component: () => <p>page {page}</p>,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren([...plain, ...custom]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    // env="test" turns off transitions and portals, so menus and drawers open at once.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
