/** The releases table and the names of each release's hashed files (migration 035). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ReleaseAge } from './keep';

type Db = Kysely<Database>;

/** Rows per insert: well under either dialect's limit on bound values. */
const NAMES_PER_INSERT = 400;

/**
 * Records a release with its files unless it is there already; answers whether this call
 * recorded it. One transaction: processes of one build starting at once on one database wait
 * on the key, and only the first writes.
 */
export async function recordRelease(
  db: Db,
  release: { id: string; assets: string[] },
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('releases')
      .values({ id: release.id, first_served_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    for (let at = 0; at < release.assets.length; at += NAMES_PER_INSERT) {
      await trx
        .insertInto('release_assets')
        .values(
          release.assets
            .slice(at, at + NAMES_PER_INSERT)
            .map((name) => ({ release_id: release.id, name })),
        )
        .execute();
    }
    return true;
  });
}

export async function listReleases(db: Db): Promise<ReleaseAge[]> {
  const rows = await db.selectFrom('releases').select(['id', 'first_served_at']).execute();
  return rows.map((row) => ({ id: row.id, firstServedAt: new Date(row.first_served_at) }));
}

/** Forgets releases; their file names go with them (on delete cascade). */
export async function dropReleases(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('releases').where('id', 'in', ids).execute();
}

/** Every file name some recorded release has. */
export async function keptAssetNames(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('release_assets').select('name').distinct().execute();
  return new Set(rows.map((row) => row.name));
}

export async function isKeptAsset(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('release_assets')
    .select('release_id')
    .where('name', '=', name)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
