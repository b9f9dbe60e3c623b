import { Container, Skeleton, Stack } from '@mantine/core';
import { COMPONENT_TEXT } from './texts';

/** Shown while a route's chunk or data loads: the shape of a page, not a spinner. */
export function RoutePending() {
  return (
    <Container size="md" py="xl" aria-busy="true" aria-label={COMPONENT_TEXT.loading}>
      <Stack>
        <Skeleton height={32} width="40%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="90%" />
        <Skeleton height={160} />
      </Stack>
    </Container>
  );
}
