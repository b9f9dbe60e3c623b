/**
 * The seller's figures, computed from their order lines as the API gives them: lines per
 * status, sales of completed lines (in the month each line was completed), this month against
 * last, what is still on its way, and sales per product.
 */
import type { OrderLine } from '../../../../contract/orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../../contract/orders-constants';
import { clubMonthIndex } from '../../../lib/dates';

export interface SellerSums {
  currency: string | null;
  byStatus: Record<OrderStatus, number>;
  lines: number;
  /** Completed lines: their totals and units. */
  sales: number;
  unitsSold: number;
  thisMonth: number;
  lastMonth: number;
  /** Confirmed and shipped lines: money still to come. */
  inProgress: number;
  /** Rejected and cancelled lines. */
  lost: number;
  perProduct: { pid: number; name: string; units: number; sales: number }[];
}

/** When a line was completed: its move to completed, else its last change. */
function completedAt(line: OrderLine): Date {
  const move = [...line.history].reverse().find((entry) => entry.to === 'completed');
  return new Date(move?.at ?? line.updatedAt);
}

/** Months of the club's calendar, so a sale at 01:00 on the 1st in Dhaka is that month's. */
const monthKey = (date: Date) => clubMonthIndex(date);

export function sumSellerLines(lines: OrderLine[], now = new Date()): SellerSums {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  const perProduct = new Map<number, { pid: number; name: string; units: number; sales: number }>();
  const sums: SellerSums = {
    currency: lines[0]?.currency ?? null,
    byStatus,
    lines: lines.length,
    sales: 0,
    unitsSold: 0,
    thisMonth: 0,
    lastMonth: 0,
    inProgress: 0,
    lost: 0,
    perProduct: [],
  };
  const current = monthKey(now);
  for (const line of lines) {
    byStatus[line.status] += 1;
    if (line.status === 'completed') {
      sums.sales += line.lineTotal;
      sums.unitsSold += line.quantity;
      const month = monthKey(completedAt(line));
      if (month === current) sums.thisMonth += line.lineTotal;
      if (month === current - 1) sums.lastMonth += line.lineTotal;
      const product = perProduct.get(line.pid) ?? {
        pid: line.pid,
        name: line.productName,
        units: 0,
        sales: 0,
      };
      product.units += line.quantity;
      product.sales += line.lineTotal;
      perProduct.set(line.pid, product);
    } else if (line.status === 'confirmed' || line.status === 'shipped') {
      sums.inProgress += line.lineTotal;
    } else if (line.status === 'rejected' || line.status === 'cancelled') {
      sums.lost += line.lineTotal;
    }
  }
  sums.perProduct = [...perProduct.values()].sort((a, b) => b.sales - a.sales);
  return sums;
}
