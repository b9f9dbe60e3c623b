/**
 * The seller dashboard (§2 Seller dashboard): its sidebar tabs in the spec's order, Orders
 * first, the active one highlighted. On a tablet the tabs run down the side; on a phone a
 * select takes their place. The tab lives in the address (`?tab=`), so a reload keeps it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { SidebarSections } from '../../components/sidebar-sections';
import { useSectionInAddress } from '../../components/use-section-in-address';
import { sellerProductsQuery } from '../back-office/shop/api';
import { SELLER_TABS, type SellerTab } from './seller-tabs';
import { SellerOrders } from '../back-office/shop/seller-orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders-constants';
import { lazyNamed } from '../../lib/lazy-named';
import { SELLER_TEXT } from './texts';

// The first section comes with the dashboard; the others load when first shown.
const SellerFinancials = lazyNamed(
  () => import('../back-office/shop/seller-figures'),
  'SellerFinancials',
);
const SellerOverview = lazyNamed(
  () => import('../back-office/shop/seller-figures'),
  'SellerOverview',
);
const SellerProducts = lazyNamed(() => import('./seller-products'), 'SellerProducts');
const SellerReviews = lazyNamed(() => import('./seller-reviews'), 'SellerReviews');
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
const SellerSettings = lazyNamed(() => import('./seller-settings'), 'SellerSettings');
const SellerSupport = lazyNamed(
  () => import('../back-office/shop/seller-support'),
  'SellerSupport',
);

/** A tab's content; `open` shows another tab, the orders of one status if given. */
type Open = (tab: SellerTab, status?: OrderStatus) => void;

const CONTENT: Record<SellerTab, (open: Open, status: OrderStatus | null) => React.ReactNode> = {
  dashboard: () => <SellerOverview />,
  orders: (_open, status) => <SellerOrders key={status} status={status} />,
  products: () => <SellerProducts />,
  financials: () => <SellerFinancials />,
  reviews: () => <SellerReviews />,
  notifications: (open) => <SellerNotifications onOpen={open} />,
  analytics: () => <SellerAnalytics />,
  settings: () => <SellerSettings />,
  support: (open) => <SellerSupport onOpenDisputes={() => open('orders', 'rejected')} />,
  nothing: () => <SellerNothing />,
};

const isStatus = (value: unknown): value is OrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

export function SellerDashboard() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // §7 Other: the seller dashboard loads the seller's products on start, whichever tab opens.
  useEffect(() => {
    if (user) void queryClient.prefetchQuery(sellerProductsQuery(user.id, '', 0));
  }, [queryClient, user]);
  const { shown, search, show } = useSectionInAddress(
    SELLER_TABS,
    'orders',
    '/dashboard/ROLE_SELLER',
  );
  const status = isStatus(search.status) ? search.status : null;
  const open: Open = (tab, orderStatus) => show(tab, orderStatus && { status: orderStatus });

  return (
    <SidebarSections
      tabs={SELLER_TABS}
      shown={shown}
      onChange={show}
      ariaLabel={SELLER_TEXT.dashboardLabel}
    >
      {CONTENT[shown](open, status)}
    </SidebarSections>
  );
}
