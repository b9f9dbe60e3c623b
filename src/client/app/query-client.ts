import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export const queryClient = new QueryClient({
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
