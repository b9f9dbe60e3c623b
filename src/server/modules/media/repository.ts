/** Queries on the media table. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface MediaRecord {
  id: string;
  ownerId: number | null;
  kind: string;
  widths: number[];
  contentType: string;
}

export async function insertMedia(db: Db, media: MediaRecord): Promise<void> {
  await db
    .insertInto('media')
    .values({
      id: media.id,
      owner_id: media.ownerId,
      kind: media.kind,
      widths: JSON.stringify(media.widths),
      content_type: media.contentType,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function findMedia(db: Db, id: string): Promise<MediaRecord | undefined> {
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    ownerId: row.owner_id,
    kind: row.kind,
    widths: (JSON.parse(row.widths) as number[]).filter(Number.isInteger),
    contentType: row.content_type,
  };
}

export async function mediaIdsOfOwner(db: Db, ownerId: number, kinds: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('kind', 'in', kinds)
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteMediaRows(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('media').where('id', 'in', ids).execute();
}
