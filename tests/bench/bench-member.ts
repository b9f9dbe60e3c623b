/**
 * A member and a signed-in session made directly in the database, for the benchmarks' own
 * servers (chat-server.ts, live-server.ts): signing hundreds of members up through the API
 * would measure password hashing, not what the bench is about.
 */
import type { App } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import { createSession } from '../../src/server/lib/sessions';
import { grantRole } from '../../src/server/modules/roles/repository';

export async function benchMember(
  app: App,
  config: Config,
  username: string,
  fullName: string,
): Promise<{ id: number; token: string }> {
  const { id } = await app.db
    .insertInto('users')
    .values({
      username,
      username_key: username,
      email: `${username}@riders.example`,
      full_name: fullName,
      contact: '01712345678',
      address: '12 Lake Road, Dhanmondi, Dhaka',
      dob: '1995-04-12',
      gender: 'NOT_SPECIFIED',
      // Never used to sign in: the session is made directly.
      password_hash: '!',
      account_status: 'active',
      can_manage_users: 0,
      can_delete_posts: 0,
      payment_method: null,
      profile_picture_id: null,
      cover_picture_id: null,
      created_at: new Date().toISOString(),
      last_login: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantRole(app.db, id, 'ROLE_USER');
  return { id, token: await createSession(app.db, config, id, 'bench') };
}
