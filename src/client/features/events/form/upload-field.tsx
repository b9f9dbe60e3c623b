/**
 * A file the ride form uploads as soon as it is picked, with its progress bar and the server's
 * reason if refused: a cover, a sponsor's picture or a GPX route.
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
import { IconUpload, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/errors';
import { RIDE_FORM_TEXT } from '../texts';

export interface Upload<T> {
  /** 0..1 while sending, null otherwise. */
  progress: number | null;
  error: string | null;
  /** Uploads the file; null when it was refused or lost (the reason is in `error`). */
  run(file: File): Promise<T | null>;
}

export function useUpload<T>(
  send: (file: File, onProgress: (fraction: number) => void) => Promise<T>,
  onBusy: (delta: 1 | -1) => void,
): Upload<T> {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    progress,
    error,
    async run(file) {
      setError(null);
      setProgress(0);
      onBusy(1);
      try {
        return await send(file, setProgress);
      } catch (reason) {
        setError(errorMessage(reason));
        return null;
      } finally {
        setProgress(null);
        onBusy(-1);
      }
    },
  };
}

export function UploadField({
  label,
  buttonLabel,
  removeLabel,
  accept,
  fileName,
  preview,
  summary,
  upload,
  onPick,
  onRemove,
  disabled,
  beside,
}: {
  label: string;
  buttonLabel: string;
  removeLabel: string;
  accept: string;
  /** What is uploaded now, if anything. */
  fileName: string | null;
  /** A picture's preview url. */
  preview?: string | null;
  /** What the server read from the file (a route's distance and climb). */
  summary?: ReactNode;
  upload: Upload<unknown>;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  /** Another way to fill the field, shown next to the upload button. */
  beside?: ReactNode;
}) {
  const busy = upload.progress !== null;
  return (
    <Stack gap={6}>
      <Input.Label component="span">{label}</Input.Label>
      {fileName && (
        <Group gap="sm" wrap="nowrap">
          {preview && <Image src={preview} alt="" w={72} h={54} radius="sm" fit="cover" />}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" truncate>
              {fileName}
            </Text>
            {summary}
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={removeLabel}
            onClick={onRemove}
            disabled={disabled || busy}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      )}
      {busy && (
        <Progress
          value={(upload.progress ?? 0) * 100}
          size="sm"
          aria-label={RIDE_FORM_TEXT.uploading(label)}
        />
      )}
      {upload.error && (
        <Text size="sm" c="red" role="alert">
          {upload.error}
        </Text>
      )}
      <Group gap="xs">
        <FileButton
          onChange={(file) => file && onPick(file)}
          accept={accept}
          disabled={disabled || busy}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconUpload size={16} />}
              w="fit-content"
              loading={busy}
            >
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        {beside}
      </Group>
    </Stack>
  );
}
