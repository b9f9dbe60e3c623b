/**
 * The developer's Reports tab: the latest roles granted and removed (from the audit log, where
 * every change lands), bug reports counted by severity, open and solved, and the posts members
 * have reported (which the server shows to admins only).
 */
import { Anchor, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AUDIT_ACTION_LABEL } from '../../../contract/admin-constants';
import { ApiError } from '../../lib/api-client';
import { BugCounts } from '../back-office/bug-counts';
import { reportedPostsQuery, roleAuditQuery } from './api';
import { MemberLink } from './member-link';
import { formatDate } from '../../lib/dates';
import { WideTable } from '../../components/wide-table';
import { LoadFailed } from '../../components/load-failed';
import { DEVELOPER_TEXT } from './texts';

function RoleChanges() {
  const entries = useQuery(roleAuditQuery);
  if (entries.isPending) return <Skeleton height={140} radius="md" />;
  if (entries.isError) {
    return (
      <LoadFailed
        title={DEVELOPER_TEXT.roleChangesLoadFailed}
        error={entries.error}
        onRetry={() => void entries.refetch()}
      />
    );
  }
  if (entries.data.length === 0) return <Text c="dimmed">{DEVELOPER_TEXT.noRoleChanges}</Text>;
  return (
    <WideTable minWidth={480}>
      <Table aria-label={DEVELOPER_TEXT.roleChanges} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{DEVELOPER_TEXT.when}</Table.Th>
            <Table.Th>{DEVELOPER_TEXT.change}</Table.Th>
            <Table.Th>{DEVELOPER_TEXT.role}</Table.Th>
            <Table.Th>{DEVELOPER_TEXT.member}</Table.Th>
            <Table.Th>{DEVELOPER_TEXT.by}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(entry.at, 'dateTime')}
              </Table.Td>
              <Table.Td>{AUDIT_ACTION_LABEL[entry.action]}</Table.Td>
              <Table.Td>{String(entry.details.role ?? '')}</Table.Td>
              <Table.Td>
                <MemberLink
                  id={Number(entry.subjectId)}
                  name={entry.subjectName ?? DEVELOPER_TEXT.memberNumber(String(entry.subjectId))}
                />
              </Table.Td>
              <Table.Td>
                {entry.actor ? <MemberLink id={entry.actor.id} name={entry.actor.username} /> : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

function ReportedPosts() {
  const reported = useQuery(reportedPostsQuery);
  if (reported.isPending) return <Skeleton height={120} radius="md" />;
  if (reported.isError) {
    // Not an admin: nothing failed, the posts are simply not this account's to see.
    if (reported.error instanceof ApiError && reported.error.status === 403) {
      return (
        <Text size="sm" c="dimmed">
          {DEVELOPER_TEXT.reportedForAdmins}
        </Text>
      );
    }
    return (
      <LoadFailed
        title={DEVELOPER_TEXT.reportedLoadFailed}
        error={reported.error}
        onRetry={() => void reported.refetch()}
      />
    );
  }
  if (reported.data.content.length === 0)
    return <Text c="dimmed">{DEVELOPER_TEXT.noReported}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {reported.data.content.map(({ post, openReports, reasons }) => (
        <Card key={post.id} component="li" withBorder radius="md" padding="sm">
          <Text size="sm" lineClamp={2}>
            {post.content}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {DEVELOPER_TEXT.by} <MemberLink id={post.author.id} name={post.author.fullName} /> ·{' '}
            {DEVELOPER_TEXT.openReports(openReports)}
            {reasons.length > 0 ? ` · ${reasons.join('; ')}` : ''}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

export function DeveloperReports() {
  return (
    <Stack gap="md">
      <Title order={3}>{DEVELOPER_TEXT.reports}</Title>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {DEVELOPER_TEXT.roleChanges}
        </Title>
        <RoleChanges />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {DEVELOPER_TEXT.bugReports}
        </Title>
        <BugCounts />
        <Anchor
          size="sm"
          mt="xs"
          display="inline-block"
          renderRoot={(props) => <Link to="/bugs" {...props} />}
        >
          {DEVELOPER_TEXT.bugList}
        </Anchor>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {DEVELOPER_TEXT.reportedPosts}
        </Title>
        <ReportedPosts />
      </Card>
    </Stack>
  );
}
