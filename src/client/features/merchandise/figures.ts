/**
 * What a pre-order costs by the figures the screen holds: the jersey's price for the size's
 * group and sleeve, and the club's jersey delivery charge. The server prices it again and
 * answers 409 with its own figures when they differ.
 */
import type { Jersey, PreOrderQuote } from '../../../contract/merchandise';
import {
  quotePreOrder,
  priceOf,
  SIZE_GROUPS,
  SLEEVES,
  type Sleeve,
} from '../../../contract/merchandise-constants';
import type { DeliveryOption, PublicSettings } from '../../../contract/settings';

export function localQuote(
  jersey: Jersey,
  choice: { size: string; sleeve: Sleeve; quantity: number; option: DeliveryOption },
  settings: Pick<PublicSettings, 'jerseyDeliveryCharges' | 'currency'>,
): PreOrderQuote | null {
  const unitPrice = priceOf(jersey.prices, choice.size, choice.sleeve);
  const quantity = Number.isInteger(choice.quantity) && choice.quantity > 0 ? choice.quantity : 0;
  if (unitPrice === undefined || quantity === 0) return null;
  return quotePreOrder(
    unitPrice,
    quantity,
    settings.jerseyDeliveryCharges[choice.option],
    settings.currency,
  );
}

/** The cheapest and the dearest price of any size and sleeve. */
export function priceRange(jersey: Pick<Jersey, 'prices'>): { low: number; high: number } {
  const all = SIZE_GROUPS.flatMap((group) => SLEEVES.map((sleeve) => jersey.prices[group][sleeve]));
  return { low: Math.min(...all), high: Math.max(...all) };
}
