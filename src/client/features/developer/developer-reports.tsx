/**
 * The developer's Reports tab: bug reports counted by severity, open and solved, and the posts
 * members have reported (which the server shows to admins only).
 */
import { Alert, Anchor, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BUG_SEVERITIES } from '../../../contract/constants';
import { ApiError } from '../../lib/api-client';
import { everyBugQuery, reportedPostsQuery } from './api';
import { MemberLink } from './member-link';

function BugCounts() {
  const bugs = useQuery(everyBugQuery);
  if (bugs.isPending) return <Skeleton height={140} radius="md" />;
  if (bugs.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {bugs.error.message}
      </Alert>
    );
  }
  const count = (severity: string | null, solved: boolean) =>
    bugs.data.filter(
      (bug) => (severity === null || bug.severity === severity) && bug.isSolved === solved,
    ).length;
  return (
    <Table aria-label="Bug reports" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Severity</Table.Th>
          <Table.Th ta="right">Not solved</Table.Th>
          <Table.Th ta="right">Solved</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {BUG_SEVERITIES.map((severity) => (
          <Table.Tr key={severity}>
            <Table.Td>{severity}</Table.Td>
            <Table.Td ta="right">{count(severity, false)}</Table.Td>
            <Table.Td ta="right">{count(severity, true)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>All</Table.Td>
          <Table.Td ta="right">{count(null, false)}</Table.Td>
          <Table.Td ta="right">{count(null, true)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function ReportedPosts() {
  const reported = useQuery(reportedPostsQuery);
  if (reported.isPending) return <Skeleton height={120} radius="md" />;
  if (reported.isError) {
    const forbidden = reported.error instanceof ApiError && reported.error.status === 403;
    return (
      <Text size="sm" c="dimmed" role={forbidden ? undefined : 'alert'}>
        {forbidden
          ? 'Reported posts are shown to admins: this account does not hold ROLE_ADMIN.'
          : reported.error.message}
      </Text>
    );
  }
  if (reported.data.content.length === 0) return <Text c="dimmed">No reported posts.</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {reported.data.content.map(({ post, openReports, reasons }) => (
        <Card key={post.id} component="li" withBorder radius="md" padding="sm">
          <Text size="sm" lineClamp={2}>
            {post.content}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            By <MemberLink id={post.author.id} name={post.author.fullName} /> · {openReports} open{' '}
            {openReports === 1 ? 'report' : 'reports'}
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
      <Title order={3}>Reports</Title>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          Bug reports
        </Title>
        <BugCounts />
        <Anchor
          size="sm"
          mt="xs"
          display="inline-block"
          renderRoot={(props) => <Link to="/bugs" {...props} />}
        >
          Open the bug list
        </Anchor>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          Reported posts
        </Title>
        <ReportedPosts />
      </Card>
    </Stack>
  );
}
