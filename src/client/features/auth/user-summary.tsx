import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DEFAULT_AVATAR_URL } from '../../../contract/constants';

interface UserSummaryProps {
  fullName: string;
  username: string;
  pictureUrl: string | null | undefined;
  children?: ReactNode;
}

/** Picture, full name and username of a member, as both sign-in cards show them (§2). */
export function UserSummary({ fullName, username, pictureUrl, children }: UserSummaryProps) {
  return (
    <Group wrap="nowrap" gap="md">
      <Avatar src={pictureUrl || DEFAULT_AVATAR_URL} alt={fullName} size={64} radius="xl" />
      <Stack gap={2} miw={0}>
        <Text fw={700} size="lg" truncate>
          {fullName}
        </Text>
        <Text c="dimmed" size="sm" truncate>
          @{username}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}
