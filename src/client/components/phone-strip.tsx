import { Group, Text, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A strip of state under the navigation bar on phones (offline, writes waiting), where the bar
 * has no room for words. It is a status, labelled with its words.
 */
export function PhoneStrip({
  icon,
  children,
  label,
  ...props
}: GroupProps & { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group
      role="status"
      aria-label={label}
      gap={6}
      justify="center"
      py={4}
      px="md"
      bg="var(--mantine-color-orange-light)"
      c="var(--mantine-color-orange-light-color)"
      {...props}
    >
      {icon}
      <Text size="sm" fw={600} inherit>
        {children}
      </Text>
    </Group>
  );
}
