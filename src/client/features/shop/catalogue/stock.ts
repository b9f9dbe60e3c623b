import { SHOP_TEXT } from '../texts';

/** Below this many units a product says how many are left. */
export const LOW_STOCK = 5;

export function stockText(quantityAvailable: number): string {
  if (quantityAvailable <= 0) return SHOP_TEXT.outOfStock;
  if (quantityAvailable <= LOW_STOCK) return SHOP_TEXT.onlyLeft(quantityAvailable);
  return SHOP_TEXT.inStock;
}

export function stockColor(quantityAvailable: number): string {
  if (quantityAvailable <= 0) return 'red';
  if (quantityAvailable <= LOW_STOCK) return 'orange';
  return 'teal';
}
