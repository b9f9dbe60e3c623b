import { Alert, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutDashboard, IconLock } from '@tabler/icons-react';
import type { RoleName } from '../../../contract/roles';
import { useCurrentUser } from '../auth/api';
import { DASHBOARD_SECTIONS, DashboardSections } from './dashboard-sections';
import { DASHBOARDS, mayOpenDashboard } from './dashboards';
import { SellerDashboard } from '../seller/seller-dashboard';
import { AdminDashboard } from '../admin/admin-dashboard';
import { DeveloperDashboard } from '../developer/developer-dashboard';
import { MemberDashboard } from '../member-dashboard/member-dashboard';

/**
 * One role's dashboard. The contents arrive with their own issues; until then it names the
 * dashboard and what it will hold. The role check here only decides what to show: the server
 * checks every call on its own.
 */
export function RoleDashboard({ role }: { role: RoleName }) {
  const user = useCurrentUser();
  const { title, description } = DASHBOARDS[role];

  if (!mayOpenDashboard(user, role)) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconLock size={20} aria-hidden />}
        title={
          <Title order={2} size="h4">
            You are not allowed to see this dashboard.
          </Title>
        }
      >
        The {title} dashboard is for members who hold the {title} role.
      </Alert>
    );
  }

  if (role === 'ROLE_USER') {
    return (
      <Stack gap="lg">
        <div>
          <Title order={2}>{title} dashboard</Title>
          <Text c="dimmed">{description}</Text>
        </div>
        <MemberDashboard />
      </Stack>
    );
  }

  if (role === 'ROLE_SELLER') {
    return (
      <Stack gap="lg">
        <Title order={2}>{title} dashboard</Title>
        <SellerDashboard />
      </Stack>
    );
  }

  if (role === 'ROLE_DEV') {
    return (
      <Stack gap="lg">
        <Title order={2}>{title} dashboard</Title>
        <DeveloperDashboard />
      </Stack>
    );
  }

  if (role === 'ROLE_ADMIN') {
    return (
      <Stack gap="lg">
        <Title order={2}>{title} dashboard</Title>
        <AdminDashboard />
      </Stack>
    );
  }

  const sections = DASHBOARD_SECTIONS[role];
  if (sections) {
    return (
      <Stack gap="lg">
        <div>
          <Title order={2}>{title} dashboard</Title>
          <Text c="dimmed">{description}</Text>
        </div>
        <DashboardSections sections={sections} />
      </Stack>
    );
  }

  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconLayoutDashboard size={30} aria-hidden />
      </ThemeIcon>
      <Title order={2}>{title} dashboard</Title>
      <Text c="dimmed" maw={560}>
        {description}
      </Text>
      <Text fw={600}>Coming soon.</Text>
    </Stack>
  );
}
