/**
 * §2 Dashboard for admins (Dashboard, Users, Settings, Reports, and the shop's Orders): the
 * sidebar tabs, and which of them a member may open.
 */
import { IconChartBar, IconFlag, IconReceipt, IconSettings, IconUsers } from '@tabler/icons-react';
import type { SelfUser } from '../../../contract/users';
import { defineTexts } from '../../../contract/i18n/texts';

export const ADMIN_TABS = defineTexts([
  { value: 'dashboard', label: /*i18n*/ { id: 'Dashboard' }, Icon: IconChartBar },
  { value: 'users', label: /*i18n*/ { id: 'Users' }, Icon: IconUsers },
  // §1: admin dashboards cover orders; admins check transfers against the club's accounts.
  { value: 'orders', label: /*i18n*/ { id: 'Orders' }, Icon: IconReceipt },
  { value: 'settings', label: /*i18n*/ { id: 'Settings' }, Icon: IconSettings },
  { value: 'reports', label: /*i18n*/ { id: 'Reports' }, Icon: IconFlag },
] as const);

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export function isAdminTab(value: unknown): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

/**
 * Admins and developers get every tab; a member trusted with canManageUsers gets Users only,
 * which is all the server lets them do (the user list and account changes).
 */
export function adminTabsFor(user: Pick<SelfUser, 'roles' | 'canManageUsers'> | null) {
  const admin = !!user?.roles.some(
    (role) => role.name === 'ROLE_ADMIN' || role.name === 'ROLE_DEV',
  );
  if (admin) return [...ADMIN_TABS];
  return user?.canManageUsers ? ADMIN_TABS.filter((tab) => tab.value === 'users') : [];
}
