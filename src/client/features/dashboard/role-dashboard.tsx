import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RoleName } from '../../../contract/roles';
import { useCurrentUser } from '../../lib/current-user';
import { AdminDashboard } from '../admin/admin-dashboard';
import { DeveloperDashboard } from '../developer/developer-dashboard';
import { MemberDashboard } from '../member-dashboard/member-dashboard';
import { SellerDashboard } from '../seller/seller-dashboard';
import { DASHBOARDS, mayOpenDashboard } from '../../lib/dashboards';

const CONTENT: Record<RoleName, ComponentType> = {
  ROLE_USER: MemberDashboard,
  ROLE_SELLER: SellerDashboard,
  ROLE_ADMIN: AdminDashboard,
  ROLE_DEV: DeveloperDashboard,
};

/**
 * One role's dashboard under its title. The role check here only decides what to show: the
 * server checks every call the dashboard makes on its own.
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

  const Content = CONTENT[role];
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{title} dashboard</Title>
        {/* The member's page says what it holds; the others are the tools of their role. */}
        {role === 'ROLE_USER' && <Text c="dimmed">{description}</Text>}
      </div>
      <Content />
    </Stack>
  );
}
