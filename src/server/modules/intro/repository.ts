/** Queries on the landing page's content. Each takes the database or a transaction. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, IntroSpecialsTable, IntroWelcomeTable } from '../../db/schema';

type Db = Kysely<Database>;
export type WelcomeRow = Selectable<IntroWelcomeTable>;
export type SpecialRow = Selectable<IntroSpecialsTable>;

/** The media kinds of the landing page's pictures. */
export const INTRO_MEDIA_KIND = { welcome: 'intro-welcome', special: 'intro-special' } as const;

/** The one welcome row's id. */
const WELCOME_ID = 1;

export function findWelcome(db: Db): Promise<WelcomeRow | undefined> {
  return db.selectFrom('intro_welcome').selectAll().where('id', '=', WELCOME_ID).executeTakeFirst();
}

export async function saveWelcome(
  db: Db,
  welcome: Omit<Insertable<IntroWelcomeTable>, 'id'>,
): Promise<void> {
  await db
    .insertInto('intro_welcome')
    .values({ id: WELCOME_ID, ...welcome })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(welcome))
    .execute();
}

/** The stored widths of a picture, as the media module recorded them. */
export async function widthsOf(db: Db, mediaId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('media')
    .select('widths')
    .where('id', '=', mediaId)
    .executeTakeFirst();
  return row?.widths;
}

/** Specials in the order they were added. */
export function listSpecials(db: Db): Promise<SpecialRow[]> {
  return db.selectFrom('intro_specials').selectAll().orderBy('id').execute();
}

export function findSpecial(db: Db, id: number): Promise<SpecialRow | undefined> {
  return db.selectFrom('intro_specials').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countSpecials(db: Db): Promise<number> {
  const row = await db
    .selectFrom('intro_specials')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSpecial(db: Db, special: Insertable<IntroSpecialsTable>) {
  const row = await db
    .insertInto('intro_specials')
    .values(special)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSpecial(
  db: Db,
  id: number,
  patch: Updateable<IntroSpecialsTable>,
): Promise<void> {
  await db.updateTable('intro_specials').set(patch).where('id', '=', id).execute();
}

export async function deleteSpecialRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('intro_specials').where('id', '=', id).execute();
}

/** The pictures of the given specials (all when none are named), in order, with their widths. */
export function imagesOfSpecials(db: Db, specialIds?: number[]) {
  let query = db
    .selectFrom('intro_special_images')
    .innerJoin('media', 'media.id', 'intro_special_images.media_id')
    .select(['intro_special_images.special_id', 'intro_special_images.media_id', 'media.widths'])
    .orderBy('intro_special_images.special_id')
    .orderBy('intro_special_images.position');
  if (specialIds) {
    if (specialIds.length === 0) return Promise.resolve([]);
    query = query.where('intro_special_images.special_id', 'in', specialIds);
  }
  return query.execute();
}

export async function replaceSpecialImages(
  db: Db,
  specialId: number,
  mediaIds: string[],
): Promise<void> {
  await db.deleteFrom('intro_special_images').where('special_id', '=', specialId).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('intro_special_images')
    .values(
      mediaIds.map((mediaId, position) => ({ special_id: specialId, position, media_id: mediaId })),
    )
    .execute();
}
