/**
 * products without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. products.ts re-exports all of it beside the schemas.
 */
import { defineTexts } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';
import type { Product } from './products';

/** The sponsor bike shop's departments (docs/product.md §1 'sdcbikewala'). */
export const PRODUCT_CATEGORIES = ['parts', 'accessories', 'clothing', 'training-leisure'] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CATEGORY_LABEL: Readonly<Record<ProductCategory, string>> = defineTexts({
  parts: /*i18n*/ { id: 'Parts' },
  accessories: /*i18n*/ { id: 'Accessories' },
  clothing: /*i18n*/ { id: 'Clothing' },
  'training-leisure': /*i18n*/ { id: 'Training and leisure' },
});

/** §3 stockStatus: 'In Stock' or other. */
export const STOCK_STATUS = { inStock: 'In Stock', outOfStock: 'Out of Stock' } as const;

export const STOCK_STATUSES = [STOCK_STATUS.inStock, STOCK_STATUS.outOfStock] as const;

export const PRODUCT_LIMITS = {
  nameMinLength: 3,
  nameMaxLength: 120,
  brandMaxLength: 60,
  descriptionMaxLength: 5000,
  galleryMax: 8,
  quantityMax: 100_000,
  /** Centimetres for dimensions, kilograms for weight. */
  dimensionMax: 10_000,
  weightMax: 10_000,
  searchMaxLength: 100,
} as const;

/** The widths the server makes of a product picture, for srcset. */
export const PRODUCT_PICTURE_WIDTHS = [200, 480, 960] as const;

/** The product schema's messages (products.ts), English when it is built. */
export const PRODUCT_VALIDATION = englishTexts({
  /** PRODUCT_LIMITS.nameMinLength. */
  nameLength: /*i18n*/ { id: 'At least 3 characters' },
  discountBelowPrice: /*i18n*/ { id: 'The discount price must be lower than the price.' },
  category: /*i18n*/ { id: 'Choose a category.' },
  price: /*i18n*/ { id: 'Give a price.' },
});

export const PRODUCT_TEXT = defineTexts({
  notYourPicture: /*i18n*/ { id: 'Pick a picture you uploaded for a product.' },
  pictureInAnotherProduct: /*i18n*/ { id: 'This picture is already in another product.' },
  pictureTwice: /*i18n*/ { id: 'Each picture may appear once.' },
  notYourProduct: /*i18n*/ { id: 'Only the seller of this product or an admin may change it.' },
} as const);

/** What one unit costs the buyer: the discount price when there is one. */
export function unitPriceOf(product: Pick<Product, 'price' | 'discountPrice'>): number {
  return product.discountPrice ?? product.price;
}

export const PRODUCT_PATHS = {
  list: '/product',
  one: (id: number | string) => `/product/${id}`,
  search: (text: string) => `/product/search/${encodeURIComponent(text)}`,
  /** The signed-in seller's own products matching the text. */
  sellerSearch: (text: string) => `/product/sellerSearch/${encodeURIComponent(text)}`,
  picture: '/product/picture',
  reviews: (id: number | string) => `/product/${id}/reviews`,
} as const;

/** Where the screens show a product (§2 Developer orders tab links). */
export const productScreenPath = (id: number | string) => `/products/productDetails/${id}`;
