import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { lazyAfterIdle } from '../lib/load-late';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// Notices shown before this loads wait in @mantine/notifications' store and appear with it.
const NotificationsHost = lazyAfterIdle(() => import('./notifications-host'));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
