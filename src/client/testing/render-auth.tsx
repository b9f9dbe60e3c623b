/**
 * Renders an auth screen the way the app does (Mantine, Query, a router for links), without a
 * server: component tests cover what renders and validates locally; the browser tests cover
 * the calls against the real server.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
// The matchers are installed by the test setup; this brings their types to the type check.
import '@testing-library/jest-dom/vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { vi } from 'vitest';
import { AUTH_PATHS } from '../../contract/api-paths';

export function renderAuth(ui: ReactElement, { queryClient = testQueryClient() } = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  }) as unknown as AnyRouter;
  const user = userEvent.setup();
  render(
    <StrictMode>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  return { user, router, queryClient };
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * fetch for tests with no server. The availability checks get the server's documented reply
 * for a free name (true); every other request fails as it would offline.
 */
export function stubFetchWithFreeNames() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (
      url.includes(AUTH_PATHS.checkUsernameAvailability) ||
      url.includes(AUTH_PATHS.checkEmailAvailability)
    ) {
      return new Response('true', { headers: { 'content-type': 'application/json' } });
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function calledUrls(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}
