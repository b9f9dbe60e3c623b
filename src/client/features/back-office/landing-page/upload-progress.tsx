import { Progress } from '@mantine/core';
import { HOME_SETTINGS_TEXT } from './texts';

/** The upload bar of a save under way; nothing when none is. */
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <Progress
      value={Math.round(value * 100)}
      size="sm"
      animated={value < 1}
      aria-label={HOME_SETTINGS_TEXT.uploading}
    />
  );
}
