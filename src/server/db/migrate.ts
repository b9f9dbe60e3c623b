/** Runs the migrations in ./migrations on start; they are written to run on both dialects. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect';
import { accounts } from './migrations/001-accounts';
import { bugs } from './migrations/002-bugs';
import { idempotency } from './migrations/003-idempotency';
import { push } from './migrations/004-push';
import { chat } from './migrations/005-chat';
import { conversations } from './migrations/006-conversations';
import { posts } from './migrations/007-posts';
import { profileAbout } from './migrations/009-profile-about';
import { intro } from './migrations/010-intro';
import { conversationPictures } from './migrations/008-conversation-pictures';
import { shop } from './migrations/012-shop';
import { clubSettings } from './migrations/013-club-settings';
import { tempfiles } from './migrations/014-tempfiles';
import { events } from './migrations/011-events';

const migrations: Record<string, (db: Db) => Migration> = {
  '001-accounts': accounts,
  '002-bugs': bugs,
  '003-idempotency': idempotency,
  '004-push': push,
  '005-chat': chat,
  '006-conversations': conversations,
  '007-posts': posts,
  '009-profile-about': profileAbout,
  '010-intro': intro,
  '008-conversation-pictures': conversationPictures,
  '012-shop': shop,
  '013-club-settings': clubSettings,
  '014-tempfiles': tempfiles,
  '011-events': events,
};

export async function migrateToLatest(target: Db): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(target)])),
  };
  const { error, results } = await new Migrator({ db: target.db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
