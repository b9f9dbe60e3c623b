import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderAuth } from '../../../testing/render-auth';
import { testLine, testOrder } from '../../../testing/test-line';
import { OrderInvoice } from './order-invoice';

afterEach(() => vi.unstubAllGlobals());

describe("a seller's invoice", { timeout: 20_000 }, () => {
  it('adds the delivery charge, and shows a rejected line refunded and not charged', async () => {
    const kept = testLine('confirmed', 7);
    const rejected = { ...testLine('rejected', 8), productName: 'Bottle cage', lineTotal: 90_000 };
    const order = {
      ...testOrder(kept),
      lines: [kept, rejected],
      itemsTotal: kept.lineTotal + rejected.lineTotal,
      total: kept.lineTotal + rejected.lineTotal + 7000,
    };
    fakeApi({ [`GET /api/order/${order.id}`]: { body: order } });
    renderAuth(<OrderInvoice orderId={order.id} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice of order 3' });
    const table = await within(dialog).findByRole('table', { name: 'Invoice' });
    const row = (name: string | RegExp) =>
      within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByText(name));
    expect(row('Bottle cage')).toHaveTextContent('Rejected · refunded');
    expect(row('Delivery charge')).toHaveTextContent(/BDT\s?70/);
    expect(row('Paid at checkout')).toHaveTextContent(/BDT\s?11,770/);
    expect(row('Refunded')).toHaveTextContent(/−BDT\s?900/);
    expect(row('Total charged')).toHaveTextContent(/BDT\s?10,870/);
  });
});
