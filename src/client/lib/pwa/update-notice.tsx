import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const NOTICE_ID = 'app-update';

/** The 'New version available' notice; it stays until the member reloads or closes it. */
export function showUpdateNotice(apply: () => void): void {
  notifications.show({
    id: NOTICE_ID,
    title: 'New version available',
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">Reload to use it.</Text>
        <Button
          size="compact-sm"
          onClick={() => {
            notifications.update({
              id: NOTICE_ID,
              title: 'Updating…',
              message: 'The app reloads in a moment.',
              loading: true,
              autoClose: false,
            });
            apply();
          }}
        >
          Reload
        </Button>
      </Group>
    ),
    autoClose: false,
    withCloseButton: true,
  });
}
