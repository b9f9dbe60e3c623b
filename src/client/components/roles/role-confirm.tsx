/** The question before a role change goes: who gets or loses which dashboard, at once. */
import { ConfirmModal } from '../confirm-modal';
import type { RoleChanges } from './role-changes';
import { ROLE_TEXT } from './texts';

export function RoleChangeConfirm({ changes }: { changes: RoleChanges }) {
  const asked = changes.confirming;
  return (
    <ConfirmModal
      opened={asked !== null}
      title={asked ? ROLE_TEXT.confirmTitle(asked.action, asked.role, asked.memberName) : ''}
      confirmLabel={asked?.action === 'grant' ? ROLE_TEXT.grant : ROLE_TEXT.revoke}
      busy={changes.pending !== undefined}
      error={null}
      onConfirm={changes.confirm}
      onClose={changes.dismiss}
    >
      {asked && ROLE_TEXT.confirmText(asked.action, asked.role, asked.memberName)}
    </ConfirmModal>
  );
}
