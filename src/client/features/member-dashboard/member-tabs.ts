/**
 * §2 User dashboard: the sidebar in the spec's order, then the saved reports. A saved report
 * opens the activity report on its period, narrowed to one kind of row where it is about one.
 */
import {
  IconCalendarMonth,
  IconCalendarStats,
  IconFileAnalytics,
  IconGift,
  IconLayoutDashboard,
  IconMessageCircle,
  IconPackage,
  IconPlugConnected,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import type { ActivityKind, ActivityPeriod } from '../../../contract/member-activity';
import { defineTexts } from '../../../contract/i18n/texts';

export interface ActivityView {
  period: ActivityPeriod;
  kind: ActivityKind | null;
}

export const MEMBER_TABS = defineTexts([
  { value: 'dashboard', label: /*i18n*/ { id: 'Dashboard' }, Icon: IconLayoutDashboard },
  { value: 'orders', label: /*i18n*/ { id: 'Orders' }, Icon: IconReceipt },
  { value: 'products', label: /*i18n*/ { id: 'Products' }, Icon: IconPackage },
  { value: 'customers', label: /*i18n*/ { id: 'Customers' }, Icon: IconUsers },
  { value: 'reports', label: /*i18n*/ { id: 'Reports' }, Icon: IconFileAnalytics },
  { value: 'integrations', label: /*i18n*/ { id: 'Integrations' }, Icon: IconPlugConnected },
] as const);

export const SAVED_REPORTS = defineTexts([
  { value: 'current-month', label: /*i18n*/ { id: 'Current month' }, Icon: IconCalendarMonth },
  { value: 'last-quarter', label: /*i18n*/ { id: 'Last quarter' }, Icon: IconCalendarStats },
  {
    value: 'social-engagement',
    label: /*i18n*/ { id: 'Social engagement' },
    Icon: IconMessageCircle,
  },
  { value: 'year-end-sale', label: /*i18n*/ { id: 'Year-end sale' }, Icon: IconGift },
] as const);

export type MemberTab =
  (typeof MEMBER_TABS)[number]['value'] | (typeof SAVED_REPORTS)[number]['value'];

/** The tabs that show the activity report, and what it opens on. */
export const ACTIVITY_VIEWS: Partial<Record<MemberTab, ActivityView>> = {
  dashboard: { period: 'week', kind: null },
  orders: { period: 'year', kind: 'order' },
  'current-month': { period: 'month', kind: null },
  'last-quarter': { period: 'quarter', kind: null },
  'social-engagement': { period: 'month', kind: 'post' },
  'year-end-sale': { period: 'year', kind: 'order' },
};

export const ALL_MEMBER_TABS = [...MEMBER_TABS, ...SAVED_REPORTS];

export function isMemberTab(value: unknown): value is MemberTab {
  return ALL_MEMBER_TABS.some((tab) => tab.value === value);
}
