/**
 * Demo accounts for a fresh install (SEED_DEMO, on by default): one per role, so every screen
 * can be tried at once. They are made only when the users table is empty, so a real club's
 * data is never touched. Later features add their own demo data here.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/unique-violation';
import { hashPassword } from '../lib/passwords';
import { standOut } from '../logging';
import { grantRole } from '../modules/roles/repository';
import { countUsers, insertUser } from '../modules/users/repository';
import { DEMO_USERNAMES, DEMO_USERS, demoEmail } from './demo-users';
import { seedDemoAnnouncements } from './demo-announcements';
import { seedDemoEvents } from './demo-events';
import { seedDemoIntro } from './demo-intro';
import { seedDemoMerchandise } from './demo-merchandise';
import { seedDemoPayees } from './demo-payees';
import { seedDemoPosts } from './demo-posts';
import { seedDemoShop } from './demo-shop';

export { DEMO_USERNAMES } from './demo-users';

export async function seedDemoData(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  if ((await countUsers(app.db)) > 0) return;

  const password = app.config.demoPassword ?? randomBytes(9).toString('base64url');
  // One hash each: the same salt on four accounts would be a bad example to copy.
  const hashes: string[] = [];
  for (const _user of DEMO_USERS)
    hashes.push(await hashPassword(password, app.config.passwordCost));

  const now = new Date().toISOString();
  // Several processes started at once on an empty database all find it empty: the first to
  // write the demo accounts seeds the rest; the others meet its accounts' unique keys and leave
  // the seeding to it.
  const seeding = app.db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    for (const [index, user] of DEMO_USERS.entries()) {
      const id = await insertUser(trx, {
        username: user.username,
        username_key: user.username.toLowerCase(),
        email: demoEmail(user.username),
        full_name: user.fullName,
        contact: `0171100000${index}`,
        address: `${index + 1} Club Road, Dhanmondi, Dhaka`,
        dob: `199${index}-0${index + 1}-15`,
        gender: 'NOT_SPECIFIED',
        password_hash: hashes[index] ?? '',
        account_status: 'active',
        can_manage_users: 0,
        can_delete_posts: 0,
        payment_method: null,
        profile_picture_id: null,
        cover_picture_id: null,
        created_at: now,
        last_login: null,
      });
      for (const role of user.roles) await grantRole(trx, id, role);
      ids.set(user.username, id);
    }
    // rider1 carries parcels, approved by admin1, so the bike messenger works at once.
    await trx
      .insertInto('parcel_riders')
      .values({
        user_id: ids.get('rider1')!,
        since: now,
        approved_at: now,
        approved_by: ids.get('admin1')!,
        active: 1,
      })
      .execute();
  });
  try {
    await seeding;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    app.log.info('demo data: another process is seeding it');
    return;
  }

  await seedDemoIntro(app);
  await seedDemoPosts(app);
  await seedDemoEvents(app);
  await seedDemoShop(app);
  await seedDemoMerchandise(app);
  await seedDemoPayees(app);
  await seedDemoAnnouncements(app);

  if (app.config.demoPassword) {
    app.log.info(
      `Demo accounts created: ${DEMO_USERNAMES.join(', ')} (password from DEMO_PASSWORD)`,
    );
  } else {
    app.log.warn(
      standOut(app.config, [
        `Demo password for ${DEMO_USERNAMES.join(', ')}: ${password}`,
        'It is shown this once: keep it, or start with DEMO_PASSWORD set.',
      ]),
    );
  }
}
