/**
 * A jersey picture chosen and uploaded at once (POST /merchandise/jerseys/picture), with the
 * upload's progress; the form keeps only the stored picture's url.
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
import { errorMessage } from '../auth/auth-helpers';
import { uploadJerseyPicture } from './api';

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
      const picture = await uploadJerseyPicture(file, setProgress);
      onUploaded(picture.url);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
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
