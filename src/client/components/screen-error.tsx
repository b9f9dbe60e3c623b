import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { updateApp } from '../lib/pwa/app-update';
import { missingFile, recoverFromFailedLoad, type ChunkRecovery } from '../lib/pwa/chunk-recovery';
import { onReconnect } from '../lib/pwa/connectivity';
import { RoutePending } from './route-pending';
import { SCREEN_ERROR_TEXT as TEXT } from './screen-error-texts';

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
  return (
    <Container size="sm" px={{ base: 'xs', xs: 'md' }} py="xl">
      <Alert
        color={unreachable ? 'gray' : 'red'}
        variant="light"
        icon={
          unreachable ? (
            <IconCloudOff size={20} aria-hidden />
          ) : (
            <IconAlertTriangle size={20} aria-hidden />
          )
        }
        title={
          <Title order={1} size="h3">
            {title}
          </Title>
        }
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{body}</Text>
          {said && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {TEXT.details} {said}
            </Text>
          )}
          <Group gap="xs">
            {!unreachable && (
              <Button size="xs" onClick={() => void updateApp()}>
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
      </Alert>
    </Container>
  );
}
