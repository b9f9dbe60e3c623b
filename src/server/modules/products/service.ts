/**
 * The catalogue. Everybody reads it; sellers add products and edit their own, admins edit
 * any. Pictures are uploads of the media module (kind 'product'): a product may show a picture
 * its editor uploaded or one it already shows, each picture in one product at most, and a
 * picture an edit drops is deleted.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { toPage, type Page } from '../../../contract/paging';
import {
  PRODUCT_PICTURE_WIDTHS,
  PRODUCT_TEXT,
  type Product,
  type ProductInputParsed,
  type ProductPicture,
} from '../../../contract/products';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http-errors';
import type { MemberView } from '../../plugins/visitor-replies';
import type { AuthUser } from '../../types';
import { deleteMediaRows, findMedia, removeMediaFiles, storePicture } from '../media';
import { pictureForUse } from '../storage';
import {
  findProduct,
  insertProduct,
  listProducts,
  pictureUse,
  replaceGallery,
  updateProduct,
  type ProductFilter,
} from './repository';
import { canEditProduct, toProductPicture, toProducts } from './shapes';

type Db = Kysely<Database>;
export const PRODUCT_PICTURE_KIND = 'product';
const MEDIA_URL = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export async function list(
  db: Db,
  reader: AuthUser | null,
  filter: ProductFilter,
  page: number,
  size: number,
): Promise<Page<Product>> {
  const { rows, total } = await listProducts(db, filter, page, size);
  return toPage(await toProducts(db, rows, reader), total, page, size);
}

/**
 * A member reads the products a visitor reads; only whether they may edit each differs, so their
 * list is the visitor's kept one with that mark (plugins/visitor-replies.ts).
 */
export const memberView: MemberView<Page<Product>> = {
  sameRows: () => true,
  personalise: async (_app, member, visitor) => ({
    ...visitor,
    content: visitor.content.map((product) => ({
      ...product,
      canEdit: canEditProduct({ seller_id: product.sellerId }, member),
    })),
  }),
};

export async function one(db: Db, reader: AuthUser | null, id: number) {
  const row = await findProduct(db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  const [product] = await toProducts(db, [row], reader);
  return product!;
}

export async function uploadPicture(
  app: FastifyInstance,
  editor: AuthUser,
  image: Buffer,
): Promise<ProductPicture> {
  const id = await storePicture(
    app,
    editor.id,
    PRODUCT_PICTURE_KIND,
    image,
    PRODUCT_PICTURE_WIDTHS,
  );
  const media = await findMedia(app.db, id);
  return toProductPicture(id, JSON.stringify(media?.widths ?? []));
}

/** One of the editor's library pictures made a product picture, as an upload would be. */
export async function pictureFromLibrary(
  app: FastifyInstance,
  editor: AuthUser,
  libraryPictureId: number,
): Promise<ProductPicture> {
  const id = await pictureForUse(app, editor, libraryPictureId, PRODUCT_PICTURE_KIND);
  const media = await findMedia(app.db, id);
  return toProductPicture(id, JSON.stringify(media?.widths ?? []));
}

/** The media ids behind the form's urls: the editor's own free uploads, or this product's. */
async function checkedPictures(
  db: Db,
  editor: AuthUser,
  input: ProductInputParsed,
  productId: number | null,
): Promise<{ main: string | null; gallery: string[] }> {
  const fields = [
    ...(input.mainImage ? [{ field: 'mainImage', url: input.mainImage }] : []),
    ...input.galleryImages.map((url, index) => ({ field: `galleryImages.${index}`, url })),
  ];
  const ids = fields.map(({ url }) => MEDIA_URL.exec(url)?.[1] ?? null);
  const uses = await pictureUse(
    db,
    ids.filter((id): id is string => id !== null),
  );
  const fieldErrors: Record<string, string> = {};
  ids.forEach((id, index) => {
    const use = uses.find((candidate) => candidate.id === id);
    const field = fields[index]!.field;
    const ours = use?.productId !== null && use?.productId === productId;
    if (!id || !use || use.kind !== PRODUCT_PICTURE_KIND || (!ours && use.owner_id !== editor.id)) {
      fieldErrors[field] = PRODUCT_TEXT.notYourPicture;
    } else if (!ours && use.productId !== null) {
      fieldErrors[field] = PRODUCT_TEXT.pictureInAnotherProduct;
    } else if (ids.indexOf(id) !== index) {
      fieldErrors[field] = PRODUCT_TEXT.pictureTwice;
    }
  });
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
  const main = input.mainImage ? ids[0]! : null;
  return { main, gallery: (input.mainImage ? ids.slice(1) : ids) as string[] };
}

function columnsOf(input: ProductInputParsed) {
  return {
    name: input.name,
    category: input.category,
    brand: input.brand,
    price: input.price,
    discount_price: input.discountPrice,
    quantity_available: input.quantityAvailable,
    description: input.description,
    height: input.dimensions?.height ?? null,
    width: input.dimensions?.width ?? null,
    depth: input.dimensions?.depth ?? null,
    weight: input.weight,
  };
}

export async function create(
  db: Db,
  seller: AuthUser,
  input: ProductInputParsed,
): Promise<Product> {
  const id = await db.transaction().execute(async (trx) => {
    const pictures = await checkedPictures(trx, seller, input, null);
    const now = new Date().toISOString();
    const productId = await insertProduct(trx, {
      ...columnsOf(input),
      seller_id: seller.id,
      main_media_id: pictures.main,
      created_at: now,
      updated_at: now,
    });
    await replaceGallery(trx, productId, pictures.gallery);
    return productId;
  });
  return one(db, seller, id);
}

export async function update(
  app: FastifyInstance,
  editor: AuthUser,
  id: number,
  input: ProductInputParsed,
): Promise<Product> {
  const dropped = await app.db.transaction().execute(async (trx) => {
    const row = await findProduct(trx, id);
    if (!row) throw notFound(SERVER_MESSAGE.notFound);
    if (!canEditProduct(row, editor)) throw forbidden(PRODUCT_TEXT.notYourProduct);
    const before = await picturesShownBy(trx, id);
    const pictures = await checkedPictures(trx, editor, input, id);
    const kept = new Set([pictures.main, ...pictures.gallery]);
    await updateProduct(trx, id, {
      ...columnsOf(input),
      main_media_id: pictures.main,
      updated_at: new Date().toISOString(),
    });
    await replaceGallery(trx, id, pictures.gallery);
    const gone = before.filter((mediaId) => !kept.has(mediaId));
    await deleteMediaRows(trx, gone);
    return gone;
  });
  await removeMediaFiles(app, dropped);
  return one(app.db, editor, id);
}

/** The media ids a product shows now: main first, then the gallery. */
async function picturesShownBy(db: Db, productId: number): Promise<string[]> {
  const [product, gallery] = await Promise.all([
    findProduct(db, productId),
    db
      .selectFrom('product_gallery')
      .select('media_id')
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute(),
  ]);
  const main = product?.main_media_id;
  return [...(main ? [main] : []), ...gallery.map((row) => row.media_id)];
}
