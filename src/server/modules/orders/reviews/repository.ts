/** Queries on reviews. Each takes the database or a transaction. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ReviewsTable } from '../../../db/schema';
import { pageOf } from '../../../db/paging';

type Db = Kysely<Database>;
export type ReviewRow = Selectable<ReviewsTable> & { product_name: string };

function withProduct(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .selectAll('reviews')
    .select('products.name as product_name');
}

export function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  return withProduct(db).where('reviews.id', '=', id).executeTakeFirst();
}

export function reviewOfLine(db: Db, lineId: number) {
  return db.selectFrom('reviews').select('id').where('line_id', '=', lineId).executeTakeFirst();
}

export async function insertReview(db: Db, row: Insertable<ReviewsTable>): Promise<number> {
  const inserted = await db
    .insertInto('reviews')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Sets the reply only if there is none yet: one reply per review, also under a race. */
export async function setReply(db: Db, id: number, text: string): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ reply: text, replied_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('reply', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Newest first, of one product, of one seller, or (an empty filter) of the whole shop. */
export async function listReviews(
  db: Db,
  filter: { productId: number } | { sellerId: number } | Record<string, never>,
  page: number,
  size: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where =
    'productId' in filter
      ? (['reviews.product_id', filter.productId] as const)
      : 'sellerId' in filter
        ? (['reviews.seller_id', filter.sellerId] as const)
        : null;
  let list = withProduct(db);
  let count = db.selectFrom('reviews');
  if (where) {
    list = list.where(where[0], '=', where[1]);
    count = count.where(where[0], '=', where[1]);
  }
  return pageOf(
    list.orderBy('reviews.id', 'desc'),
    count.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

/** Mean and count of a seller's ratings per product. */
export function sellerRatings(db: Db, sellerId: number) {
  return db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select(['reviews.product_id', 'products.name'])
    .select((eb) => [eb.fn.avg('reviews.rating').as('average'), eb.fn.countAll().as('n')])
    .where('reviews.seller_id', '=', sellerId)
    .groupBy(['reviews.product_id', 'products.name'])
    .orderBy('reviews.product_id')
    .execute();
}
