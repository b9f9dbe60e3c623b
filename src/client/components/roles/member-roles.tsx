/**
 * One member's roles in a list of members: each of the four roles, held or not, with Grant or
 * Revoke where the viewer may change it (asked first, see useRoleChanges). A viewer who may not
 * change roles (a member trusted with managing users) sees the roles held, and no button.
 */
import { Badge, Group, Paper, Text } from '@mantine/core';
import { ROLES } from '../../../contract/roles';
import type { Role } from '../../../contract/users';
import { DASHBOARDS } from '../../lib/dashboards';
import { RoleAction } from './role-action';
import type { RoleChanges } from './role-changes';
import { ROLE_TEXT } from './texts';

export function MemberRoles({
  member,
  changes,
}: {
  member: { id: number; fullName: string; roles: Role[] };
  changes: RoleChanges;
}) {
  const holds = (role: string) => member.roles.some((one) => one.name === role);
  if (!changes.mayChange) {
    return (
      <Group gap={6} wrap="wrap" role="group" aria-label={ROLE_TEXT.rolesOf(member.fullName)}>
        {ROLES.filter((role) => role !== 'ROLE_USER' && holds(role)).map((role) => (
          <Badge key={role} variant="outline" size="sm">
            {DASHBOARDS[role].title}
          </Badge>
        ))}
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={ROLE_TEXT.rolesOf(member.fullName)}>
      {ROLES.map((role) => {
        const held = holds(role);
        return (
          <Paper key={role} withBorder radius="xl" px={8} py={2}>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" fw={held ? 700 : 400} c={held ? undefined : 'dimmed'}>
                {DASHBOARDS[role].title}
                {held && (
                  <Badge ml={4} size="xs" variant="light" color="teal">
                    {ROLE_TEXT.held}
                  </Badge>
                )}
              </Text>
              <RoleAction
                role={role}
                member={member}
                held={held}
                revokeLabel={ROLE_TEXT.revoke}
                changes={changes}
              />
            </Group>
          </Paper>
        );
      })}
    </Group>
  );
}
