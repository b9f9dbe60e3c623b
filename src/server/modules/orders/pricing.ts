/**
 * What an order costs, by the server's reckoning alone: unit prices from the catalogue (the
 * discount price when set), charges from the club settings. Whatever the buyer sends is only
 * compared with this, never used.
 */
import type { Kysely } from 'kysely';
import { ORDER_TEXT, type OrderConfirm, type OrderQuote } from '../../../contract/orders';
import { unitPriceOf } from '../../../contract/products';
import type { DeliveryOption } from '../../../contract/settings';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-errors';
import { findProducts } from '../products';
import { readClubSettings } from '../settings';

type Db = Kysely<Database>;

export async function quoteOf(
  db: Db,
  items: { productId: number; quantity: number }[],
  deliveryOption: DeliveryOption,
): Promise<OrderQuote> {
  const [rows, settings] = await Promise.all([
    findProducts(
      db,
      items.map((item) => item.productId),
    ),
    readClubSettings(db),
  ]);
  const fieldErrors: Record<string, string> = {};
  const lines = items.flatMap((item, index) => {
    const row = rows.find((candidate) => candidate.id === item.productId);
    if (!row) {
      fieldErrors[`orderItems.${index}.productId`] = ORDER_TEXT.productGone;
      return [];
    }
    const price = unitPriceOf({ price: row.price, discountPrice: row.discount_price });
    return [
      {
        productId: row.id,
        name: row.name,
        quantity: item.quantity,
        price,
        listPrice: row.price,
        lineTotal: price * item.quantity,
        quantityAvailable: row.quantity_available,
        sellerId: row.seller_id,
      },
    ];
  });
  const first = Object.values(fieldErrors)[0];
  if (first) throw new HttpError(404, first, { fieldErrors });
  const itemsTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = lines.reduce(
    (sum, line) => sum + (line.listPrice - line.price) * line.quantity,
    0,
  );
  const serviceCharge = settings.serviceCharge;
  const deliveryCharge = settings.deliveryCharges[deliveryOption];
  return {
    lines,
    itemsTotal,
    discount,
    serviceCharge,
    deliveryCharge,
    total: itemsTotal + serviceCharge + deliveryCharge,
    currency: settings.currency,
  };
}

/** True when every price and charge the buyer was shown is the server's. */
export function matchesQuote(
  input: Pick<OrderConfirm, 'orderItems' | 'serviceCharge' | 'deliveryCharge' | 'discount'>,
  quote: OrderQuote,
): boolean {
  return (
    input.serviceCharge === quote.serviceCharge &&
    input.deliveryCharge === quote.deliveryCharge &&
    input.discount === quote.discount &&
    input.orderItems.every(
      (item) => quote.lines.find((line) => line.productId === item.productId)?.price === item.price,
    )
  );
}
