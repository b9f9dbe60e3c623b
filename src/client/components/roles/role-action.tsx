/**
 * The button of one role for one member: Grant, or Revoke / Remove (asked again before it is
 * sent). Where the server would always refuse, a short word says why there is no button.
 */
import { Button, Text } from '@mantine/core';
import { SERVER_MESSAGE } from '../../../contract/messages';
import type { RoleName } from '../../../contract/roles';
import type { RoleChanges } from './role-changes';
import { ROLE_TEXT } from './texts';

/** The short word for a refusal the server always gives, read as the button is drawn. */
function keptWord(refusal: string): string | undefined {
  const kept: Record<string, string> = {
    [SERVER_MESSAGE.keepUserRole]: ROLE_TEXT.kept.always,
    [SERVER_MESSAGE.lastDev]: ROLE_TEXT.kept.lastOne,
    [SERVER_MESSAGE.devOnly]: ROLE_TEXT.kept.developersOnly,
  };
  return kept[refusal];
}

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
  /** 'Revoke' in the matrix and a member's roles, 'Remove' in the lists of holders. */
  revokeLabel: typeof ROLE_TEXT.revoke | typeof ROLE_TEXT.remove;
  changes: RoleChanges;
}) {
  if (!changes.mayChange) return null;
  const action = held ? 'revoke' : 'grant';
  const refusal = changes.refusalOf({ action, role });
  if (refusal) {
    return (
      <Text size="xs" c="dimmed" title={refusal}>
        {keptWord(refusal) ?? refusal}
      </Text>
    );
  }
  const label = held ? revokeLabel : ROLE_TEXT.grant;
  const pending = changes.pending;
  return (
    <Button
      size="compact-xs"
      variant={held ? (revokeLabel === ROLE_TEXT.remove ? 'subtle' : 'light') : 'default'}
      color={held ? 'red' : undefined}
      aria-label={ROLE_TEXT.actionName(label, role, held, member.fullName)}
      loading={pending?.userId === member.id && pending.role === role}
      disabled={!!pending}
      onClick={() => changes.ask({ action, role, userId: member.id, memberName: member.fullName })}
    >
      {label}
    </Button>
  );
}
