/** The demo accounts as the services know a signed-in member, for the demo data of each section. */
import type { FastifyInstance } from 'fastify';
import type { RoleName } from '../../contract/roles';
import { findUserByIdentifier } from '../modules/users/repository';
import type { AuthUser } from '../types';
import { DEMO_USERS } from './demo-users';

export type DemoUsername = (typeof DEMO_USERS)[number]['username'];

/** Every demo member by username; null when one is missing (a club that is not the demo). */
export async function demoMembers(
  app: FastifyInstance,
): Promise<Map<DemoUsername, AuthUser> | null> {
  const members = new Map<DemoUsername, AuthUser>();
  for (const user of DEMO_USERS) {
    const row = await findUserByIdentifier(app.db, user.username);
    if (!row) return null;
    members.set(user.username, {
      id: row.id,
      username: row.username,
      roles: [...user.roles] as RoleName[],
      canManageUsers: row.can_manage_users === 1,
      canDeletePosts: row.can_delete_posts === 1,
      // Written by the seed, not through a session.
      sessionId: '',
    });
  }
  return members;
}
