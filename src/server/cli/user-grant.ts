/**
 * Grants a role from the command line: `npm run user:grant -- <username> <ROLE>`. This is how
 * a new install gets its first developer, since only developers may grant ROLE_DEV in the app.
 * Reads the same DATA_DIR and DATABASE_URL as the server.
 */
import { ROLES, isRoleName } from '../../contract/roles';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { grantRole, rolesOf } from '../modules/roles';
import { findUserByIdentifier } from '../modules/users';

const [username, role] = process.argv.slice(2);

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (!username || !role) fail('Usage: npm run user:grant -- <username or e-mail> <ROLE>', 2);
if (!isRoleName(role)) fail(`Unknown role "${role}". Roles: ${ROLES.join(', ')}.`);

const config = loadConfig();
const opened = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(opened);
  const user = await findUserByIdentifier(opened.db, username);
  if (!user) {
    console.error(`No account with the username or e-mail "${username}".`);
    process.exitCode = 1;
  } else {
    await grantRole(opened.db, user.id, role);
    const roles = await rolesOf(opened.db, user.id);
    console.log(`Granted ${role} to ${user.username} (id ${user.id}). Roles: ${roles.join(', ')}.`);
    if (user.account_status !== 'active') {
      console.log(`Note: the account is ${user.account_status}; it cannot sign in until active.`);
    }
  }
} finally {
  await opened.db.destroy();
}
