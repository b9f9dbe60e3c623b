import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SCREEN_ERROR_TEXT as TEXT } from './screen-error-texts';

/** Into the newest version, if one waits; the page alone if that code cannot come either. */
function reload() {
  void import('../lib/pwa/app-update').then(
    ({ updateApp }) => updateApp(),
    () => window.location.reload(),
  );
}

/**
 * What the app's own error screen says of a screen that failed (components/screen-error.tsx):
 * its code is still missing after a reload into the current version, or it threw. What
 * happened in plain words, and a way on.
 */
export function ScreenErrorMessage({ missing, error }: { missing: boolean; error: unknown }) {
  const [title, body] = missing ? [TEXT.missingTitle, TEXT.missing] : [TEXT.otherTitle, TEXT.other];
  const said = !missing && error instanceof Error ? error.message : '';
  return (
    <Container size="sm" px={{ base: 'xs', xs: 'md' }} py="xl">
      <Stack gap="sm" align="flex-start" role="alert">
        <Text component="h1" fw={700} fz="h3" c="red.8" m={0}>
          {title}
        </Text>
        <Text size="sm">{body}</Text>
        {said && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {TEXT.details} {said}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={reload}>
            {TEXT.reload}
          </Button>
          <Button size="xs" variant="light" component={Link} to="/intro">
            {TEXT.home}
          </Button>
          {!missing && (
            <Button size="xs" variant="subtle" component={Link} to="/bugs">
              {TEXT.reportBug}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
