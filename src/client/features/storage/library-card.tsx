/** One library file: its picture or player, name, description, and rename and delete. */
import { ActionIcon, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { StorageItem } from '../../../contract/storage';
import { STORAGE_LIMITS, STORAGE_TEXT } from '../../../contract/storage-constants';
import { formatBytes } from '../../../contract/tempfiles-constants';
import { errorMessage } from '../../lib/errors';
import { useDeleteLibraryFile, useUpdateLibraryFile } from './api';
import { Picture } from '../../components/picture';

function Preview({ item }: { item: StorageItem }) {
  if (item.kind === 'image') {
    return (
      <Picture
        picture={item}
        src={item.sizes[0]?.url ?? item.url}
        sizes="(max-width: 600px) 100vw, 320px"
        alt={item.name}
        h={180}
        fit="cover"
      />
    );
  }
  if (item.kind === 'video') {
    return (
      <video
        src={item.url}
        controls
        preload="metadata"
        style={{ width: '100%', maxHeight: 180 }}
        aria-label={item.name}
      />
    );
  }
  return (
    <audio
      src={item.url}
      controls
      preload="none"
      style={{ width: '100%' }}
      aria-label={item.name}
    />
  );
}

export function LibraryCard({ item }: { item: StorageItem }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(item.name);
  const update = useUpdateLibraryFile();
  const remove = useDeleteLibraryFile();
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });

  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Card.Section>
        <Preview item={item} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        {renaming ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate(
                { id: item.id, changes: { name: name.trim() } },
                { onSuccess: () => setRenaming(false), onError: fail },
              );
            }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={STORAGE_TEXT.name}
                value={name}
                maxLength={STORAGE_LIMITS.nameMaxLength}
                onChange={(event) => setName(event.currentTarget.value)}
                style={{ flex: 1 }}
                autoFocus
              />
              <Button type="submit" size="sm" loading={update.isPending} disabled={!name.trim()}>
                {STORAGE_TEXT.save}
              </Button>
              <Button size="sm" variant="default" onClick={() => setRenaming(false)}>
                {STORAGE_TEXT.cancel}
              </Button>
            </Group>
          </form>
        ) : (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate="end">
              {item.name}
            </Text>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                title={STORAGE_TEXT.rename}
                variant="subtle"
                aria-label={STORAGE_TEXT.renameLabel(item.name)}
                onClick={() => {
                  setName(item.name);
                  setRenaming(true);
                }}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                title={STORAGE_TEXT.delete}
                variant="subtle"
                color="red"
                aria-label={STORAGE_TEXT.deleteLabel(item.name)}
                loading={remove.isPending}
                // The card leaves the list once the delete lands, and callbacks given to mutate()
                // are dropped with the component that called it: the notice follows the promise.
                onClick={() =>
                  remove
                    .mutateAsync(item.id)
                    .then(
                      () => notifications.show({ color: 'teal', message: STORAGE_TEXT.deleted }),
                      fail,
                    )
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        )}
        {item.description && (
          <Text size="sm" lineClamp={3}>
            {item.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {STORAGE_TEXT.kindLabels[item.kind]} · {formatBytes(item.size)}
        </Text>
      </Stack>
    </Card>
  );
}
