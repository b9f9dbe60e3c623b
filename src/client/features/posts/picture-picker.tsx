import { ActionIcon, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { POST_LIMITS } from '../../../contract/posts';
import type { QueuedPicture } from './outbox-send';
import { FORM_TEXT } from './texts';

/** A picture in the form: what will be sent, a preview, and its upload's progress. */
export interface PickedPicture {
  key: string;
  picture: QueuedPicture;
  preview: string;
  /** 0..1 while uploading, null before. */
  progress: number | null;
  error?: string;
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
  return (
    <Stack gap="xs">
      {pictures.map((item) => {
        const name = 'name' in item.picture ? item.picture.name : item.picture.url;
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
                  aria-label={FORM_TEXT.uploading(name)}
                />
              )}
              {item.error && (
                <Text size="xs" c="red.8">
                  {item.error}
                </Text>
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={disabled}
              aria-label={`${FORM_TEXT.removePicture} ${name}`}
              onClick={() => onChange(pictures.filter((other) => other.key !== item.key))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <FileButton onChange={add} accept="image/*" multiple disabled={disabled || room <= 0}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconPhotoPlus size={16} />}
            w="fit-content"
          >
            {FORM_TEXT.pictures}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
