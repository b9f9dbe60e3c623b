/**
 * The developer's Roles tab (§2): the members holding each role with Remove, and the matrix of
 * members against all roles with Grant and Revoke, through /api/role (§7). The server decides
 * (admins and developers only, ROLE_DEV by developers only, never the last ROLE_DEV, everyone
 * keeps ROLE_USER); its refusal is shown as it words it, and both lists are asked again after
 * every change.
 */
import { Stack, Title } from '@mantine/core';
import { RoleChangeOutcomeAlert } from './role-change-outcome';
import { useRoleChanges } from './role-changes';
import { RoleHolders } from './role-holders';
import { RoleMatrix } from './role-matrix';

export function DeveloperRoles() {
  const changes = useRoleChanges();
  return (
    <Stack gap="lg">
      <Title order={3}>Roles</Title>
      <RoleChangeOutcomeAlert outcome={changes.outcome} onClose={changes.clear} />
      <RoleHolders changes={changes} />
      <RoleMatrix changes={changes} />
    </Stack>
  );
}
