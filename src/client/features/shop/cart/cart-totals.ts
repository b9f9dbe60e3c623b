import { unitPriceOf } from '../../../../contract/products-constants';
import type { StoredCartLine } from './cart-db';

/** A line can be ordered when it is picked and its product is in stock. */
export const orderable = (line: StoredCartLine) =>
  line.selected && line.product.quantityAvailable > 0 && line.quantity > 0;

export const lineTotal = (line: StoredCartLine) => unitPriceOf(line.product) * line.quantity;

/** The lines picked for checkout, and what their items cost at the prices last seen. */
export function selectedTotal(lines: StoredCartLine[]) {
  const chosen = lines.filter(orderable);
  return { lines: chosen, total: chosen.reduce((sum, line) => sum + lineTotal(line), 0) };
}
