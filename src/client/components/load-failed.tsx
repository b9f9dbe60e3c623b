import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../lib/errors';
import { COMPONENT_TEXT } from './texts';

/**
 * What a screen shows where its data could not be loaded: what failed, why (the server's or
 * the network's words) and a way to ask again.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  /** What could not be loaded, e.g. "The rides could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" onClick={onRetry}>
          {COMPONENT_TEXT.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
