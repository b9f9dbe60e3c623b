/** Queries on post reports. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { toCount } from '../../../db/connect';
import { pageOf } from '../../../db/paging';

type Db = Kysely<Database>;

/** Files a member's report; false when they had already reported the post. */
export async function insertReport(
  db: Db,
  postId: number,
  userId: number,
  reason: string | null,
): Promise<boolean> {
  const result = await db
    .insertInto('post_reports')
    .values({ post_id: postId, user_id: userId, reason, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Posts with open reports, most reported first, then the most recently reported. */
export async function listReportedPosts(
  db: Db,
  page: number,
  size: number,
): Promise<{ rows: { post_id: number; open: number; last: string }[]; total: number }> {
  const open = db.selectFrom('post_reports').where('resolved', '=', 0);
  const { rows, total } = await pageOf(
    open
      .select([
        'post_id',
        (eb) => eb.fn.countAll().as('open'),
        (eb) => eb.fn.max('created_at').as('last'),
      ])
      .groupBy('post_id')
      .orderBy('open', 'desc')
      .orderBy('last', 'desc'),
    open.select((eb) => eb.fn.count('post_id').distinct().as('n')),
    page,
    size,
  );
  return {
    rows: rows.map((row) => ({
      post_id: row.post_id,
      open: toCount(row.open as string | number),
      last: String(row.last),
    })),
    total,
  };
}

export async function openReasons(db: Db, postIds: number[]): Promise<Map<number, string[]>> {
  const reasons = new Map<number, string[]>();
  if (postIds.length === 0) return reasons;
  const rows = await db
    .selectFrom('post_reports')
    .select(['post_id', 'reason'])
    .where('post_id', 'in', postIds)
    .where('resolved', '=', 0)
    .where('reason', 'is not', null)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.reason) reasons.set(row.post_id, [...(reasons.get(row.post_id) ?? []), row.reason]);
  }
  return reasons;
}

/** A moderator keeps the post: its open reports are resolved. */
export async function resolveReports(db: Db, postId: number, moderatorId: number) {
  const result = await db
    .updateTable('post_reports')
    .set({ resolved: 1, resolved_at: new Date().toISOString(), resolved_by: moderatorId })
    .where('post_id', '=', postId)
    .where('resolved', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
