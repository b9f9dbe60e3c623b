/**
 * A question before a step that is hard to undo: disable an account, remove a post, revoke a
 * role, cancel or reject an order line.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from './overlays/modal';
import type { ReactNode } from 'react';
import { FORM_PART_TEXT } from './form-texts';

export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  dismissLabel = FORM_PART_TEXT.cancel,
  busy,
  error,
  extra,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are. */
  dismissLabel?: string;
  busy: boolean;
  /** The server's reason when it refused. */
  error: string | null;
  /** What the step needs beside the question, e.g. the reason for a rejection. */
  extra?: ReactNode;
  /** The step cannot go yet (what `extra` asks is not given). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {extra}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {dismissLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
