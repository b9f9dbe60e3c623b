import { defineTexts } from '../../contract/i18n/texts';
import { ROLES, type RoleName } from '../../contract/roles';
import type { SelfUser } from '../../contract/users';

export interface DashboardInfo {
  title: string;
  /** What the dashboard holds (§2). */
  description: string;
}

/** Each role's dashboard, its title and what it holds read in the page's language. */
export const DASHBOARDS: Record<RoleName, DashboardInfo> = defineTexts({
  ROLE_USER: {
    title: /*i18n*/ { id: 'Member', comment: "The member's dashboard, and the role ROLE_USER" },
    description: /*i18n*/ {
      id: 'Your rides, distance, orders and posts over a week, a month or a year.',
    },
  },
  ROLE_SELLER: {
    title: /*i18n*/ { id: 'Seller', comment: "The seller's dashboard, and the role ROLE_SELLER" },
    description: /*i18n*/ {
      id: 'Orders, products, financials, reviews and ratings, notifications, analytics and support for the club shop.',
    },
  },
  ROLE_ADMIN: {
    title: /*i18n*/ { id: 'Admin', comment: "The admin's dashboard, and the role ROLE_ADMIN" },
    description: /*i18n*/ { id: 'The club at a glance: members, settings and reports.' },
  },
  ROLE_DEV: {
    title: /*i18n*/ { id: 'Developer' },
    description: /*i18n*/ {
      id: 'Orders, products, users and roles of the whole app, the intro page content and bug reports.',
    },
  },
});

export function hasRole(user: Pick<SelfUser, 'roles'> | null, role: RoleName): boolean {
  return !!user?.roles.some((held) => held.name === role);
}

type DashboardViewer = Pick<SelfUser, 'roles'> & Partial<Pick<SelfUser, 'canManageUsers'>>;

/**
 * Whether a member gets `role`'s dashboard: the role's holders, and for the admin dashboard
 * also members trusted with canManageUsers (it then shows them its Users section only).
 */
export function mayOpenDashboard(user: DashboardViewer | null, role: RoleName): boolean {
  return hasRole(user, role) || (role === 'ROLE_ADMIN' && !!user?.canManageUsers);
}

/** The dashboards a member may open, in a fixed order so the tabs never move around. */
export function heldRoles(user: DashboardViewer | null): RoleName[] {
  return ROLES.filter((role) => mayOpenDashboard(user, role));
}
