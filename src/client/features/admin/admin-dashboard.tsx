/**
 * The admin dashboard (§2 Dashboard): Dashboard, Users, Settings and Reports in a sidebar on a
 * tablet and a select on a phone. The tab lives in the address (`?tab=`), so a reload keeps it.
 */
import { Select, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCurrentUser } from '../auth/api';
import { AdminOverview } from './admin-overview';
import { AdminReports } from './admin-reports';
import { AdminSettings } from './admin-settings';
import { adminTabsFor, type AdminTab } from './admin-tabs';
import { AdminUsers } from './admin-users';

const CONTENT: Record<AdminTab, () => React.ReactNode> = {
  dashboard: () => <AdminOverview />,
  users: () => <AdminUsers />,
  settings: () => <AdminSettings />,
  reports: () => <AdminReports />,
};

export function AdminDashboard() {
  const search = useSearch({ from: '/dashboard/$roleName' });
  const navigate = useNavigate();
  const tabs = adminTabsFor(useCurrentUser());
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const shown = tabs.find((tab) => tab.value === search.tab)?.value ?? tabs[0]?.value;
  if (!shown) return null;
  const show = (tab: string | null) => {
    if (!tab || !tabs.some((allowed) => allowed.value === tab)) return;
    void navigate({
      to: '/dashboard/$roleName',
      params: { roleName: 'ROLE_ADMIN' },
      search: { tab },
      replace: true,
    });
  };

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
        <Tabs.List aria-label="Admin dashboard" mr="lg" style={{ flexShrink: 0 }}>
          {tabs.map(({ value, label, Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      ) : (
        <Select
          label="Section"
          data={tabs.map(({ value, label }) => ({ value, label }))}
          value={shown}
          onChange={show}
          allowDeselect={false}
          mb="md"
          w="100%"
        />
      )}
      <Tabs.Panel value={shown} style={{ flex: 1, minWidth: 0 }}>
        {CONTENT[shown]()}
      </Tabs.Panel>
    </Tabs>
  );
}
