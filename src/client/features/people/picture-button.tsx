import { Button, FileButton, Progress, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import { useChangePicture, type PictureKind } from './api';
import { PEOPLE_TEXT } from './texts';

/**
 * Picks a picture and uploads it as the member's profile or cover picture, with a progress bar
 * while it goes; the server checks the type and size and makes the sizes the app shows.
 */
export function PictureButton({
  kind,
  label,
  icon,
}: {
  kind: PictureKind;
  label: string;
  icon: ReactNode;
}) {
  const change = useChangePicture(kind);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = (file: File | null) => {
    if (!file) return;
    setProgress(0);
    change.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: kind === 'profile' ? PEOPLE_TEXT.pictureChanged : PEOPLE_TEXT.coverChanged,
          }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={upload} accept="image/*">
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={icon}
            loading={change.isPending}
            loaderProps={{ type: 'dots' }}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          size="sm"
          aria-label={PEOPLE_TEXT.uploadingNamed(label)}
          animated={progress < 1}
        />
      )}
    </Stack>
  );
}
