/** The demo accounts, one per role: who they are, for the seed and the demo data of each section. */
import type { RoleName } from '../../contract/roles';

interface DemoUser {
  username: string;
  fullName: string;
  roles: RoleName[];
}

export const DEMO_USERS = [
  { username: 'rider1', fullName: 'Demo Rider', roles: ['ROLE_USER'] },
  { username: 'seller1', fullName: 'Demo Seller', roles: ['ROLE_USER', 'ROLE_SELLER'] },
  { username: 'admin1', fullName: 'Demo Admin', roles: ['ROLE_USER', 'ROLE_ADMIN'] },
  {
    username: 'developer1',
    fullName: 'Demo Developer',
    roles: ['ROLE_USER', 'ROLE_SELLER', 'ROLE_ADMIN', 'ROLE_DEV'],
  },
] as const satisfies readonly DemoUser[];

export const DEMO_USERNAMES = DEMO_USERS.map((user) => user.username);
export const demoEmail = (username: string) => `${username}@club.example`;
