/** The developer's Users tab: members searched by name, a page at a time, with their roles. */
import {
  Badge,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARDS } from '../../lib/dashboards';
import { membersQuery } from './api';
import { usePagedSearch } from './use-paged-search';
import { MemberLink } from './member-link';
import { formatDate } from '../../lib/dates';
import { WideTable } from '../../components/wide-table';
import { LoadFailed } from '../../components/load-failed';
import { DEVELOPER_TEXT } from './texts';

export function DeveloperUsers() {
  const { text, searched, page, setPage, search } = usePagedSearch();
  const members = useQuery(membersQuery(searched, page));

  return (
    <Stack gap="md">
      <Title order={3}>{DEVELOPER_TEXT.users}</Title>
      <TextInput
        label={DEVELOPER_TEXT.searchMembers}
        description={DEVELOPER_TEXT.searchMembersHint}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => search(event.currentTarget.value)}
      />
      {members.isPending && <Skeleton height={240} radius="md" />}
      {members.isError && (
        <LoadFailed
          title={DEVELOPER_TEXT.membersLoadFailed}
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      )}
      {members.data && (
        <Text size="sm" c="dimmed">
          {searched
            ? DEVELOPER_TEXT.membersMatching(members.data.totalElements, searched)
            : DEVELOPER_TEXT.membersCount(members.data.totalElements)}
        </Text>
      )}
      {members.data && members.data.content.length > 0 && (
        <WideTable minWidth={560}>
          <Table verticalSpacing="xs" aria-label={DEVELOPER_TEXT.members}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{DEVELOPER_TEXT.member}</Table.Th>
                <Table.Th>{DEVELOPER_TEXT.roles}</Table.Th>
                <Table.Th>{DEVELOPER_TEXT.status}</Table.Th>
                <Table.Th>{DEVELOPER_TEXT.joined}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.content.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <MemberLink id={member.id} name={member.fullName} />
                    <Text size="xs" c="dimmed">
                      @{member.username}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {member.roles.map((role) => (
                        <Badge key={role.name} variant="light" size="sm">
                          {DASHBOARDS[role.name].title}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{DEVELOPER_TEXT.accountStatus[member.accountStatus]}</Table.Td>
                  <Table.Td>{formatDate(member.createdAt, 'date')}</Table.Td>
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
          aria-label={DEVELOPER_TEXT.pages}
        />
      )}
    </Stack>
  );
}
