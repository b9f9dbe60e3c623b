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
import { defineTexts } from '../../../contract/i18n/texts';

export const SELLER_TABS = defineTexts([
  { value: 'dashboard', label: /*i18n*/ { id: 'Dashboard' }, Icon: IconLayoutDashboard },
  { value: 'orders', label: /*i18n*/ { id: 'Orders' }, Icon: IconReceipt },
  { value: 'products', label: /*i18n*/ { id: 'Products' }, Icon: IconPackage },
  { value: 'financials', label: /*i18n*/ { id: 'Financials' }, Icon: IconCoin },
  { value: 'reviews', label: /*i18n*/ { id: 'Reviews and Ratings' }, Icon: IconStar },
  { value: 'notifications', label: /*i18n*/ { id: 'Notifications' }, Icon: IconBell },
  { value: 'analytics', label: /*i18n*/ { id: 'Analytics and Reports' }, Icon: IconChartBar },
  { value: 'settings', label: /*i18n*/ { id: 'Settings' }, Icon: IconSettings },
  { value: 'support', label: /*i18n*/ { id: 'Support and Assistance' }, Icon: IconHelp },
  { value: 'nothing', label: /*i18n*/ { id: 'Nothing' }, Icon: IconSquareOff },
] as const);

export type SellerTab = (typeof SELLER_TABS)[number]['value'];
