/** Queries on email_codes. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import type { Database, EmailCodeRow } from '../../db/schema';

type Db = Kysely<Database>;
export type CodePurpose = EmailCodeRow['purpose'];

/** The newest code of a member for one purpose: the only one that can still be good. */
export function latestCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
): Promise<EmailCodeRow | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Stores a new code and retires every older unused one of the same purpose. */
export async function replaceCode(
  db: Db,
  code: { userId: number; purpose: CodePurpose; codeHash: string; expiresAt: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('user_id', '=', code.userId)
      .where('purpose', '=', code.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({
        user_id: code.userId,
        purpose: code.purpose,
        code_hash: code.codeHash,
        attempts: 0,
        expires_at: code.expiresAt,
        used_at: null,
        created_at: now,
      })
      .execute();
  });
}

/** Counts one wrong try on the code, for the record: wrong tries alone never spend a code. */
export async function countWrongTry(db: Db, codeId: number): Promise<void> {
  await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}

/** Uses a code up; false when someone else used it first. */
export async function markCodeUsed(db: Db, codeId: number): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes a code that could not be delivered, so it neither works nor blocks a resend. */
export async function deleteCode(db: Db, userId: number, purpose: CodePurpose): Promise<void> {
  const latest = await latestCode(db, userId, purpose);
  if (latest) await db.deleteFrom('email_codes').where('id', '=', latest.id).execute();
}
