import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../auth/test-utils';
import { fakeApi } from '../people/test-server';
import { SellerLineCard } from './seller-line-card';
import { testLine } from './test-line';

afterEach(() => vi.unstubAllGlobals());

describe("a seller's order line", () => {
  it('shows how the buyer paid: the method, the account paid from and the transaction id', async () => {
    const line = testLine('unconfirmed');
    fakeApi({
      'GET /api/order/3': {
        body: {
          id: 3,
          number: '2026-0003',
          customerId: 5,
          lines: [line],
          delivery: {
            name: 'Demo Rider',
            phone: '01711000000',
            address: 'Road 5, Dhanmondi, Dhaka',
            option: 'home',
          },
          payment: { method: 'bkash', accountNumber: '01712000000', transactionId: 'TX9K2' },
          itemsTotal: line.lineTotal,
          discount: 0,
          serviceCharge: 0,
          deliveryCharge: 7000,
          total: line.lineTotal + 7000,
          currency: 'BDT',
          date: line.date,
          rerunOf: null,
        },
      },
    });
    renderAuth(<SellerLineCard line={line} />);
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      'bKash · Paid from 01712000000 · Transaction TX9K2',
    );
  });
});
