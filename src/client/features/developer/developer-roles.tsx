/**
 * The developer's Roles tab (§2): the members holding each role with Remove, and the matrix of
 * members against all roles with Grant and Revoke, through /api/role (§7). The server decides
 * (admins and developers only, ROLE_DEV by developers only, never the last ROLE_DEV, everyone
 * keeps ROLE_USER): what it always refuses is not offered, a revoke or a grant of admin or
 * developer is asked again before it goes, any other refusal is shown as the server words it,
 * and both lists are asked again after every change.
 */
import { Stack, Text, Title } from '@mantine/core';
import { ConfirmModal } from '../../components/confirm-modal';
import { DASHBOARDS } from '../../lib/dashboards';
import { RoleChangeOutcomeAlert } from './role-change-outcome';
import { useRoleChanges, type AskedChange } from './role-changes';
import { RoleHolders } from './role-holders';
import { RoleMatrix } from './role-matrix';

export const ROLES_NOTE =
  'Every member keeps ROLE_USER, and the club keeps at least one developer: those are never revoked.';

function confirmTitle({ action, role, memberName }: AskedChange): string {
  return action === 'grant'
    ? `Grant ${role} to ${memberName}?`
    : `Revoke ${role} from ${memberName}?`;
}

function confirmText({ action, role, memberName }: AskedChange): string {
  const dashboard = DASHBOARDS[role].title.toLowerCase();
  return action === 'grant'
    ? `${memberName} gets the ${dashboard} dashboard and what it allows at once, on every device.`
    : `${memberName} loses the ${dashboard} dashboard and what it allows at once, on every device.`;
}

export function DeveloperRoles() {
  const changes = useRoleChanges();
  const asked = changes.confirming;
  return (
    <Stack gap="lg">
      <Title order={3}>Roles</Title>
      <Text size="sm" c="dimmed">
        {ROLES_NOTE}
      </Text>
      <RoleChangeOutcomeAlert outcome={changes.outcome} onClose={changes.clear} />
      <RoleHolders changes={changes} />
      <RoleMatrix changes={changes} />
      <ConfirmModal
        opened={asked !== null}
        title={asked ? confirmTitle(asked) : ''}
        confirmLabel={asked?.action === 'grant' ? 'Grant' : 'Revoke'}
        busy={changes.pending !== undefined}
        error={null}
        onConfirm={changes.confirm}
        onClose={changes.dismiss}
      >
        {asked && confirmText(asked)}
      </ConfirmModal>
    </Stack>
  );
}
