import { Box, Button, Card, Container, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { isRoleName, type RoleName } from '../../../contract/roles';
import { LoadFailed } from '../../components/load-failed';
import { RoutePending } from '../../components/route-pending';
import { currentUserQuery } from '../../lib/current-user';
import { DASHBOARDS, heldRoles } from '../../lib/dashboards';
import { DASHBOARD_TEXT } from './texts';

const DEV_DASHBOARD_PATH = '/dashboard/dashboarddev';

/** The role whose dashboard the current path shows, if any. */
function useShownRole(): RoleName | undefined {
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/+$/, '') });
  if (pathname === DEV_DASHBOARD_PATH) return 'ROLE_DEV';
  // Each role's dashboard has a route of its own, /dashboard/ROLE_…, so the name is in the path.
  const roleName = pathname.split('/')[2];
  return roleName && isRoleName(roleName) ? roleName : undefined;
}

/**
 * /dashboard (§2): one tab per role the member holds, each a link to that role's dashboard.
 * A visitor who is not signed in sees only a way to sign in, never the dashboard itself.
 */
export function DashboardLayout() {
  const me = useQuery(currentUserQuery);
  const here = useLocation({ select: (location) => location.href });
  const shown = useShownRole();

  // A failed refresh keeps the member's cached account: only a first load that failed blocks.
  if (me.data === undefined && !me.isError) return <RoutePending />;
  if (me.data === undefined) {
    return (
      <Container size="sm" py="xl">
        <LoadFailed
          title={DASHBOARD_TEXT.accountCheckFailed}
          error={me.error}
          onRetry={() => void me.refetch()}
        />
      </Container>
    );
  }
  if (!me.data) return <SignInPrompt redirect={here} />;

  const roles = heldRoles(me.data);
  const shownIsTab = shown !== undefined && roles.includes(shown);
  return (
    // Narrow margins on a phone: with large text, a card's title keeps its words whole.
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} mb="md">
        {DASHBOARD_TEXT.title}
      </Title>
      <Tabs value={shownIsTab ? shown : null}>
        <Tabs.List aria-label={DASHBOARD_TEXT.tabs}>
          {roles.map((role) => (
            <Tabs.Tab
              key={role}
              value={role}
              renderRoot={({ type: _type, ...props }) => (
                <Link {...props} to={`/dashboard/${role}`} />
              )}
            >
              {DASHBOARDS[role].title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab names a panel (aria-controls); only the shown one has content. */}
        {roles.map((role) => (
          <Tabs.Panel key={role} value={role} pt="lg">
            {role === shown && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
      {!shownIsTab && (
        <Box pt="lg">
          <Outlet />
        </Box>
      )}
    </Container>
  );
}

function SignInPrompt({ redirect }: { redirect: string }) {
  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconLock size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {DASHBOARD_TEXT.signInTitle}
          </Title>
          <Text c="dimmed">{DASHBOARD_TEXT.signInText}</Text>
          <Button
            renderRoot={(props) => <Link {...props} to="/auth/signin" search={{ redirect }} />}
          >
            {DASHBOARD_TEXT.signIn}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
