/**
 * The catalogue (§3 Product, §7 Products, docs/product.md §1 'products', 'shop' and
 * 'sdcbikewala'): what a seller writes, what a shopper reads, pictures, texts and paths.
 * Prices are integers in the smallest unit of the club's currency (see settings.ts).
 */
import { z } from 'zod';
import { pictureSchema } from './pictures';
import { PAGE_SIZE } from './constants';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { moneySchema } from './settings';
import { pictureLinkSchema } from './users';
import {
  PRODUCT_CATEGORIES,
  STOCK_STATUSES,
  PRODUCT_LIMITS,
  PRODUCT_VALIDATION,
} from './products-constants';
import { idParamSchema } from './ids';

export * from './products-constants';

/** A stored picture with every width the server made of it. */
export const productPictureSchema = pictureSchema;
export type ProductPicture = z.infer<typeof productPictureSchema>;

const measure = (max: number) => z.number().min(0).max(max).nullable();

export const dimensionsSchema = z.object({
  height: measure(PRODUCT_LIMITS.dimensionMax),
  width: measure(PRODUCT_LIMITS.dimensionMax),
  depth: measure(PRODUCT_LIMITS.dimensionMax),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION.tooLong)
    .nullish()
    .transform((value) => value || null);

/** POST /product and PUT /product/{id}: pictures are the urls the picture upload answered. */
export const productInputSchema = z
  .object({
    name: z
      .string(VALIDATION.required)
      .trim()
      .min(PRODUCT_LIMITS.nameMinLength, PRODUCT_VALIDATION.nameLength)
      .max(PRODUCT_LIMITS.nameMaxLength, VALIDATION.tooLong),
    category: z.enum(PRODUCT_CATEGORIES, PRODUCT_VALIDATION.category),
    brand: optionalText(PRODUCT_LIMITS.brandMaxLength),
    price: moneySchema.min(1, PRODUCT_VALIDATION.price),
    discountPrice: moneySchema.nullish().transform((value) => value ?? null),
    quantityAvailable: z.number().int().min(0).max(PRODUCT_LIMITS.quantityMax),
    description: optionalText(PRODUCT_LIMITS.descriptionMaxLength),
    mainImage: z
      .string()
      .trim()
      .max(300)
      .nullish()
      .transform((value) => value || null),
    galleryImages: z.array(z.string().trim().max(300)).max(PRODUCT_LIMITS.galleryMax).default([]),
    dimensions: dimensionsSchema.nullish().transform((value) => value ?? null),
    weight: measure(PRODUCT_LIMITS.weightMax).optional().default(null),
  })
  .superRefine((product, context) => {
    if (product.discountPrice !== null && product.discountPrice >= product.price) {
      context.addIssue({
        code: 'custom',
        path: ['discountPrice'],
        message: PRODUCT_VALIDATION.discountBelowPrice,
      });
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

/** A member as the shop names them (seller, buyer, reviewer): public name and picture only. */
export const memberNameSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  profilePicture: pictureLinkSchema.nullable(),
});
export type MemberName = z.infer<typeof memberNameSchema>;

export const ratingSchema = z.object({
  /** Mean of the ratings, one decimal; null until the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
});

/** §3 Product. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  brand: z.string().nullable(),
  price: z.number().int(),
  /** The price actually charged when set; always below `price`. */
  discountPrice: z.number().int().nullable(),
  currency: z.string(),
  stockStatus: z.enum(STOCK_STATUSES),
  quantityAvailable: z.number().int(),
  description: z.string().nullable(),
  mainImage: productPictureSchema.nullable(),
  galleryImages: z.array(productPictureSchema),
  dimensions: dimensionsSchema.nullable(),
  weight: z.number().nullable(),
  sellerId: z.number().int(),
  seller: memberNameSchema,
  rating: ratingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The reader is its seller or an admin. */
  canEdit: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = pageSchema(productSchema);

/** GET /product: paged (10), optionally one category or one seller. */
export const productListQuerySchema = pageQuerySchema(PAGE_SIZE.products).extend({
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  sellerId: idParamSchema.optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productSearchParamsSchema = z.object({
  text: z.string().trim().min(1).max(PRODUCT_LIMITS.searchMaxLength),
});

/** GET /product/search/{text}: paged (10), optionally within one category. */
export const productSearchQuerySchema = pageQuerySchema(PAGE_SIZE.products).extend({
  category: z.enum(PRODUCT_CATEGORIES).optional(),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
