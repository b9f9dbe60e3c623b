import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { missingFile, recoverFromFailedLoad, type ChunkRecovery } from '../lib/pwa/chunk-recovery';
import { onReconnect } from '../lib/pwa/connectivity';
import { RoutePending } from './route-pending';
import { SCREEN_ERROR_TEXT as TEXT } from './screen-error-texts';

/** Into the newest version, if one waits; the page alone if that code cannot come either. */
function reload() {
  void import('../lib/pwa/app-update').then(
    ({ updateApp }) => updateApp(),
    () => window.location.reload(),
  );
}

/**
 * The app's own error screen, drawn inside the app's frame (bar and menu stay) in place of a
 * screen that failed: what happened in plain words and a way on. A screen whose code could not
 * load first reloads once into the current version (lib/pwa/chunk-recovery.ts); until that is
 * decided the page shows the shape of a screen, not an error.
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
  const unreachable = outcome === 'unreachable';
  const [title, body] = unreachable
    ? [TEXT.unreachableTitle, TEXT.unreachable]
    : outcome === 'failed'
      ? [TEXT.missingTitle, TEXT.missing]
      : [TEXT.otherTitle, TEXT.other];
  const said = outcome === 'other' && error instanceof Error ? error.message : '';
  // Drawn with the few parts every screen already has: the app's first file carries it, so a
  // screen that failed for want of a file can still show it.
  return (
    <Container size="sm" px={{ base: 'xs', xs: 'md' }} py="xl">
      <Stack gap="sm" align="flex-start" role="alert">
        <Group gap="xs" wrap="nowrap">
          {unreachable && <IconWifiOff size={24} aria-hidden />}
          <Text component="h1" fw={700} fz="h3" c={unreachable ? undefined : 'red.8'} m={0}>
            {title}
          </Text>
        </Group>
        <Text size="sm">{body}</Text>
        {said && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {TEXT.details} {said}
          </Text>
        )}
        <Group gap="xs">
          {!unreachable && (
            <Button size="xs" onClick={reload}>
              {TEXT.reload}
            </Button>
          )}
          <Button size="xs" variant="light" component={Link} to="/intro">
            {TEXT.home}
          </Button>
          {outcome === 'other' && (
            <Button size="xs" variant="subtle" component={Link} to="/bugs">
              {TEXT.reportBug}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
