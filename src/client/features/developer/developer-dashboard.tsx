/**
 * The developer dashboard (§2 Developer dashboard, at /dashboard/dashboarddev and
 * /dashboard/ROLE_DEV): its thirteen tabs in the spec's order, the active one highlighted. On
 * a tablet the tabs run down the side; on a phone a select takes their place. The tab lives in
 * the address (`?tab=`), so a reload keeps it.
 */
import { SidebarSections } from '../../components/sidebar-sections';
import { useSectionInAddress } from '../../components/use-section-in-address';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders-constants';
import { DeveloperOverview } from './developer-overview';
import { DEVELOPER_TABS, type DeveloperTab } from './developer-tabs';
import { lazyNamed } from '../../lib/lazy-named';
import { DEVELOPER_TEXT } from './texts';

// The first section comes with the dashboard; the others load when first shown.
const HomeSettings = lazyNamed(
  () => import('../back-office/landing-page/home-settings'),
  'HomeSettings',
);
const SellerAnalytics = lazyNamed(
  () => import('../back-office/shop/seller-analytics'),
  'SellerAnalytics',
);
const SellerNothing = lazyNamed(
  () => import('../back-office/shop/seller-nothing'),
  'SellerNothing',
);
const SellerNotifications = lazyNamed(
  () => import('../back-office/shop/seller-notifications'),
  'SellerNotifications',
);
const SellerSupport = lazyNamed(
  () => import('../back-office/shop/seller-support'),
  'SellerSupport',
);
const DeveloperFinancials = lazyNamed(
  () => import('./developer-financials'),
  'DeveloperFinancials',
);
const ShopOrders = lazyNamed(() => import('../back-office/shop/shop-orders'), 'ShopOrders');
const DeveloperProducts = lazyNamed(() => import('./developer-products'), 'DeveloperProducts');
const DeveloperReports = lazyNamed(() => import('./developer-reports'), 'DeveloperReports');
const DeveloperReviews = lazyNamed(() => import('./developer-reviews'), 'DeveloperReviews');
const DeveloperRoles = lazyNamed(() => import('./developer-roles'), 'DeveloperRoles');
const DeveloperUsers = lazyNamed(() => import('./developer-users'), 'DeveloperUsers');

/** A tab's content; `open` shows another tab, the orders of one status if given. */
type Open = (tab: DeveloperTab, status?: OrderStatus) => void;

// The seller's tabs here read the whole shop: every seller's lines and products.
const CONTENT: Record<DeveloperTab, (open: Open, status: OrderStatus | null) => React.ReactNode> = {
  dashboard: () => <DeveloperOverview />,
  orders: (_open, status) => <ShopOrders key={status} status={status} />,
  products: () => <DeveloperProducts />,
  financials: () => <DeveloperFinancials />,
  reviews: () => <DeveloperReviews />,
  notifications: (open) => <SellerNotifications scope="shop" onOpen={open} />,
  analytics: () => <SellerAnalytics scope="shop" title={DEVELOPER_TEXT.analytics} />,
  settings: () => <HomeSettings />,
  support: (open) => <SellerSupport onOpenDisputes={() => open('orders', 'rejected')} />,
  nothing: () => <SellerNothing />,
  users: () => <DeveloperUsers />,
  roles: () => <DeveloperRoles />,
  reports: () => <DeveloperReports />,
};

export function DeveloperDashboard() {
  // Both routes of this dashboard keep the tab in the same search parameter.
  const { shown, search, show } = useSectionInAddress(DEVELOPER_TABS, 'dashboard', '.');
  const status = ORDER_STATUSES.find((one) => one === search.status) ?? null;
  const open: Open = (tab, orderStatus) => show(tab, orderStatus && { status: orderStatus });

  return (
    <SidebarSections
      tabs={DEVELOPER_TABS}
      shown={shown}
      onChange={show}
      ariaLabel={DEVELOPER_TEXT.developerDashboard}
    >
      {CONTENT[shown](open, status)}
    </SidebarSections>
  );
}
