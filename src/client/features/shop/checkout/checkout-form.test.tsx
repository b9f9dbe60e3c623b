import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderQuote } from '../../../../contract/orders';
import { NO_PAYEE_ACCOUNTS, type PayeeAccounts } from '../../../../contract/payments';
import { CLUB_SETTINGS_DEFAULTS, publicSettingsSchema } from '../../../../contract/settings';
import { renderAuth } from '../../../testing/render-auth';
import { fakeApi } from '../../../testing/fake-api';
import { CheckoutForm } from './checkout-form';
import { PAYEE_TEXT } from '../../../components/payee-account';

const quoteAt = (price: number, deliveryCharge = 0): OrderQuote => ({
  lines: [
    {
      productId: 11,
      name: 'Tubeless tyre',
      quantity: 2,
      price,
      listPrice: 350_000,
      lineTotal: price * 2,
      quantityAvailable: 3,
      sellerId: 2,
    },
  ],
  itemsTotal: price * 2,
  discount: (350_000 - price) * 2,
  serviceCharge: 0,
  deliveryCharge,
  total: price * 2 + deliveryCharge,
  currency: 'BDT',
});

const contact = { name: 'Demo Rider', phone: '01712345678', address: '12 Lake Road, Dhanmondi' };

/** GET /api/settings of a club taking transfers to these accounts only. */
const settingsWith = (accounts: Partial<PayeeAccounts>) =>
  publicSettingsSchema.parse({
    ...CLUB_SETTINGS_DEFAULTS,
    payeeAccounts: { ...NO_PAYEE_ACCOUNTS, ...accounts },
  });

afterEach(() => vi.unstubAllGlobals());

/** The checkout of two tyres for Demo Rider. */
const renderCheckout = (onPlaced = vi.fn()) =>
  renderAuth(
    <CheckoutForm items={[{ productId: 11, quantity: 2 }]} contact={contact} onPlaced={onPlaced} />,
  );

describe('confirming an order', { timeout: 20_000 }, () => {
  it('sends the figures shown, and on 409 shows the server’s and confirms those', async () => {
    let confirms = 0;
    const requests = fakeApi({
      'POST /api/order/quote': { body: quoteAt(300_000) },
      'POST /api/order/confirm': () =>
        ++confirms === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message: 'The prices or charges have changed since you saw them.',
                code: 'PRICE_CHANGED',
                quote: quoteAt(320_000),
              },
            }
          : { status: 201, body: '42' },
    });
    const onPlaced = vi.fn();
    const { user } = renderCheckout(onPlaced);

    const first = await screen.findByRole(
      'button',
      { name: 'Confirm order · BDT\u00a06,000' },
      { timeout: 5000 },
    );
    await user.click(first);

    const again = await screen.findByRole('button', {
      name: 'Confirm at the new total · BDT\u00a06,400',
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The figures have changed')).toBeInTheDocument();
    // The old figures are gone: every amount shown is the server's.
    expect(screen.queryByText('BDT 6,000')).not.toBeInTheDocument();
    expect(screen.getAllByText('BDT 6,400')).toHaveLength(3);
    expect(onPlaced).not.toHaveBeenCalled();

    await user.click(again);
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('42'));

    const sent = requests.filter((r) => r.url.pathname === '/api/order/confirm');
    expect(
      sent.map((r) => (r.body as { orderItems: { price: number }[] }).orderItems[0]!.price),
    ).toEqual([300_000, 320_000]);
    expect(sent[1]!.body).toMatchObject({
      serviceCharge: 0,
      deliveryCharge: 0,
      discount: 60_000,
      delivery: { ...contact, option: 'pickup' },
      payment: { method: 'cash_on_delivery' },
    });
  });

  it('offers only the transfers the club has an account for, and shows where to send the total', async () => {
    const requests = fakeApi({
      'POST /api/order/quote': { body: quoteAt(300_000) },
      'GET /api/settings': { body: settingsWith({ bkash: '01711-223344 (merchant)' }) },
    });
    const { user } = renderCheckout();
    await screen.findByRole('button', { name: /Confirm order/ });
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    await waitFor(() =>
      expect(
        within(methods)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['cash_on_delivery', 'bkash']),
    );
    expect(screen.queryByRole('region', { name: "The club's bKash account" })).toBeNull();

    await user.click(within(methods).getByRole('radio', { name: 'bKash' }));
    const payee = screen.getByRole('alert', { name: "The club's bKash account" });
    expect(within(payee).getByText('01711-223344 (merchant)')).toBeInTheDocument();
    expect(payee).toHaveTextContent(PAYEE_TEXT.send('BDT 6,000'));
    await user.type(screen.getByRole('textbox', { name: /Account you paid from/ }), '01712000000');
    await user.type(screen.getByRole('textbox', { name: /Transaction id/ }), 'TX9K2');
    await user.click(screen.getByRole('button', { name: /Confirm order/ }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.pathname === '/api/order/confirm')?.body).toMatchObject({
        payment: { method: 'bkash', accountNumber: '01712000000', transactionId: 'TX9K2' },
      }),
    );
  });

  it('offers cash on delivery alone while the club takes no transfer', async () => {
    fakeApi({
      'POST /api/order/quote': { body: quoteAt(300_000) },
      'GET /api/settings': { body: settingsWith({}) },
    });
    renderCheckout();
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    await screen.findByRole('button', { name: /Confirm order/ });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(within(methods).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });

  it('asks for the transfer’s account and transaction id before sending anything', async () => {
    const requests = fakeApi({
      'POST /api/order/quote': { body: quoteAt(300_000) },
      'GET /api/settings': { body: settingsWith({ manual_transfer: 'Demo Bank A/C 1' }) },
    });
    const { user } = renderCheckout();
    await screen.findByRole('button', { name: /Confirm order/ });
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: /Confirm order/ }));
    expect(
      await screen.findAllByText('Give the account you paid from and the transaction id.'),
    ).toHaveLength(2);
    expect(requests.some((r) => r.url.pathname === '/api/order/confirm')).toBe(false);
  });

  it('asks for the charge of the delivery option picked', async () => {
    const requests = fakeApi({
      'POST /api/order/quote': () => ({ body: quoteAt(300_000, 7000) }),
    });
    const { user } = renderCheckout();
    await screen.findByRole('button', { name: /Confirm order/ });
    await user.click(screen.getByRole('radio', { name: 'Home delivery inside the city' }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) => (r.body as { deliveryOption?: string } | undefined)?.deliveryOption === 'home',
        ),
      ).toBe(true),
    );
    expect(
      await screen.findByRole('button', { name: 'Confirm order · BDT\u00a06,070' }),
    ).toBeEnabled();
  });
});
