import { ROLES, type RoleName } from '../../contract/roles';
import type { SelfUser } from '../../contract/users';

export interface DashboardInfo {
  title: string;
  /** What the dashboard holds (§2). */
  description: string;
}

export const DASHBOARDS: Record<RoleName, DashboardInfo> = {
  ROLE_USER: {
    title: 'Member',
    description: 'Your rides, distance, orders and posts over a week, a month or a year.',
  },
  ROLE_SELLER: {
    title: 'Seller',
    description:
      'Orders, products, financials, reviews and ratings, notifications, analytics and support for the club shop.',
  },
  ROLE_ADMIN: {
    title: 'Admin',
    description: 'The club at a glance: members, settings and reports.',
  },
  ROLE_DEV: {
    title: 'Developer',
    description:
      'Orders, products, users and roles of the whole app, the intro page content and bug reports.',
  },
};

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
