/** §2 Developer dashboard: its tabs, in the spec's order. */
import {
  IconBell,
  IconBug,
  IconChartBar,
  IconCoin,
  IconHelp,
  IconLayoutDashboard,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconSquareOff,
  IconStar,
  IconUsers,
} from '@tabler/icons-react';

export const DEVELOPER_TABS = [
  { value: 'dashboard', label: 'Dashboard', Icon: IconLayoutDashboard },
  { value: 'orders', label: 'Orders', Icon: IconReceipt },
  { value: 'products', label: 'Products', Icon: IconPackage },
  { value: 'financials', label: 'Financials', Icon: IconCoin },
  { value: 'reviews', label: 'Reviews', Icon: IconStar },
  { value: 'notifications', label: 'Notifications', Icon: IconBell },
  { value: 'analytics', label: 'Analytics', Icon: IconChartBar },
  { value: 'settings', label: 'Settings', Icon: IconSettings },
  { value: 'support', label: 'Support', Icon: IconHelp },
  { value: 'nothing', label: 'Nothing', Icon: IconSquareOff },
  { value: 'users', label: 'Users', Icon: IconUsers },
  { value: 'roles', label: 'Roles', Icon: IconShieldLock },
  { value: 'reports', label: 'Reports', Icon: IconBug },
] as const;

export type DeveloperTab = (typeof DEVELOPER_TABS)[number]['value'];
