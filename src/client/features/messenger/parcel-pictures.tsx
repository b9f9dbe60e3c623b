/**
 * The parcel's pictures: each uploads as soon as it is picked, with its progress bar, and the
 * server's reason when it refuses one. At most PARCEL_LIMITS.picturesMax.
 */
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { ParcelPicture } from '../../../contract/parcels';
import { PARCEL_LIMITS } from '../../../contract/parcels-constants';
import { errorMessage } from '../../lib/errors';
import { uploadParcelPicture } from './api';
import { MESSENGER_TEXT } from './texts';

const TEXT = MESSENGER_TEXT.form;

export function ParcelPictures({
  pictures,
  onChange,
  onBusy,
  disabled,
}: {
  pictures: ParcelPicture[];
  onChange: (update: (pictures: ParcelPicture[]) => ParcelPicture[]) => void;
  /** +1 when an upload starts, -1 when it ends: the form waits for them before sending. */
  onBusy: (delta: 1 | -1) => void;
  disabled?: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = pictures.length >= PARCEL_LIMITS.picturesMax;

  const add = async (file: File) => {
    setError(null);
    setProgress(0);
    onBusy(1);
    try {
      const picture = await uploadParcelPicture(file, setProgress);
      onChange((current) => [...current, picture].slice(0, PARCEL_LIMITS.picturesMax));
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setProgress(null);
      onBusy(-1);
    }
  };

  return (
    <Stack gap={6}>
      <Input.Label component="span">{TEXT.pictures}</Input.Label>
      {pictures.length > 0 && (
        <Group gap="xs">
          {pictures.map((picture, index) => (
            <div key={picture.id} style={{ position: 'relative' }}>
              <Image
                src={picture.sizes[0]?.url ?? picture.url}
                alt={MESSENGER_TEXT.pictureAlt(TEXT.parcel, index)}
                w={72}
                h={72}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                size="sm"
                variant="filled"
                color="dark"
                radius="xl"
                aria-label={TEXT.removePicture(index + 1)}
                style={{ position: 'absolute', top: 2, right: 2 }}
                disabled={disabled}
                onClick={() =>
                  onChange((current) => current.filter((one) => one.id !== picture.id))
                }
              >
                <IconX size={12} />
              </ActionIcon>
            </div>
          ))}
        </Group>
      )}
      {progress !== null && (
        <Progress value={progress * 100} size="sm" aria-label={TEXT.uploading} />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <FileButton
        onChange={(file) => file && void add(file)}
        accept="image/png,image/jpeg,image/webp"
        disabled={disabled || full || progress !== null}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="sm"
            w="fit-content"
            leftSection={<IconPhotoPlus size={16} />}
            loading={progress !== null}
          >
            {TEXT.addPicture}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {TEXT.pictureCount(pictures.length, PARCEL_LIMITS.picturesMax)}
      </Text>
    </Stack>
  );
}
