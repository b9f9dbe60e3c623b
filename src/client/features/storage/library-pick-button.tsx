/**
 * "From my library", beside a form's upload button: opens the library picker and hands what
 * was chosen to the form, which makes it a picture of its own through the server. The modal
 * stays open with the reason when that fails, so the member can choose again.
 */
import { Button, type ButtonProps } from '@mantine/core';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import type { StorageItem } from '../../../contract/storage';
import { STORAGE_TEXT } from '../../../contract/storage-constants';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { LibraryPicker } from './library-picker';

export function LibraryPickButton({
  max,
  disabled,
  onPick,
  size = 'sm',
  variant = 'default',
}: {
  /** The most pictures the form still takes; 0 disables the button. */
  max: number;
  disabled?: boolean;
  /** Uses the chosen pictures; rejects when the server refused one or could not be reached. */
  onPick: (items: StorageItem[]) => Promise<void>;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (items: StorageItem[]) => {
    setBusy(true);
    setProblem(null);
    try {
      await onPick(items);
      setOpened(false);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status !== 0
          ? errorMessage(error)
          : STORAGE_TEXT.needsConnection,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        w="fit-content"
        leftSection={<IconLibraryPhoto size={16} aria-hidden />}
        disabled={disabled || max <= 0}
        onClick={() => {
          setProblem(null);
          setOpened(true);
        }}
      >
        {STORAGE_TEXT.fromLibrary}
      </Button>
      {opened && (
        <LibraryPicker
          opened={opened}
          max={max}
          busy={busy}
          problem={problem}
          onClose={() => setOpened(false)}
          onChoose={(items) => void choose(items)}
        />
      )}
    </>
  );
}
