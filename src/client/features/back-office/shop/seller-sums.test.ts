import { describe, expect, it } from 'vitest';
import type { OrderLine, OrderStatus } from '../../../../contract/orders';
import { sumSellerLines } from './seller-sums';
import { testLine } from '../../../testing/test-line';

function line(id: number, status: OrderStatus, lineTotal: number, completedAt?: string): OrderLine {
  const base = testLine(status, id);
  return {
    ...base,
    lineTotal,
    history: completedAt
      ? [
          ...base.history,
          { ...base.history[0]!, from: 'shipped', to: 'completed', at: completedAt },
        ]
      : base.history,
  };
}

describe('the seller’s figures', () => {
  it('count lines by status and sum completed sales by the month they were completed', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const sums = sumSellerLines(
      [
        line(1, 'completed', 100_000, '2026-11-03T10:00:00Z'),
        line(2, 'completed', 40_000, '2026-10-30T10:00:00Z'),
        line(3, 'completed', 7_000, '2026-08-01T10:00:00Z'),
        line(4, 'shipped', 50_000),
        line(5, 'confirmed', 20_000),
        line(6, 'rejected', 9_000),
        line(7, 'unconfirmed', 3_000),
      ],
      now,
    );
    expect(sums.lines).toBe(7);
    expect(sums.byStatus).toEqual({
      unconfirmed: 1,
      confirmed: 1,
      shipped: 1,
      completed: 3,
      rejected: 1,
      cancelled: 0,
    });
    expect(sums.sales).toBe(147_000);
    expect(sums.thisMonth).toBe(100_000);
    expect(sums.lastMonth).toBe(40_000);
    expect(sums.inProgress).toBe(70_000);
    expect(sums.lost).toBe(9_000);
    expect(sums.unitsSold).toBe(6);
    expect(sums.perProduct).toEqual([
      { pid: 11, name: 'Tubeless road tyre 700x28', units: 6, sales: 147_000 },
    ]);
  });

  it('are zero with no lines', () => {
    const sums = sumSellerLines([]);
    expect(sums.sales).toBe(0);
    expect(sums.currency).toBeNull();
  });
});
