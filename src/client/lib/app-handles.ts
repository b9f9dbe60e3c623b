/**
 * The app's query client and router, for code that works outside React: a socket's frames, a
 * queued write's reply, a notice's link. Both are made at the top (app/), which imports the
 * features and, through them, lib/: an import of app/ from below would close a circle. So app/
 * hands them down here once, as it makes them, and the code below reads them from here.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';

let queryClient: QueryClient | undefined;
let router: RegisteredRouter | undefined;

/** Called once, by app/query-client.ts as it makes the client. */
export function provideQueryClient(client: QueryClient): void {
  queryClient = client;
}

/** Called once, by app/router.tsx as it makes the router. */
export function provideRouter(made: RegisteredRouter): void {
  router = made;
}

/** The client the app's screens read through; app/ gives it before any screen or write runs. */
export function appQueryClient(): QueryClient {
  if (!queryClient) throw new Error('The query client is used before app/query-client made it');
  return queryClient;
}

/** The app's router; undefined where no router runs (a test of one part). */
export function appRouter(): RegisteredRouter | undefined {
  return router;
}
