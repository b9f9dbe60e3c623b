/** §2 Seller dashboard: the sidebar tabs, in the spec's order. */
import {
  IconBell,
  IconChartBar,
  IconCoin,
  IconHelp,
  IconLayoutDashboard,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconSquareOff,
  IconStar,
} from '@tabler/icons-react';

export const SELLER_TABS = [
  { value: 'dashboard', label: 'Dashboard', Icon: IconLayoutDashboard },
  { value: 'orders', label: 'Orders', Icon: IconReceipt },
  { value: 'products', label: 'Products', Icon: IconPackage },
  { value: 'financials', label: 'Financials', Icon: IconCoin },
  { value: 'reviews', label: 'Reviews and Ratings', Icon: IconStar },
  { value: 'notifications', label: 'Notifications', Icon: IconBell },
  { value: 'analytics', label: 'Analytics and Reports', Icon: IconChartBar },
  { value: 'settings', label: 'Settings', Icon: IconSettings },
  { value: 'support', label: 'Support and Assistance', Icon: IconHelp },
  { value: 'nothing', label: 'Nothing', Icon: IconSquareOff },
] as const;

export type SellerTab = (typeof SELLER_TABS)[number]['value'];
