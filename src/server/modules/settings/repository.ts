/** Queries on club_settings. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forgetClubSettings } from './kept';

type Db = Kysely<Database>;

export async function settingRows(db: Db): Promise<{ key: string; value: string }[]> {
  return db.selectFrom('club_settings').select(['key', 'value']).execute();
}

/** Writes these settings; outside a transaction the kept ones are forgotten at once. */
export async function writeSettings(
  db: Db,
  values: Record<string, unknown>,
  userId: number,
): Promise<void> {
  const now = new Date().toISOString();
  for (const [key, value] of Object.entries(values)) {
    const row = { key, value: JSON.stringify(value), updated_at: now, updated_by: userId };
    await db
      .insertInto('club_settings')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          value: row.value,
          updated_at: row.updated_at,
          updated_by: row.updated_by,
        }),
      )
      .execute();
  }
  if (!db.isTransaction) forgetClubSettings(db);
}

/** Whether the member `userId` holds `role` (false for no such member). */
export async function holdsRole(db: Db, userId: number, role: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return row !== undefined;
}
