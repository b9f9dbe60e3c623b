import type { Delivery, OrderConfirm, OrderQuote, Payment } from '../../../../contract/orders';

/**
 * The confirmation of exactly what the buyer was shown: the quote's unit prices and charges.
 * The server compares them with its own and refuses the order (409) when any differs.
 */
export function confirmationOf(
  quote: OrderQuote,
  delivery: Delivery,
  payment: Payment,
): OrderConfirm {
  return {
    orderItems: quote.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      price: line.price,
    })),
    serviceCharge: quote.serviceCharge,
    deliveryCharge: quote.deliveryCharge,
    discount: quote.discount,
    delivery,
    payment,
  };
}
