/** Adds a picture, video or audio file with a name and description, with an upload bar. */
import { Alert, Button, FileInput, Paper, Progress, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { STORAGE_LIMITS, STORAGE_TEXT } from '../../../contract/storage-constants';
import { errorMessage } from '../../lib/errors';
import { useAddToLibrary } from './api';
import { GrowingTextarea } from '../../components/growing-textarea';

/** The name a file starts with: its own, without the extension. */
const baseName = (file: File) =>
  file.name.replace(/\.[^.]+$/, '').slice(0, STORAGE_LIMITS.nameMaxLength);

export function UploadForm() {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddToLibrary(setProgress);

  const submit = () => {
    if (!file || !name.trim()) return;
    setProgress(0);
    add.mutate(
      { file, name: name.trim(), description: description.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setName('');
          setDescription('');
          notifications.show({ color: 'teal', message: STORAGE_TEXT.uploaded });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h5">
            {STORAGE_TEXT.uploadTitle}
          </Title>
          <FileInput
            label={STORAGE_TEXT.file}
            placeholder={STORAGE_TEXT.filePlaceholder}
            accept="image/*,video/*,audio/*"
            value={file}
            onChange={(picked) => {
              setFile(picked);
              if (picked && !name) setName(baseName(picked));
            }}
            clearable
          />
          <TextInput
            label={STORAGE_TEXT.name}
            value={name}
            maxLength={STORAGE_LIMITS.nameMaxLength}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <GrowingTextarea
            label={STORAGE_TEXT.description}
            value={description}
            maxLength={STORAGE_LIMITS.descriptionMaxLength}
            minRows={2}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {progress !== null && (
            <Progress
              value={Math.round(progress * 100)}
              size="sm"
              animated={progress < 1}
              aria-label={STORAGE_TEXT.uploading}
            />
          )}
          {add.isError && (
            <Alert color="red" variant="light">
              {errorMessage(add.error)}
            </Alert>
          )}
          <Button
            type="submit"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file || !name.trim()}
            loading={add.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {STORAGE_TEXT.upload}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
