/**
 * What became of the last role change: the member's roles now, or the server's refusal in its
 * own words (e.g. the last ROLE_DEV), shown until the next change or until closed. It sticks to
 * the top of the window, so it is seen from a button far down the matrix.
 */
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { ROLE_TEXT } from './texts';

export type RoleChangeOutcome =
  { kind: 'done'; text: string } | { kind: 'refused'; text: string } | null;

export function RoleChangeOutcomeAlert({
  outcome,
  onClose,
}: {
  outcome: RoleChangeOutcome;
  onClose: () => void;
}) {
  if (!outcome) return null;
  const refused = outcome.kind === 'refused';
  return (
    <Alert
      color={refused ? 'red' : 'teal'}
      variant="light"
      role={refused ? 'alert' : 'status'}
      title={refused ? ROLE_TEXT.refusedTitle : ROLE_TEXT.doneTitle}
      icon={
        refused ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />
      }
      withCloseButton
      closeButtonLabel={ROLE_TEXT.dismiss}
      onClose={onClose}
      style={{ position: 'sticky', top: 'var(--mantine-spacing-xs)', zIndex: 2 }}
    >
      {outcome.text}
    </Alert>
  );
}
