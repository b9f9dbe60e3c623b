import { Container, Group, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { missingFile, recoverFromFailedLoad, type ChunkRecovery } from '../lib/pwa/chunk-recovery';
import { onReconnect } from '../lib/pwa/connectivity';
import { RoutePending } from './route-pending';
import { SCREEN_OFFLINE_TEXT } from './screen-offline-texts';

// Its words and buttons load when a screen has failed: the first screen carries only what
// decides what the failure was, and what to say offline, when nothing more can load.
const ScreenErrorMessage = lazy(() =>
  import('./screen-error-message').then(({ ScreenErrorMessage }) => ({
    default: ScreenErrorMessage,
  })),
);

/**
 * The app's own error screen, drawn inside the app's frame (bar and menu stay) in place of a
 * screen that failed, never the router's bare one. A screen whose code could not load first
 * reloads once into the current version (lib/pwa/chunk-recovery.ts); until that is decided the
 * page shows the shape of a screen, not an error. Offline, it says the screen is not on the
 * device yet, and opens it as soon as the server can be reached.
 */
export function ScreenError({ error }: ErrorComponentProps) {
  const [outcome, setOutcome] = useState<ChunkRecovery | 'deciding'>(() =>
    missingFile(error) === undefined ? 'other' : 'deciding',
  );
  useEffect(() => {
    if (missingFile(error) === undefined) return;
    let current = true;
    void recoverFromFailedLoad(error).then((next) => current && setOutcome(next));
    return () => {
      current = false;
    };
  }, [error]);
  // The file is fetched again with the page: a browser remembers a failed import until then.
  useEffect(() => {
    if (outcome !== 'unreachable') return;
    return onReconnect(() => window.location.reload());
  }, [outcome]);

  if (outcome === 'deciding' || outcome === 'reloading') return <RoutePending />;
  if (outcome === 'unreachable') {
    return (
      <Container size="sm" px={{ base: 'xs', xs: 'md' }} py="xl">
        <Stack gap="sm" role="alert">
          <Group gap="xs" wrap="nowrap">
            <IconWifiOff size={24} aria-hidden />
            <Text component="h1" fw={700} fz="h3" m={0}>
              {SCREEN_OFFLINE_TEXT.title}
            </Text>
          </Group>
          <Text size="sm">{SCREEN_OFFLINE_TEXT.body}</Text>
        </Stack>
      </Container>
    );
  }
  return (
    <Suspense fallback={<RoutePending />}>
      <ScreenErrorMessage missing={outcome === 'failed'} error={error} />
    </Suspense>
  );
}
