/**
 * A picture chosen and uploaded at once, with the upload's progress and the server's refusal
 * beside the button; the form keeps only the stored picture's url. Where the picture goes is
 * the caller's `upload`; other ways to pick one (the storage library) sit beside the button.
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
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/errors';
import { FORM_PART_TEXT } from './form-texts';

export function PictureUpload({
  label,
  upload: send,
  onUploaded,
  disabled,
  beside,
}: {
  label: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ url: string }>;
  onUploaded: (url: string) => void;
  disabled?: boolean;
  /** More buttons next to the upload one, told whether the field is busy. */
  beside?: (disabled: boolean) => ReactNode;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const picture = await send(file, setProgress);
      onUploaded(picture.url);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };
  const busy = !!disabled || progress !== null;
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
              disabled={busy}
            >
              {label}
            </Button>
          )}
        </FileButton>
        {beside?.(busy)}
      </Group>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={FORM_PART_TEXT.uploading(label)}
          size="sm"
        />
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
      <CloseButton size="sm" aria-label={FORM_PART_TEXT.removePicture(label)} onClick={onRemove} />
    </Group>
  );
}
