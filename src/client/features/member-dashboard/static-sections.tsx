/**
 * The member dashboard's sidebar items that hold no figures of their own (§2 lists them): each
 * says plainly what is there and where the real thing lives.
 */
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SAVED_REPORTS, type MemberTab } from './member-tabs';

export function MemberProducts() {
  return (
    <Stack gap="xs">
      <Title order={3}>Products</Title>
      <Text>
        The club&apos;s products are in the{' '}
        <Anchor component={Link} to="/shop">
          shop
        </Anchor>
        . What you ordered is under Orders.
      </Text>
    </Stack>
  );
}

export function MemberCustomers() {
  return (
    <Stack gap="xs">
      <Title order={3}>Customers</Title>
      <Text>
        Members do not have customers here. Members who sell in the club shop see who ordered from
        them in the Seller dashboard.
      </Text>
    </Stack>
  );
}

export function MemberIntegrations() {
  return (
    <Stack gap="xs">
      <Title order={3}>Integrations</Title>
      <Text>
        No integrations are connected. Your rides can go to your own calendar from the rides page.
      </Text>
    </Stack>
  );
}

export function MemberReports({ open }: { open: (tab: MemberTab) => void }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3}>Reports</Title>
      <Text>Your saved reports:</Text>
      {SAVED_REPORTS.map(({ value, label, Icon }) => (
        <Button
          key={value}
          variant="subtle"
          leftSection={<Icon size={16} aria-hidden />}
          onClick={() => open(value)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
