import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys, SESSION_ENDED } from '../lib/current-user';
import { ApiError } from '../lib/api-client';
import { tokenStore } from '../lib/token-store';
import { provideQueryClient } from '../lib/app-handles';

/**
 * A call refused because the server ended this device's session: who is signed in is asked
 * again, which forgets the token and tells the member why.
 */
function noticeEndedSession(error: unknown): void {
  if (!(error instanceof ApiError) || error.code !== SESSION_ENDED || !tokenStore.get()) return;
  void queryClient.invalidateQueries({ queryKey: authKeys.me });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: noticeEndedSession }),
  mutationCache: new MutationCache({ onError: noticeEndedSession }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Offline, a read still goes out: the service worker answers it from what it saved. Held
      // back instead, a screen never read online would wait for the network with no end.
      networkMode: 'offlineFirst',
      // A 4xx will not get better by asking again, nor a read made offline: it fails at once
      // (api-client.ts says whether anything was saved), and is asked again back online.
      retry: (count, error) =>
        navigator.onLine && !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
// Code outside React (sockets, the outbox's senders) reads the client from lib/.
provideQueryClient(queryClient);
