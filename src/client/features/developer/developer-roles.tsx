/**
 * The developer's Roles tab (§2): the members holding each role with Remove, and the matrix of
 * members against all roles with Grant and Revoke, through /api/role (§7). The server decides
 * (admins and developers only, ROLE_DEV by developers only, never the last ROLE_DEV, everyone
 * keeps ROLE_USER): what it always refuses is not offered, a revoke or a grant of admin or
 * developer is asked again before it goes, any other refusal is shown as the server words it,
 * and both lists are asked again after every change. The admin's Users tab changes roles with
 * the same pieces (components/roles).
 */
import { Stack, Text, Title } from '@mantine/core';
import { RoleChangeOutcomeAlert } from '../../components/roles/role-change-outcome';
import { useRoleChanges } from '../../components/roles/role-changes';
import { RoleChangeConfirm } from '../../components/roles/role-confirm';
import { ROLE_TEXT } from '../../components/roles/texts';
import { developerKeys } from './api';
import { RoleHolders } from './role-holders';
import { RoleMatrix } from './role-matrix';
import { DEVELOPER_TEXT } from './texts';

const REFRESH = [developerKeys.members, developerKeys.roleAudit];

export function DeveloperRoles() {
  const changes = useRoleChanges({ refresh: REFRESH });
  return (
    <Stack gap="lg">
      <Title order={3}>{DEVELOPER_TEXT.roles}</Title>
      <Text size="sm" c="dimmed">
        {ROLE_TEXT.note}
      </Text>
      <RoleChangeOutcomeAlert outcome={changes.outcome} onClose={changes.clear} />
      <RoleHolders changes={changes} />
      <RoleMatrix changes={changes} />
      <RoleChangeConfirm changes={changes} />
    </Stack>
  );
}
