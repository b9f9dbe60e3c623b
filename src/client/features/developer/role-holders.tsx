/**
 * The Roles tab's lists: for each role, the members holding it, each with Remove where the
 * server would allow it.
 */
import { Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLES, type RoleName } from '../../../contract/roles';
import { roleHoldersQuery } from '../../components/roles/api';
import { MemberLink } from './member-link';
import { RoleAction } from '../../components/roles/role-action';
import { roleTitle, type RoleChanges } from '../../components/roles/role-changes';
import { LoadFailed } from '../../components/load-failed';
import { DEVELOPER_TEXT } from './texts';

function HoldersOf({ role, changes }: { role: RoleName; changes: RoleChanges }) {
  const [page, setPage] = useState(0);
  const holders = useQuery(roleHoldersQuery(role, page));
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={roleTitle(role)}>
      <Title order={5} mb="xs">
        {roleTitle(role)}
        {holders.data ? ` · ${holders.data.totalElements}` : ''}
      </Title>
      {holders.isPending && <Skeleton height={80} />}
      {holders.isError && (
        <LoadFailed
          title={DEVELOPER_TEXT.holdersLoadFailed}
          error={holders.error}
          onRetry={() => void holders.refetch()}
        />
      )}
      {holders.data?.content.length === 0 && (
        <Text size="sm" c="dimmed">
          {DEVELOPER_TEXT.nobodyHolds}
        </Text>
      )}
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {holders.data?.content.map((member) => (
          <Group key={member.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <MemberLink id={member.id} name={member.fullName} />
            <RoleAction
              role={role}
              member={member}
              held
              revokeLabel={DEVELOPER_TEXT.remove}
              changes={changes}
            />
          </Group>
        ))}
      </Stack>
      {holders.data && holders.data.totalPages > 1 && (
        <Pagination
          size="sm"
          mt="xs"
          total={holders.data.totalPages}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
        />
      )}
    </Card>
  );
}

export function RoleHolders({ changes }: { changes: RoleChanges }) {
  return (
    <Stack gap="sm">
      <Title order={4}>{DEVELOPER_TEXT.membersPerRole}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {ROLES.map((role) => (
          <HoldersOf key={role} role={role} changes={changes} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
