/**
 * Rows to the contract's products, for one reader. A page is read with a fixed number of
 * queries whatever its size: pictures, sellers and ratings are fetched for all its products at
 * once.
 */
import type { Kysely } from 'kysely';
import {
  STOCK_STATUS,
  type Product,
  type ProductCategory,
  type ProductPicture,
} from '../../../contract/products';
import type { Database } from '../../db/schema';
import { hasRole } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { pictureSizes } from '../media';
import { readClubSettings } from '../settings';
import { memberNamesById } from '../users';
import { picturesOf, ratingsOf, type ProductRow } from './repository';

type Db = Kysely<Database>;

export function toProductPicture(mediaId: string, widthsJson: string): ProductPicture {
  return pictureSizes(mediaId, widthsJson);
}

/** Sellers edit their own products; admins edit any. */
export function canEditProduct(row: Pick<ProductRow, 'seller_id'>, reader: AuthUser | null) {
  return !!reader && (reader.id === row.seller_id || hasRole(reader, 'ROLE_ADMIN'));
}

export async function toProducts(
  db: Db,
  rows: ProductRow[],
  reader: AuthUser | null,
): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const [pictures, sellers, ratings, settings] = await Promise.all([
    picturesOf(db, ids),
    memberNamesById(
      db,
      rows.map((row) => row.seller_id),
    ),
    ratingsOf(db, ids),
    readClubSettings(db),
  ]);
  return rows.map((row) => {
    const seller = sellers.get(row.seller_id);
    if (!seller) throw new Error(`product ${row.id} has no seller row`);
    const own = pictures.filter((picture) => picture.product_id === row.id);
    const main = own.find((picture) => picture.position === -1);
    const hasDimensions = row.height !== null || row.width !== null || row.depth !== null;
    return {
      id: row.id,
      name: row.name,
      category: row.category as ProductCategory,
      brand: row.brand,
      price: row.price,
      discountPrice: row.discount_price,
      currency: settings.currency,
      stockStatus: row.quantity_available > 0 ? STOCK_STATUS.inStock : STOCK_STATUS.outOfStock,
      quantityAvailable: row.quantity_available,
      description: row.description,
      mainImage: main ? toProductPicture(main.media_id, main.widths) : null,
      galleryImages: own
        .filter((picture) => picture.position >= 0)
        .map((picture) => toProductPicture(picture.media_id, picture.widths)),
      dimensions: hasDimensions ? { height: row.height, width: row.width, depth: row.depth } : null,
      weight: row.weight,
      sellerId: row.seller_id,
      seller,
      rating: ratings.get(row.id) ?? { average: null, count: 0 },
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      canEdit: canEditProduct(row, reader),
    };
  });
}
