/**
 * The member dashboard (§2 User dashboard): its sidebar in the spec's order, then the saved
 * reports, the active one highlighted. On a tablet the sidebar runs down the side; on a phone
 * a select takes its place. The item lives in the address (`?tab=`), so a reload keeps it.
 */
import { Divider, Select, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ActivityReport } from './activity-report';
import {
  ACTIVITY_VIEWS,
  ALL_MEMBER_TABS,
  isMemberTab,
  MEMBER_TABS,
  SAVED_REPORTS,
  type MemberTab,
} from './member-tabs';
import {
  MemberCustomers,
  MemberIntegrations,
  MemberProducts,
  MemberReports,
} from './static-sections';

export function MemberDashboard() {
  const search = useSearch({ from: '/dashboard/$roleName' });
  const navigate = useNavigate();
  const shown: MemberTab = isMemberTab(search.tab) ? search.tab : 'dashboard';
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const show = (tab: string | null) => {
    if (!tab || !isMemberTab(tab)) return;
    void navigate({
      to: '/dashboard/$roleName',
      params: { roleName: 'ROLE_USER' },
      search: { tab },
      replace: true,
    });
  };
  const view = ACTIVITY_VIEWS[shown];
  const label = ALL_MEMBER_TABS.find((tab) => tab.value === shown)?.label;

  const content = view ? (
    // A new item opens on its own period: the key starts its report afresh.
    <ActivityReport key={shown} view={view} title={label} />
  ) : shown === 'products' ? (
    <MemberProducts />
  ) : shown === 'customers' ? (
    <MemberCustomers />
  ) : shown === 'integrations' ? (
    <MemberIntegrations />
  ) : (
    <MemberReports open={show} />
  );

  return (
    <Tabs
      // A sidebar reads from the left; Mantine centres tab labels.
      styles={{ tabLabel: { textAlign: 'left' } }}
      value={shown}
      onChange={show}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="pills"
    >
      {wide ? (
        <Tabs.List aria-label="Member dashboard" mr="lg" style={{ flexShrink: 0 }}>
          {MEMBER_TABS.map(({ value, label: text, Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {text}
            </Tabs.Tab>
          ))}
          <Divider my="xs" />
          <Text size="xs" c="dimmed" fw={600} px="sm" tt="uppercase">
            Saved reports
          </Text>
          {SAVED_REPORTS.map(({ value, label: text, Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {text}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      ) : (
        <Select
          label="Section"
          data={[
            {
              group: 'Dashboard',
              items: MEMBER_TABS.map(({ value, label: text }) => ({ value, label: text })),
            },
            {
              group: 'Saved reports',
              items: SAVED_REPORTS.map(({ value, label: text }) => ({ value, label: text })),
            },
          ]}
          value={shown}
          onChange={show}
          allowDeselect={false}
          mb="md"
          w="100%"
        />
      )}
      <Tabs.Panel value={shown} style={{ flex: 1, minWidth: 0 }}>
        {content}
      </Tabs.Panel>
    </Tabs>
  );
}
