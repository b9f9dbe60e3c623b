/** The member's shared files with their expiry, each with its link and a delete button. */
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { TempFile } from '../../../contract/tempfiles';
import { TEMPFILE_TEXT, formatBytes } from '../../../contract/tempfiles-constants';
import { errorMessage } from '../../lib/errors';
import { shareLink, useDeleteTempFile } from './api';
import { CopyLinkButton } from './link-field';
import { formatDate } from '../../lib/dates';
import { TEMPFILES_TEXT } from './texts';

const when = (iso: string) => formatDate(iso, 'dateTime');

export function MyFiles({ files }: { files: TempFile[] }) {
  const remove = useDeleteTempFile();
  if (files.length === 0) return <Text c="dimmed">{TEMPFILE_TEXT.none}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <Paper key={file.id} withBorder p="sm" radius="md" component="li">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={500} truncate="end">
                {file.name}
              </Text>
              <Text size="sm" c="dimmed">
                {formatBytes(file.size)} · {TEMPFILE_TEXT.expires(when(file.expiresAt))}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <CopyLinkButton link={shareLink(file)} label={TEMPFILES_TEXT.copyLinkOf(file.name)} />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={TEMPFILE_TEXT.deleteLabel(file.name)}
                title={TEMPFILE_TEXT.delete}
                loading={remove.isPending && remove.variables === file.id}
                onClick={() =>
                  remove.mutate(file.id, {
                    onSuccess: () =>
                      notifications.show({ color: 'teal', message: TEMPFILE_TEXT.deleted }),
                    onError: (error) =>
                      notifications.show({ color: 'red', message: errorMessage(error) }),
                  })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
