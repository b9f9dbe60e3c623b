/**
 * The developer dashboard (§2 Developer dashboard, at /dashboard/dashboarddev and
 * /dashboard/ROLE_DEV): its thirteen tabs in the spec's order, the active one highlighted. On
 * a tablet the tabs run down the side; on a phone a select takes their place. The tab lives in
 * the address (`?tab=`), so a reload keeps it.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SidebarSections } from '../dashboard/sidebar-sections';
import { HomeSettings } from '../home-settings/home-settings';
import {
  SellerAnalytics,
  SellerNotifications,
  SellerNothing,
  SellerSupport,
} from '../seller/static-sections';
import { DeveloperFinancials } from './developer-financials';
import { DeveloperOrders } from './developer-orders';
import { DeveloperOverview } from './developer-overview';
import { DeveloperProducts } from './developer-products';
import { DeveloperReports } from './developer-reports';
import { DeveloperReviews } from './developer-reviews';
import { DeveloperRoles } from './developer-roles';
import { DeveloperUsers } from './developer-users';
import { DEVELOPER_TABS, isDeveloperTab, type DeveloperTab } from './developer-tabs';

const CONTENT: Record<DeveloperTab, () => React.ReactNode> = {
  dashboard: () => <DeveloperOverview />,
  orders: () => <DeveloperOrders />,
  products: () => <DeveloperProducts />,
  financials: () => <DeveloperFinancials />,
  reviews: () => <DeveloperReviews />,
  notifications: () => <SellerNotifications />,
  analytics: () => <SellerAnalytics />,
  settings: () => <HomeSettings />,
  support: () => <SellerSupport />,
  nothing: () => <SellerNothing />,
  users: () => <DeveloperUsers />,
  roles: () => <DeveloperRoles />,
  reports: () => <DeveloperReports />,
};

export function DeveloperDashboard() {
  // Both routes of this dashboard keep the tab in the same search parameter.
  const search: { tab?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const shown: DeveloperTab = isDeveloperTab(search.tab) ? search.tab : 'dashboard';
  const show = (tab: string | null) => {
    if (!tab || !isDeveloperTab(tab)) return;
    void navigate({ to: '.', search: { tab }, replace: true });
  };

  return (
    <SidebarSections
      tabs={DEVELOPER_TABS}
      shown={shown}
      onChange={show}
      ariaLabel="Developer dashboard"
    >
      {CONTENT[shown]()}
    </SidebarSections>
  );
}
