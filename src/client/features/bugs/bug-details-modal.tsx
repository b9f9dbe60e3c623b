import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { Bug } from '../../../contract/bugs';
import { BUG_TEXT } from '../../../contract/bugs-constants';
import { formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { useCurrentUser } from '../../lib/current-user';
import { ErrorAlert } from '../../components/error-alert';
import { useDeleteBug, useMarkSolved } from './api';
import { SeverityBadge, StatusBadge } from './bug-table';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function submitterName(bug: Bug): string {
  return bug.submitter
    ? `${bug.submitter.fullName} (@${bug.submitter.username})`
    : BUG_TEXT.visitor;
}

interface BugDetailsModalProps {
  /** The bug shown; null closes the modal. */
  bug: Bug | null;
  onClose: () => void;
}

/** §2 'Bug Details'; §6: only ROLE_DEV members are offered 'Mark as solved' and 'Delete'. */
export function BugDetailsModal({ bug, onClose }: BugDetailsModalProps) {
  const user = useCurrentUser();
  const isDev = user?.roles.some((role) => role.name === 'ROLE_DEV') ?? false;
  const markSolved = useMarkSolved();
  const deleteBug = useDeleteBug();
  const [confirming, setConfirming] = useState(false);
  const failure = markSolved.error ?? deleteBug.error;

  const close = () => {
    setConfirming(false);
    markSolved.reset();
    deleteBug.reset();
    onClose();
  };

  return (
    <Modal
      opened={bug !== null}
      onClose={close}
      title={BUG_TEXT.detailsTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': BUG_TEXT.close }}
    >
      {bug && (
        <Stack gap="md">
          <Detail label={BUG_TEXT.title}>
            <Text fw={600}>{bug.title}</Text>
          </Detail>
          <Detail label={BUG_TEXT.description}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {bug.description}
            </Text>
          </Detail>
          <Group gap="xl">
            <Detail label={BUG_TEXT.severity}>
              <SeverityBadge severity={bug.severity} />
            </Detail>
            <Detail label={BUG_TEXT.status}>
              <StatusBadge solved={bug.isSolved} />
            </Detail>
          </Group>
          <Detail label={BUG_TEXT.steps}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {bug.steps || '—'}
            </Text>
          </Detail>
          <Detail label={BUG_TEXT.submittedBy}>
            <Text>{submitterName(bug)}</Text>
          </Detail>
          <Detail label={BUG_TEXT.reportedOn}>
            <Text>
              <time dateTime={bug.createdAt}>{formatDate(bug.createdAt, 'dateTime')}</time>
            </Text>
          </Detail>

          {failure && (
            <ErrorAlert title={BUG_TEXT.actionFailed}>{errorMessage(failure)}</ErrorAlert>
          )}

          {isDev && !confirming && (
            <Group justify="flex-end" gap="sm">
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {BUG_TEXT.delete}
              </Button>
              {!bug.isSolved && (
                <Button
                  color="teal"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  loading={markSolved.isPending}
                  onClick={() =>
                    markSolved.mutate(bug, {
                      onSuccess: () =>
                        notifications.show({ color: 'teal', message: BUG_TEXT.markedSolved }),
                    })
                  }
                >
                  {BUG_TEXT.markSolved}
                </Button>
              )}
            </Group>
          )}
          {isDev && confirming && (
            <Stack gap="sm" role="group" aria-label={BUG_TEXT.confirmDelete}>
              <Text fw={500}>{BUG_TEXT.confirmDelete}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {BUG_TEXT.cancel}
                </Button>
                <Button
                  color="red"
                  loading={deleteBug.isPending}
                  onClick={() =>
                    deleteBug.mutate(bug.id, {
                      onSuccess: () => {
                        notifications.show({ color: 'teal', message: BUG_TEXT.deleted });
                        close();
                      },
                    })
                  }
                >
                  {BUG_TEXT.confirmDeleteButton}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
