/**
 * The seller dashboard (§2 Seller dashboard): its sidebar tabs in the spec's order, Orders
 * first, the active one highlighted. On a tablet the tabs run down the side; on a phone a
 * select takes their place. The tab lives in the address (`?tab=`), so a reload keeps it.
 */
import { Select, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentUser } from '../auth/api';
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
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
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
    <Tabs
      // A sidebar reads from the left; Mantine centres tab labels.
      styles={{ tabLabel: { textAlign: 'left' } }}
      value={shown}
      onChange={show}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="pills"
    >
      {wide ? (
        <Tabs.List aria-label="Seller dashboard" mr="lg" style={{ flexShrink: 0 }}>
          {SELLER_TABS.map(({ value, label, Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      ) : (
        <Select
          label="Section"
          data={SELLER_TABS.map(({ value, label }) => ({ value, label }))}
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
