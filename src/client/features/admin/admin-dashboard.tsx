/**
 * The admin dashboard (§2 Dashboard): Dashboard, Users, Orders, Settings and Reports in a
 * sidebar on a tablet and a select on a phone. The tab lives in the address (`?tab=`), so a reload keeps it.
 */
import { Stack } from '@mantine/core';
import { useCurrentUser } from '../../lib/current-user';
import { SidebarSections } from '../../components/sidebar-sections';
import { useSectionInAddress } from '../../components/use-section-in-address';
import { AdminOverview } from './admin-overview';
import { adminTabsFor, type AdminTab } from './admin-tabs';
import { ADMIN_TEXT } from './texts';
import { lazyNamed } from '../../lib/lazy-named';

// The first section comes with the dashboard; the others load when first shown.
const ShopOrders = lazyNamed(() => import('../back-office/shop/shop-orders'), 'ShopOrders');
const AdminReports = lazyNamed(() => import('./admin-reports'), 'AdminReports');
const AdminSettings = lazyNamed(() => import('./admin-settings'), 'AdminSettings');
const AdminUsers = lazyNamed(() => import('./admin-users'), 'AdminUsers');
const RiderApprovals = lazyNamed(() => import('./rider-approvals'), 'RiderApprovals');

const CONTENT: Record<AdminTab, () => React.ReactNode> = {
  dashboard: () => <AdminOverview />,
  users: () => (
    <Stack gap="lg">
      <RiderApprovals />
      <AdminUsers />
    </Stack>
  ),
  // Every line of every seller, with what each buyer paid by, as the developer sees them.
  orders: () => <ShopOrders />,
  settings: () => <AdminSettings />,
  reports: () => <AdminReports />,
};

export function AdminDashboard() {
  const tabs = adminTabsFor(useCurrentUser());
  const { shown, show } = useSectionInAddress(tabs, tabs[0]?.value, '/dashboard/ROLE_ADMIN');
  if (!shown) return null;

  return (
    <SidebarSections
      tabs={tabs}
      shown={shown}
      onChange={show}
      ariaLabel={ADMIN_TEXT.adminDashboard}
    >
      {CONTENT[shown]()}
    </SidebarSections>
  );
}
