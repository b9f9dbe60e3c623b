/**
 * The Roles tab's matrix (§2): members, searched and paged, against all four roles; each cell
 * grants the role or revokes it.
 */
import { Pagination, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ROLES } from '../../../contract/roles';
import { DASHBOARDS } from '../../lib/dashboards';
import { membersQuery } from './api';
import { usePagedSearch } from './use-paged-search';
import { MemberLink } from './member-link';
import { RoleAction } from '../../components/roles/role-action';
import type { RoleChanges } from '../../components/roles/role-changes';
import { WideTable } from '../../components/wide-table';
import { LoadFailed } from '../../components/load-failed';
import { DEVELOPER_TEXT } from './texts';

export function RoleMatrix({ changes }: { changes: RoleChanges }) {
  const { text, searched, page, setPage, search } = usePagedSearch();
  const members = useQuery(membersQuery(searched, page));

  return (
    <Stack gap="sm">
      <Title order={4}>{DEVELOPER_TEXT.membersAndRoles}</Title>
      <TextInput
        label={DEVELOPER_TEXT.findMember}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => search(event.currentTarget.value)}
      />
      {members.isPending && <Skeleton height={200} radius="md" />}
      {members.isError && (
        <LoadFailed
          title={DEVELOPER_TEXT.membersLoadFailed}
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      )}
      {members.data?.content.length === 0 && (
        <Text c="dimmed">{DEVELOPER_TEXT.noMemberMatches}</Text>
      )}
      {members.data && members.data.content.length > 0 && (
        <WideTable minWidth={480}>
          <Table verticalSpacing="xs" aria-label={DEVELOPER_TEXT.rolesMatrix} withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{DEVELOPER_TEXT.name}</Table.Th>
                {ROLES.map((role) => (
                  <Table.Th key={role} ta="center">
                    {DASHBOARDS[role].title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.content.map((member) => (
                <Table.Tr key={member.id} aria-label={member.fullName}>
                  <Table.Td>
                    <MemberLink id={member.id} name={member.fullName} />
                    <Text size="xs" c="dimmed">
                      @{member.username}
                    </Text>
                  </Table.Td>
                  {ROLES.map((role) => (
                    <Table.Td key={role} ta="center">
                      <RoleAction
                        role={role}
                        member={member}
                        held={member.roles.some((one) => one.name === role)}
                        revokeLabel={DEVELOPER_TEXT.revoke}
                        changes={changes}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
      {members.data && members.data.totalPages > 1 && (
        <Pagination
          total={members.data.totalPages}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
        />
      )}
    </Stack>
  );
}
