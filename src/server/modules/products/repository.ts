/** Queries on products and their pictures. Each takes the database or a transaction. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ProductCategory } from '../../../contract/products';
import type { Database, ProductsTable } from '../../db/schema';
import { toCount } from '../../db/connect';
import { pageOf } from '../../db/paging';

type Db = Kysely<Database>;
export type ProductRow = Selectable<ProductsTable>;

export interface ProductFilter {
  category?: ProductCategory;
  sellerId?: number;
  /** Words the name, brand, category or description must hold, case-insensitive. */
  text?: string;
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Db, filter: ProductFilter) {
  let query = db.selectFrom('products');
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.sellerId !== undefined) query = query.where('seller_id', '=', filter.sellerId);
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    query = query.where((eb) =>
      eb.or(
        (['name', 'brand', 'category', 'description'] as const).map(
          (column) =>
            sql<boolean>`lower(coalesce(${eb.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

/** Newest first. */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  page: number,
  size: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  return pageOf(
    filtered(db, filter).selectAll().orderBy('id', 'desc'),
    filtered(db, filter).select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

export function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findProducts(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
}

export async function insertProduct(db: Db, row: Insertable<ProductsTable>): Promise<number> {
  const inserted = await db
    .insertInto('products')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateProduct(
  db: Db,
  id: number,
  patch: Updateable<ProductsTable>,
): Promise<void> {
  await db.updateTable('products').set(patch).where('id', '=', id).execute();
}

export async function replaceGallery(db: Db, productId: number, mediaIds: string[]) {
  await db.deleteFrom('product_gallery').where('product_id', '=', productId).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('product_gallery')
    .values(
      mediaIds.map((mediaId, position) => ({ product_id: productId, position, media_id: mediaId })),
    )
    .execute();
}

/**
 * Each picture of these products with its stored widths, gallery pictures in their order; main
 * pictures have position -1. One statement for the page: the main pictures, then the galleries.
 */
export async function picturesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .innerJoin('media', 'media.id', 'products.main_media_id')
    .select([
      'products.id as product_id',
      sql<number>`-1`.as('position'),
      'media.id as media_id',
      'media.widths',
    ])
    .where('products.id', 'in', productIds)
    .unionAll(
      db
        .selectFrom('product_gallery')
        .innerJoin('media', 'media.id', 'product_gallery.media_id')
        .select([
          'product_gallery.product_id',
          'product_gallery.position',
          'media.id as media_id',
          'media.widths',
        ])
        .where('product_gallery.product_id', 'in', productIds),
    )
    .execute();
  return rows.sort((a, b) => a.position - b.position);
}

/** Who uploaded these pictures, what for, and which product (if any) shows them now. */
export async function pictureUse(db: Db, mediaIds: string[]) {
  if (mediaIds.length === 0) return [];
  const [media, main, gallery] = await Promise.all([
    db.selectFrom('media').select(['id', 'owner_id', 'kind']).where('id', 'in', mediaIds).execute(),
    db
      .selectFrom('products')
      .select(['id', 'main_media_id'])
      .where('main_media_id', 'in', mediaIds)
      .execute(),
    db
      .selectFrom('product_gallery')
      .select(['product_id', 'media_id'])
      .where('media_id', 'in', mediaIds)
      .execute(),
  ]);
  return media.map((row) => ({
    ...row,
    productId:
      main.find((product) => product.main_media_id === row.id)?.id ??
      gallery.find((item) => item.media_id === row.id)?.product_id ??
      null,
  }));
}

/** Mean rating and count of reviews per product. */
export async function ratingsOf(db: Db, productIds: number[]) {
  const ratings = new Map<number, { average: number; count: number }>();
  if (productIds.length === 0) return ratings;
  const rows = await db
    .selectFrom('reviews')
    .select(['product_id', (eb) => eb.fn.avg('rating').as('average')])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('product_id', 'in', productIds)
    .groupBy('product_id')
    .execute();
  for (const row of rows) {
    ratings.set(row.product_id, {
      average: Math.round(Number(row.average) * 10) / 10,
      count: toCount(row.n as string | number),
    });
  }
  return ratings;
}

/**
 * Takes `quantity` units if that many are left, in one statement, so two checkouts can never
 * both take the last unit. False when too few are left.
 */
export async function takeStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ quantity_available: eb('quantity_available', '-', quantity) }))
    .where('id', '=', productId)
    .where('quantity_available', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ quantity_available: eb('quantity_available', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}
