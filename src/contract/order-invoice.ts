/**
 * An order's invoice: what its buyer was charged, line by line, and what went back. The order's
 * `total` is what the buyer paid at checkout (its lines, the service and delivery charges); a
 * line rejected or cancelled since is refunded, and once no line is left to deliver the charges
 * are refunded too. The invoice's figures add up to the order's `total` exactly, whoever reads
 * it: a seller, who sees only their own lines, gets the other sellers' lines as one sum.
 */
import type { Order, OrderLine } from './orders';
import { isCharged } from './orders-constants';

export interface InvoiceLine {
  line: OrderLine;
  /** False for a rejected or cancelled line: its total is refunded. */
  charged: boolean;
}

export interface Invoice {
  lines: InvoiceLine[];
  /** The other sellers' lines, for a seller who may not see them; null when none is hidden. */
  otherSellers: { charged: number; refunded: number } | null;
  serviceCharge: number;
  deliveryCharge: number;
  /** What the buyer paid at checkout: every line, refunded or not, and the charges. */
  paid: number;
  /** What went back: refunded lines, and the charges once nothing is left to deliver. */
  refunded: number;
  /** What the buyer is charged in the end: paid less refunded. */
  charged: number;
  /** The charges went back with the last line. */
  chargesRefunded: boolean;
}

export function invoiceOf(order: Order): Invoice {
  const lines = order.lines.map((line) => ({ line, charged: isCharged(line.status) }));
  const sum = (rows: InvoiceLine[]) => rows.reduce((total, row) => total + row.line.lineTotal, 0);
  const other = order.otherSellers;
  const chargesRefunded =
    !lines.some((row) => row.charged) && (other?.chargedLines ?? 0) === 0 && lines.length > 0;
  const charges = order.serviceCharge + order.deliveryCharge;
  const paid = sum(lines) + (other ? other.charged + other.refunded : 0) + charges;
  const refunded =
    sum(lines.filter((row) => !row.charged)) +
    (other?.refunded ?? 0) +
    (chargesRefunded ? charges : 0);
  return {
    lines,
    otherSellers: other && { charged: other.charged, refunded: other.refunded },
    serviceCharge: order.serviceCharge,
    deliveryCharge: order.deliveryCharge,
    paid,
    refunded,
    charged: paid - refunded,
    chargesRefunded,
  };
}
