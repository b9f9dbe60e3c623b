/**
 * A product picture chosen and uploaded at once (POST /product/picture), with the upload's
 * progress; the form keeps only the stored picture's url.
 */
import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { StorageItem } from '../../../contract/storage';
import { errorMessage } from '../auth/auth-helpers';
import { LibraryPickButton } from '../storage/library-pick-button';
import { productPictureFromLibrary } from '../storage/library-pictures';
import { uploadProductPicture } from './api';

export function PictureUpload({
  label,
  onUploaded,
  disabled,
}: {
  label: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const picture = await uploadProductPicture(file, setProgress);
      onUploaded(picture.url);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };
  const takeFromLibrary = async ([item]: StorageItem[]) => {
    if (item) onUploaded((await productPictureFromLibrary(item.id)).url);
  };
  return (
    <Stack gap={4}>
      <Group>
        <FileButton onChange={(file) => void upload(file)} accept="image/*">
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              disabled={disabled || progress !== null}
            >
              {label}
            </Button>
          )}
        </FileButton>
        <LibraryPickButton
          max={1}
          size="xs"
          variant="light"
          disabled={disabled || progress !== null}
          onPick={takeFromLibrary}
        />
      </Group>
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} aria-label={`${label}: uploading`} size="sm" />
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

export function PictureThumb({
  url,
  label,
  onRemove,
}: {
  url: string;
  label: string;
  onRemove: () => void;
}) {
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      <Image src={url} alt={label} w={88} h={88} fit="cover" radius="sm" />
      <CloseButton size="sm" aria-label={`Remove ${label}`} onClick={onRemove} />
    </Group>
  );
}
