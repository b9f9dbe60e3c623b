import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { SellerLineCard } from './seller-line-card';
import { testLine, testOrder } from '../../testing/test-line';

afterEach(() => vi.unstubAllGlobals());

describe("a seller's order line", { timeout: 20_000 }, () => {
  it('shows how the buyer paid: the method, the account paid from and the transaction id', async () => {
    const line = testLine('unconfirmed');
    fakeApi({
      'GET /api/order/3': {
        body: testOrder(line, {
          method: 'bkash',
          accountNumber: '01712000000',
          transactionId: 'TX9K2',
        }),
      },
    });
    renderAuth(<SellerLineCard line={line} />);
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      'bKash · Paid from 01712000000 · Transaction TX9K2',
    );
  });
});
