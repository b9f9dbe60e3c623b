// The build serves only the styles of the components the app draws (scripts/mantine-used-styles.ts).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's variables, written by the build (scripts/mantine-css-variables.ts).
import 'virtual:mantine-css-variables.css';
// Bangla's letters, fetched only when shown.
import './bangla-font.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { importWhenOnline } from '../lib/load-late';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazy(() => importWhenOnline(() => import('./notifications-host')));

/**
 * Where in-app notices appear, loaded with the first notice: most visits show none, and the
 * host's code would only hold up the first screen. A notice shown before it is loaded waits in
 * @mantine/notifications' store and appears with it.
 */
function NoticesHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <NoticesHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
