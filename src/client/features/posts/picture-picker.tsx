import { ActionIcon, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { POST_LIMITS } from '../../../contract/posts-constants';
import type { StorageItem } from '../../../contract/storage';
import { LibraryPickButton } from '../storage/library-pick-button';
import { postPictureFromLibrary } from '../../lib/library-pictures';
import type { QueuedPicture } from './outbox-send';
import { POST_FORM_TEXT } from './texts';

/** A picture in the form: what will be sent, a preview, and its upload's progress. */
export interface PickedPicture {
  key: string;
  picture: QueuedPicture;
  preview: string;
  /** 0..1 while uploading, null before. */
  progress: number | null;
  error?: string;
  /** What to call it, when not its file's name: a library picture's name. */
  label?: string;
}

export function pickedFrom(picture: QueuedPicture): PickedPicture {
  return {
    key: crypto.randomUUID(),
    picture,
    preview: 'url' in picture ? picture.url : URL.createObjectURL(picture.blob),
    progress: 'url' in picture ? 1 : null,
  };
}

export function PicturePicker({
  pictures,
  onChange,
  disabled,
}: {
  pictures: PickedPicture[];
  onChange: (pictures: PickedPicture[]) => void;
  disabled?: boolean;
}) {
  const room = POST_LIMITS.mediaMax - pictures.length;
  const add = (files: File[]) =>
    onChange([
      ...pictures,
      ...files.slice(0, room).map((file) => pickedFrom({ blob: file, name: file.name })),
    ]);
  // Library pictures become post pictures on the server at once; those made before a refusal
  // stay in the form.
  const addFromLibrary = async (items: StorageItem[]) => {
    const made: PickedPicture[] = [];
    try {
      for (const item of items.slice(0, room)) {
        const { url } = await postPictureFromLibrary(item.id);
        made.push({ ...pickedFrom({ url }), label: item.name });
      }
    } finally {
      if (made.length > 0) onChange([...pictures, ...made]);
    }
  };
  return (
    <Stack gap="xs">
      {pictures.map((item) => {
        const name = item.label ?? ('name' in item.picture ? item.picture.name : item.picture.url);
        return (
          <Group key={item.key} gap="sm" wrap="nowrap">
            <Image src={item.preview} alt="" w={56} h={56} radius="sm" fit="cover" />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" truncate>
                {name.split('/').at(-1)}
              </Text>
              {item.progress !== null && item.progress < 1 && (
                <Progress
                  value={item.progress * 100}
                  size="sm"
                  aria-label={POST_FORM_TEXT.uploading(name)}
                />
              )}
              {item.error && (
                <Text size="xs" c="red">
                  {item.error}
                </Text>
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={disabled}
              aria-label={POST_FORM_TEXT.removePictureNamed(name)}
              onClick={() => onChange(pictures.filter((other) => other.key !== item.key))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs">
        <FileButton onChange={add} accept="image/*" multiple disabled={disabled || room <= 0}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoPlus size={16} />}
              w="fit-content"
            >
              {POST_FORM_TEXT.pictures}
            </Button>
          )}
        </FileButton>
        <LibraryPickButton max={room} disabled={disabled} onPick={addFromLibrary} />
      </Group>
    </Stack>
  );
}
