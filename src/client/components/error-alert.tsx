import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failure the member has to read: red, announced to screen readers (role=alert). */
export function ErrorAlert({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      {children}
    </Alert>
  );
}
