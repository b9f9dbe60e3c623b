import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RoleName } from '../../../contract/roles';
import { useCurrentUser } from '../../lib/current-user';
import { DASHBOARDS, mayOpenDashboard } from '../../lib/dashboards';
import { DASHBOARD_TEXT } from './texts';

/**
 * One role's dashboard under its title; `children` is that role's dashboard. Each role's route
 * (routes/dashboard/ROLE_*.tsx) passes its own, so opening one dashboard loads the code of that
 * one only. The role check here only decides what to show: the server checks every call the
 * dashboard makes on its own.
 */
export function RoleDashboard({ role, children }: { role: RoleName; children: ReactNode }) {
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
            {DASHBOARD_TEXT.notAllowed}
          </Title>
        }
      >
        {DASHBOARD_TEXT.notAllowedText(title)}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{DASHBOARD_TEXT.roleDashboard(title)}</Title>
        {/* The member's page says what it holds; the others are the tools of their role. */}
        {role === 'ROLE_USER' && <Text c="dimmed">{description}</Text>}
      </div>
      {children}
    </Stack>
  );
}
