/**
 * The seller dashboard (§2 Seller dashboard): its sidebar tabs in the spec's order, Orders
 * first, the active one highlighted. On a tablet the tabs run down the side; on a phone a
 * select takes their place. The tab lives in the address (`?tab=`), so a reload keeps it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentUser } from '../auth/api';
import { SidebarSections } from '../dashboard/sidebar-sections';
import { sellerProductsQuery } from './api';
import { SELLER_TABS, isSellerTab, type SellerTab } from './seller-tabs';
import { SellerFinancials, SellerOverview } from './seller-figures';
import { SellerOrders } from './seller-orders';
import { SellerProducts } from './seller-products';
import { SellerReviews } from './seller-reviews';
import {
  SellerAnalytics,
  SellerNothing,
  SellerNotifications,
  SellerSettings,
  SellerSupport,
} from './static-sections';

const CONTENT: Record<SellerTab, () => React.ReactNode> = {
  dashboard: () => <SellerOverview />,
  orders: () => <SellerOrders />,
  products: () => <SellerProducts />,
  financials: () => <SellerFinancials />,
  reviews: () => <SellerReviews />,
  notifications: () => <SellerNotifications />,
  analytics: () => <SellerAnalytics />,
  settings: () => <SellerSettings />,
  support: () => <SellerSupport />,
  nothing: () => <SellerNothing />,
};

export function SellerDashboard() {
  const search = useSearch({ from: '/dashboard/$roleName' });
  const navigate = useNavigate();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // §7 Other: the seller dashboard loads the seller's products on start, whichever tab opens.
  useEffect(() => {
    if (user) void queryClient.prefetchQuery(sellerProductsQuery(user.id, '', 0));
  }, [queryClient, user]);
  const shown: SellerTab = isSellerTab(search.tab) ? search.tab : 'orders';
  const show = (tab: string | null) => {
    if (!tab || !isSellerTab(tab)) return;
    void navigate({
      to: '/dashboard/$roleName',
      params: { roleName: 'ROLE_SELLER' },
      search: { tab },
      replace: true,
    });
  };

  return (
    <SidebarSections tabs={SELLER_TABS} shown={shown} onChange={show} ariaLabel="Seller dashboard">
      {CONTENT[shown]()}
    </SidebarSections>
  );
}
