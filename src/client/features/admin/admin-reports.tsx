/** The Reports tab: reported posts to keep or remove, bug counts, and the audit log. */
import { Card, Stack, Title } from '@mantine/core';
import { AuditLog } from './audit-log';
import { BugCounts } from '../back-office/bug-counts';
import { ReportedPosts } from './reported-posts';
import { REPORTS_TEXT } from './texts';

export function AdminReports() {
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" radius="md">
        <Title order={3} mb="sm">
          {REPORTS_TEXT.reportedPosts}
        </Title>
        <ReportedPosts />
      </Card>
      <Card withBorder padding="md" radius="md">
        <Title order={3} mb="sm">
          {REPORTS_TEXT.bugs}
        </Title>
        <BugCounts />
      </Card>
      <Card withBorder padding="md" radius="md">
        <Title order={3} mb="sm">
          {REPORTS_TEXT.auditLog}
        </Title>
        <AuditLog />
      </Card>
    </Stack>
  );
}
