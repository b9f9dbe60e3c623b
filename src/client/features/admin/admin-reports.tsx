/** The Reports tab: reported posts to keep or remove, bug counts, and the audit log. */
import { Card, Stack, Title } from '@mantine/core';
import { AuditLog } from './audit-log';
import { BugCounts } from '../back-office/bug-counts';
import { ReportedPosts } from './reported-posts';

export function AdminReports() {
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" radius="md">
        <Title order={3} mb="sm">
          Reported posts
        </Title>
        <ReportedPosts />
      </Card>
      <Card withBorder padding="md" radius="md">
        <Title order={3} mb="sm">
          Bugs
        </Title>
        <BugCounts />
      </Card>
      <Card withBorder padding="md" radius="md">
        <Title order={3} mb="sm">
          Audit log
        </Title>
        <AuditLog />
      </Card>
    </Stack>
  );
}
