import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES, REJECT_REASONS, movesFor } from '../../../../contract/orders';
import { renderAuth } from '../../../testing/render-auth';
import { fakeApi } from '../../../testing/fake-api';
import { LineMoves } from './line-moves';
import { SellerOrders } from './seller-orders';
import { LINE_TEXT, REJECT_TEXT } from './texts';
import { testLine, testLineToShip } from '../../../testing/test-line';

afterEach(() => vi.unstubAllGlobals());

const page = (status: Parameters<typeof testLine>[0]) => ({
  content: [testLineToShip(status)],
  totalElements: 1,
  totalPages: 1,
  number: 0,
  size: 10,
  first: true,
  last: true,
});

describe('the moves of an order line', () => {
  it.each(ORDER_STATUSES)('from %s shows only the buttons §4 allows', async (status) => {
    fakeApi({});
    renderAuth(<LineMoves line={testLine(status)} />);
    const group = await screen.findByRole('group', { name: 'Move this line' }, { timeout: 5000 });
    const shown = within(group)
      .queryAllByRole('button')
      .map((button) => button.textContent);
    expect(shown).toEqual(movesFor(testLine(status), 'seller').map((move) => move.label));
  });

  it('names each button after what it does, not the status it reaches', async () => {
    fakeApi({});
    renderAuth(<LineMoves line={testLine('confirmed')} />);
    const group = await screen.findByRole('group', { name: 'Move this line' }, { timeout: 5000 });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark shipped', 'Reject']);
  });

  it('offers nothing on a line its buyer cancelled, and says why', async () => {
    fakeApi({});
    const line = testLine('cancelled');
    line.history.push({
      from: 'confirmed',
      to: 'cancelled',
      continuation: 'cancel',
      note: null,
      by: line.customer,
      at: line.updatedAt,
    });
    renderAuth(<LineMoves line={line} />);
    expect(await screen.findByText(LINE_TEXT.buyerCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before rejecting, with the reason the buyer reads, and sends it with the move', async () => {
    const requests = fakeApi({
      'POST /api/order/updateStatus': () => ({
        body: { line: testLine('rejected'), newOrderId: null },
      }),
    });
    const { user } = renderAuth(<LineMoves line={testLine('unconfirmed')} />);
    const group = await screen.findByRole('group', { name: 'Move this line' }, { timeout: 5000 });
    await user.click(within(group).getByRole('button', { name: /^Reject order / }));
    const dialog = await screen.findByRole('dialog', {
      name: REJECT_TEXT.title(testLine('unconfirmed').productName),
    });
    const confirm = within(dialog).getByRole('button', { name: REJECT_TEXT.confirm });
    // Nothing is sent by the tap on Reject, nor without a reason.
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: REJECT_TEXT.other }));
    await user.type(within(dialog).getByRole('textbox', { name: REJECT_TEXT.otherLabel }), '   ');
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: REJECT_REASONS[0] }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(confirm);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        id: 7,
        currentStatus: 'unconfirmed',
        continuation: 'reject',
        note: REJECT_REASONS[0],
      }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  }, 15_000);

  it('sends the status it shows, and on 409 says someone else moved it and asks again', async () => {
    // Someone else rejected the line before this seller's confirmation reached the server.
    let moved = false;
    const requests = fakeApi({
      'GET /api/order/seller': () => ({ body: page(moved ? 'rejected' : 'unconfirmed') }),
      'POST /api/order/updateStatus': () => {
        moved = true;
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'Someone else has moved this order line.',
          },
        };
      },
    });
    const { user } = renderAuth(<SellerOrders />);

    const lines = await screen.findByRole('list', { name: 'Order lines' }, { timeout: 5000 });
    await user.click(within(lines).getByRole('button', { name: /^Confirm / }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LINE_TEXT.stale);
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      id: 7,
      currentStatus: 'unconfirmed',
      continuation: 'confirm',
      note: null,
    });
    // The list was asked again and shows the line as it is now, with its own buttons.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Undo rejection / })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^Confirm / })).not.toBeInTheDocument();
  }, 15_000);
});
