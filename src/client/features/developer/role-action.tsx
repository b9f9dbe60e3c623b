/**
 * The button of one role for one member in the Roles tab: Grant, or Revoke / Remove (asked
 * again before it is sent). Where the server would always refuse, a short word says why there
 * is no button.
 */
import { Button, Text } from '@mantine/core';
import { SERVER_MESSAGE } from '../../../contract/messages';
import type { RoleName } from '../../../contract/roles';
import type { RoleChanges } from './role-changes';

const KEPT: Record<string, string> = {
  [SERVER_MESSAGE.keepUserRole]: 'Always',
  [SERVER_MESSAGE.lastDev]: 'Last one',
  [SERVER_MESSAGE.devOnly]: 'Developers only',
};

export function RoleAction({
  role,
  member,
  held,
  revokeLabel,
  changes,
}: {
  role: RoleName;
  member: { id: number; fullName: string };
  held: boolean;
  /** 'Revoke' in the matrix, 'Remove' in the lists of holders. */
  revokeLabel: 'Revoke' | 'Remove';
  changes: RoleChanges;
}) {
  const action = held ? 'revoke' : 'grant';
  const refusal = changes.refusalOf({ action, role });
  if (refusal) {
    return (
      <Text size="xs" c="dimmed" title={refusal}>
        {KEPT[refusal] ?? refusal}
      </Text>
    );
  }
  const label = held ? revokeLabel : 'Grant';
  const pending = changes.pending;
  return (
    <Button
      size="compact-xs"
      variant={held ? (revokeLabel === 'Remove' ? 'subtle' : 'light') : 'default'}
      color={held ? 'red' : undefined}
      aria-label={`${label} ${role} ${held ? 'from' : 'to'} ${member.fullName}`}
      loading={pending?.userId === member.id && pending.role === role}
      disabled={!!pending}
      onClick={() => changes.ask({ action, role, userId: member.id, memberName: member.fullName })}
    >
      {label}
    </Button>
  );
}
