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
import { defineTexts } from '../../../contract/i18n/texts';

export const DEVELOPER_TABS = defineTexts([
  { value: 'dashboard', label: /*i18n*/ { id: 'Dashboard' }, Icon: IconLayoutDashboard },
  { value: 'orders', label: /*i18n*/ { id: 'Orders' }, Icon: IconReceipt },
  { value: 'products', label: /*i18n*/ { id: 'Products' }, Icon: IconPackage },
  { value: 'financials', label: /*i18n*/ { id: 'Financials' }, Icon: IconCoin },
  { value: 'reviews', label: /*i18n*/ { id: 'Reviews' }, Icon: IconStar },
  { value: 'notifications', label: /*i18n*/ { id: 'Notifications' }, Icon: IconBell },
  { value: 'analytics', label: /*i18n*/ { id: 'Analytics' }, Icon: IconChartBar },
  { value: 'settings', label: /*i18n*/ { id: 'Settings' }, Icon: IconSettings },
  { value: 'support', label: /*i18n*/ { id: 'Support' }, Icon: IconHelp },
  { value: 'nothing', label: /*i18n*/ { id: 'Nothing' }, Icon: IconSquareOff },
  { value: 'users', label: /*i18n*/ { id: 'Users' }, Icon: IconUsers },
  { value: 'roles', label: /*i18n*/ { id: 'Roles' }, Icon: IconShieldLock },
  { value: 'reports', label: /*i18n*/ { id: 'Reports' }, Icon: IconBug },
] as const);

export type DeveloperTab = (typeof DEVELOPER_TABS)[number]['value'];
