import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { MoveButtons } from './move-buttons';
import { fullParcel } from './test-parcel';

afterEach(() => vi.unstubAllGlobals());

function renderButtons(parcel: ReturnType<typeof fullParcel>) {
  return renderAuth(
    <>
      <Notifications />
      <MoveButtons parcel={parcel} />
    </>,
  );
}

describe('moving a parcel from its buttons', () => {
  it('shows the carrying rider only the next moves, and sends the status they saw', async () => {
    const requests = fakeApi({
      'POST /api/parcel/7/move': {
        body: fullParcel({ view: 'rider', status: 'delivered', actions: [] }),
      },
    });
    const { user } = renderButtons(
      fullParcel({ view: 'rider', status: 'picked_up', actions: ['deliver', 'cancel'] }),
    );
    const delivered = await screen.findByRole('button', { name: 'Delivered' });
    expect(screen.queryByRole('button', { name: 'Picked up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take this parcel' })).toBeNull();
    await user.click(delivered);
    await waitFor(() => expect(requests.some((one) => one.method === 'POST')).toBe(true));
    const sent = requests.find((one) => one.method === 'POST');
    expect(sent?.url.pathname).toBe('/api/parcel/7/move');
    expect(sent?.body).toEqual({ action: 'deliver', currentStatus: 'picked_up', reason: null });
  });

  it('asks the rider why before giving up, and sends the reason', async () => {
    const requests = fakeApi({
      'POST /api/parcel/7/move': {
        body: fullParcel({ view: 'rider', status: 'cancelled', actions: [] }),
      },
    });
    const { user } = renderButtons(
      fullParcel({ view: 'rider', status: 'picked_up', actions: ['deliver', 'cancel'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cannot deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot deliver' });
    const confirm = within(dialog).getByRole('button', { name: 'Cannot deliver' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Flat tyre');
    await user.click(confirm);
    await waitFor(() =>
      expect(requests.find((one) => one.method === 'POST')?.body).toEqual({
        action: 'cancel',
        currentStatus: 'picked_up',
        reason: 'Flat tyre',
      }),
    );
  });

  it('asks the merchant to confirm a cancel; keeping it sends nothing', async () => {
    const requests = fakeApi({});
    const { user } = renderButtons(
      fullParcel({ view: 'merchant', status: 'pending', actions: ['cancel'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel parcel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel parcel' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((one) => one.method === 'POST')).toEqual([]);
  });

  it('says so when the parcel moved on meanwhile (409)', async () => {
    fakeApi({
      'POST /api/parcel/7/move': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'This parcel has moved on since you loaded it. Reload it and try again.',
        },
      },
    });
    const { user } = renderButtons(
      fullParcel({ view: 'rider', status: 'accepted', actions: ['pick_up', 'cancel'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Picked up' }));
    expect(
      await screen.findByText(
        'This parcel has moved on since you loaded it. Reload it and try again.',
      ),
    ).toBeInTheDocument();
  });
});
