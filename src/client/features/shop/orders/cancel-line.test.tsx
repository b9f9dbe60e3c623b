import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '../../../../contract/orders';
import { renderAuth } from '../../../testing/render-auth';
import { fakeApi } from '../../../testing/fake-api';
import { testLine, testOrder } from '../../../testing/test-line';
import { OrderScreen } from './order-screen';
import { ORDERS_TEXT } from '../texts';

afterEach(() => vi.unstubAllGlobals());

const cancelButton = () =>
  screen.findByRole('button', { name: 'Cancel this item: Tubeless road tyre 700x28' });

describe("the buyer's Cancel this item", { timeout: 20_000 }, () => {
  it.each<OrderStatus>(['unconfirmed', 'confirmed'])(
    'cancels a %s line after asking, and shows it cancelled',
    async (status) => {
      let current = testLine(status);
      const requests = fakeApi({
        'GET /api/order/3': () => ({ body: testOrder(current) }),
        'POST /api/order/updateStatus': () => {
          current = { ...current, status: 'cancelled' };
          return { body: { line: current, newOrderId: null } };
        },
      });
      const { user } = renderAuth(<OrderScreen id={3} placed={false} />);
      await user.click(await cancelButton());

      const dialog = await screen.findByRole('dialog', {
        name: ORDERS_TEXT.cancelTitle('Tubeless road tyre 700x28'),
      });
      expect(requests.some((request) => request.method === 'POST')).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: ORDERS_TEXT.cancelConfirm }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        id: 7,
        currentStatus: status,
        continuation: 'cancel',
      });
      const line = screen.getByRole('listitem', { name: 'Tubeless road tyre 700x28' });
      await waitFor(() => expect(within(line).getAllByText('Cancelled').length).toBeGreaterThan(0));
      expect(screen.queryByRole('button', { name: /^Cancel this item/ })).not.toBeInTheDocument();
    },
    15_000,
  );

  it('is not offered once the line has shipped', async () => {
    fakeApi({ 'GET /api/order/3': { body: testOrder(testLine('shipped')) } });
    renderAuth(<OrderScreen id={3} placed={false} />);
    expect(await screen.findByText('Order 2026-0003')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel this item/ })).not.toBeInTheDocument();
  });

  it('says so when the seller moved the line meanwhile, and the next try sends its new status', async () => {
    let current = testLine('unconfirmed');
    const requests = fakeApi({
      'GET /api/order/3': () => ({ body: testOrder(current) }),
      'POST /api/order/updateStatus': () => {
        if (current.status === 'unconfirmed') {
          current = { ...current, status: 'confirmed' };
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: 'Someone else has moved it.' },
          };
        }
        current = { ...current, status: 'cancelled' };
        return { body: { line: current, newOrderId: null } };
      },
    });
    const { user } = renderAuth(<OrderScreen id={3} placed={false} />);
    await user.click(await cancelButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: ORDERS_TEXT.cancelConfirm }));
    expect(await within(dialog).findByText(ORDERS_TEXT.cancelStale)).toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0));
    await user.click(within(dialog).getByRole('button', { name: ORDERS_TEXT.cancelConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.filter((request) => request.method === 'POST').map((r) => r.body);
    expect(sent).toEqual([
      { id: 7, currentStatus: 'unconfirmed', continuation: 'cancel' },
      { id: 7, currentStatus: 'confirmed', continuation: 'cancel' },
    ]);
  }, 15_000);
});
