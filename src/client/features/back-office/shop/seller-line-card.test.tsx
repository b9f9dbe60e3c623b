import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../../testing/render-auth';
import { fakeApi } from '../../../testing/fake-api';
import { SellerLineCard } from './seller-line-card';
import { testLineToShip } from '../../../testing/test-line';

afterEach(() => vi.unstubAllGlobals());

describe("a seller's order line", { timeout: 20_000 }, () => {
  it('shows how the buyer paid: the method, the account paid from and the transaction id', async () => {
    const line = testLineToShip('unconfirmed', {
      method: 'bkash',
      accountNumber: '01712000000',
      transactionId: 'TX9K2',
    });
    const requests = fakeApi({});
    renderAuth(<SellerLineCard line={line} />);
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      'bKash · Paid from 01712000000 · Transaction TX9K2',
    );
    expect(screen.getByText(/Deliver to Demo Rider/)).toHaveTextContent(
      'Deliver to Demo Rider · 01711000000 · Road 5, Dhanmondi, Dhaka',
    );
    // The line brings its order's contact and payment: the card asks nothing of its own.
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/order/'))).toEqual(
      [],
    );
  });

  it('names its buttons for its order and product: a list holds many lines with the same ones', async () => {
    fakeApi({});
    renderAuth(<SellerLineCard line={testLineToShip('unconfirmed')} />);
    const line = 'order 3: Tubeless road tyre 700x28';
    for (const name of [`Confirm ${line}`, `Reject ${line}`, `History of ${line}`])
      expect(await screen.findByRole('button', { name })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Invoice of order 3' })).toBeVisible();
  });
});
