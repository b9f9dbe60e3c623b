import { ROLES, type RoleName } from '../../../contract/roles';
import type { SelfUser } from '../../../contract/users';

export interface DashboardInfo {
  title: string;
  /** What the dashboard will hold (§2), so the placeholder says something true. */
  description: string;
}

export const DASHBOARDS: Record<RoleName, DashboardInfo> = {
  ROLE_USER: {
    title: 'Member',
    description: 'Your orders, your posts and saved reports of your rides, in one place.',
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

/** The roles a member holds, in a fixed order so the dashboard tabs never move around. */
export function heldRoles(user: Pick<SelfUser, 'roles'> | null): RoleName[] {
  return ROLES.filter((role) => hasRole(user, role));
}
